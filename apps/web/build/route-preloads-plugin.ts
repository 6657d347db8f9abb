import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import {
  ENTRY_ROUTE_PATHS,
  ENTRY_ROUTES,
  firstLoadFiles,
  type Manifest,
} from '../scripts/first-load.ts';

/** What the server reads: per entry page's route path, the chunks to name in its index.html. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
export type RoutePreloads = { routes: { path: string; files: string[] }[] };

/**
 * Writes route-preloads.json beside index.html: for each entry page (scripts/first-load.ts), the
 * chunks its layout, page and loader load that the entry does not already name in index.html.
 * The catalogue parts are left out: which language's a visitor reads is known in the browser.
 */
export function routePreloads(): Plugin {
  return {
    name: 'charla-route-preloads',
    apply: 'build',
    async writeBundle(options, bundle) {
      const manifestAsset = bundle['.vite/manifest.json'];
      if (!options.dir || manifestAsset?.type !== 'asset') return;
      const manifest = JSON.parse(String(manifestAsset.source)) as Manifest;
      const entryFiles = new Set(firstLoadFiles(manifest, [], options.dir));
      const routes = Object.entries(ENTRY_ROUTE_PATHS).map(([page, path]) => {
        const code = (ENTRY_ROUTES[page] ?? []).filter((module) => !module.includes('?'));
        const files = firstLoadFiles(manifest, code, options.dir).filter(
          (file) => !entryFiles.has(file),
        );
        return { path, files };
      });
      const preloads: RoutePreloads = { routes };
      await writeFile(join(options.dir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads, null, 1));
    },
  };
}
