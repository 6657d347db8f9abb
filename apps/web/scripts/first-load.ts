/**
 * The JavaScript a page loads on a first visit, read from the build's own manifest
 * (dist/.vite/manifest.json): the entry chunk with its static imports, then the route's layout and
 * page chunks with theirs (the router imports those two on arrival). Shared by the build report
 * (report-first-load.ts) and the size budget test (e2e/first-load-budget.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

/**
 * The pages a visitor lands on first, by the modules src/app/router.tsx loads for them (layout,
 * page). Adding one: name it here with its layout and page modules; `null` marks a page that does
 * not exist yet (it prints as such until it does).
 */
export const ENTRY_ROUTES: Record<string, readonly string[] | null> = {
  login: ['src/app/layouts/auth-layout.tsx', 'src/features/auth/routes/login-page.tsx'],
  'student home': [
    'src/app/layouts/student-layout.tsx',
    'src/features/home/routes/student-home-page.tsx',
  ],
  'teacher home': [
    'src/app/layouts/default-layout.tsx',
    'src/features/home/routes/teacher-home-page.tsx',
  ],
  'practice session': [
    'src/app/layouts/default-layout.tsx',
    'src/features/practice/routes/practice-session-page.tsx',
  ],
};

/** Issue 19's mark for the login page's first-load JavaScript, gzipped: not reached yet. */
export const LOGIN_FIRST_LOAD_TARGET_KB = 150;
/**
 * What the login page's first-load JavaScript may not pass today, gzipped: the figure it was
 * brought down to (231.3 kB, November 2026) with a little room. Lower it as the page gets lighter, down
 * to the target; React, React Router, MUI's styling core and i18next alone weigh about 146 kB.
 * The English catalogue is in the entry chunk until catalogues are fetched (decision 0010), so
 * every feature's English text counts here: main passed 235 with the assignment pages' and the
 * security work (237.1 kB), 238.1 with the practice session's strings (+1.0): raised to 239;
 * 239.5 with the recorder's strings (notice, microphone help for three browsers): raised to 241;
 * 241.1 with the teacher review's strings (review, queue, agreement, results grid): raised to 243.
 */
export const LOGIN_FIRST_LOAD_CEILING_KB = 243;

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
export type Manifest = Record<string, ManifestChunk>;

export type FirstLoadFile = { file: string; raw: number; gzip: number; brotli: number };
export type FirstLoad = { files: FirstLoadFile[]; raw: number; gzip: number; brotli: number };

export function readManifest(distDir = DIST_DIR): Manifest {
  return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The chunk files a page loads first: the entry's static imports and each module's. */
export function firstLoadFiles(manifest: Manifest, modules: readonly string[]): string[] {
  const files = new Set<string>();
  const collect = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) collect(imported);
  };
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('No entry chunk in the manifest');
  collect(entry);
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`No chunk for ${module} in the manifest`);
    collect(module);
  }
  return [...files];
}

/** Sizes as sent: gzip at level 9 and brotli at 11, as the build pre-compresses them. */
export function firstLoad(
  manifest: Manifest,
  modules: readonly string[],
  distDir = DIST_DIR,
): FirstLoad {
  const files = firstLoadFiles(manifest, modules).map((file) => {
    const source = readFileSync(join(distDir, file));
    return {
      file,
      raw: source.length,
      gzip: gzipSync(source, { level: 9 }).length,
      brotli: brotliCompressSync(source, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
      }).length,
    };
  });
  files.sort((a, b) => b.gzip - a.gzip);
  const sum = (key: 'raw' | 'gzip' | 'brotli') => files.reduce((total, f) => total + f[key], 0);
  return { files, raw: sum('raw'), gzip: sum('gzip'), brotli: sum('brotli') };
}

export const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
