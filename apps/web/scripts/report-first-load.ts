/**
 * Prints the JavaScript each entry page loads on a first visit (see first-load.ts), gzipped,
 * in brotli and raw, and the largest files of the login page. Run after `vite build`.
 */
import {
  ENTRY_ROUTES,
  firstLoad,
  kB,
  LOGIN_FIRST_LOAD_CEILING_KB,
  LOGIN_FIRST_LOAD_TARGET_KB,
  readManifest,
} from './first-load.ts';

const manifest = readManifest();
const print = (line: string) => process.stdout.write(`${line}\n`);

print('\nFirst-load JavaScript per entry page:');
print('| page | gzip | brotli | raw | files |');
print('|---|---|---|---|---|');
for (const [page, modules] of Object.entries(ENTRY_ROUTES)) {
  if (!modules) {
    print(`| ${page} | (page not built yet) | | | |`);
    continue;
  }
  const load = firstLoad(manifest, modules);
  print(
    `| ${page} | ${kB(load.gzip)} | ${kB(load.brotli)} | ${kB(load.raw)} | ${load.files.length} |`,
  );
}

const login = ENTRY_ROUTES.login;
if (login) {
  const load = firstLoad(manifest, login);
  print(
    `\nLogin page, largest files (ceiling ${LOGIN_FIRST_LOAD_CEILING_KB} kB gzipped, target ${LOGIN_FIRST_LOAD_TARGET_KB} kB):`,
  );
  for (const file of load.files.slice(0, 10)) {
    print(`  ${kB(file.gzip).padStart(9)} gzip  ${kB(file.raw).padStart(9)} raw  ${file.file}`);
  }
  print('');
}
