import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** Flags are served as plain files under this path; the app builds their URLs itself. */
export const FLAGS_PATH = '/flags/language/';
const VIRTUAL_ID = 'virtual:language-flag-codes';

/**
 * circle-flags' language flags as static files (/flags/language/{code}.svg) plus a virtual
 * module listing the codes that have one: no URL map in the JavaScript bundle.
 */
export function circleFlags(): Plugin {
  const require = createRequire(import.meta.url);
  const folder = join(dirname(require.resolve('circle-flags/package.json')), 'flags', 'language');
  const files = readdirSync(folder).filter((file) => file.endsWith('.svg'));
  const codes = files.map((file) => file.slice(0, -'.svg'.length));
  return {
    name: 'charla-circle-flags',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load: (id) =>
      id === `\0${VIRTUAL_ID}`
        ? `export const FLAG_CODES = ${JSON.stringify(codes)};\nexport const FLAGS_PATH = ${JSON.stringify(FLAGS_PATH)};`
        : undefined,
    configureServer(server) {
      server.middlewares.use(FLAGS_PATH, (request, response, next) => {
        const file = (request.url ?? '').replace(/^\//, '').split('?')[0] ?? '';
        if (!files.includes(file)) return next();
        response.setHeader('content-type', 'image/svg+xml');
        response.end(readFileSync(join(folder, file)));
      });
    },
    generateBundle() {
      // The browser's build serves them; the server's bundle (`vite build --ssr`) names them only.
      if (this.environment.config.consumer === 'server') return;
      for (const file of files) {
        this.emitFile({
          type: 'asset',
          fileName: `${FLAGS_PATH.slice(1)}${file}`,
          source: readFileSync(join(folder, file)),
        });
      }
    },
  };
}
