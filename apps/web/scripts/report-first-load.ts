/**
 * Prints the gzipped JavaScript the login page loads on a first visit: the entry chunk, its
 * static imports (transitively) and the login route's chunk with its own static imports.
 * Run after `vite build` (build.manifest is on).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const LOGIN_ROUTE = 'src/features/auth/routes/login-page.tsx';

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;

function collect(key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, into);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('No entry chunk in dist/.vite/manifest.json');
if (!manifest[LOGIN_ROUTE]) throw new Error(`No chunk for ${LOGIN_ROUTE} in the manifest`);

const files = new Set<string>();
collect(entryKey, files);
collect(LOGIN_ROUTE, files);

const rows = [...files].map((file) => {
  const source = readFileSync(join(DIST, file));
  return { file, raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const total = rows.reduce((sum, row) => sum + row.gzip, 0);

const print = (line: string) => process.stdout.write(`${line}\n`);
print('\nJavaScript loaded by the login page (first visit):');
for (const row of rows)
  print(`  ${kb(row.gzip).padStart(9)} gzip  ${kb(row.raw).padStart(9)} raw  ${row.file}`);
print(`  ${kb(total).padStart(9)} gzip in total (${rows.length} files)\n`);
