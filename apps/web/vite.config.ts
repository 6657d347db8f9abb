import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { basename, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
import { catalogueParts } from './build/catalogue-parts-plugin.ts';
import { circleFlags } from './build/circle-flags-plugin.ts';
import { routePreloads } from './build/route-preloads-plugin.ts';
import { signInShellGroups } from './build/sign-in-shell-chunks.ts';
import { signedInGroups } from './build/signed-in-chunks.ts';
import { ENTRY_ROUTES } from './scripts/first-load.ts';

const WEB_ROOT = fileURLToPath(new URL('.', import.meta.url));

const API_TARGET = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:8000';
/** One id per build: the app compares it with /build-manifest.json to notice a new deploy. */
const BUILD_ID = process.env.VITE_BUILD_ID ?? randomUUID();

const SHELL_ROOTS = ['src/main.tsx', ...(ENTRY_ROUTES.login ?? [])];
/**
 * The signed-in landing pages' route modules (layout, page, the page's loader), each a unit of
 * its own: the loader runs before the page's code has arrived (catalogue parts are not code).
 */
const LANDING_MODULES = Object.entries(ENTRY_ROUTES)
  .filter(([landing]) => landing !== 'login')
  .flatMap(([landing, modules]) =>
    (modules ?? [])
      .filter((module) => !module.includes('?'))
      .map((module) => ({ landing, module, unit: basename(module, extname(module)) })),
  );
const LANDING_UNITS = Object.fromEntries(
  LANDING_MODULES.map(({ unit, module }) => [unit, [module]]),
);
/** The landing pages each unit serves (a layout serves several). */
const LANDINGS_OF_UNITS = Object.fromEntries(
  Object.keys(LANDING_UNITS).map((unit) => [
    unit,
    LANDING_MODULES.filter((module) => module.unit === unit).map(({ landing }) => landing),
  ]),
);

function buildManifest(): Plugin {
  return {
    name: 'charla-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build-manifest.json',
        source: JSON.stringify({ buildId: BUILD_ID, builtAt: new Date().toISOString() }),
      });
    },
  };
}

/**
 * The server's bundle (`vite build --ssr`): the signed-in pages it renders per request
 * (src/server-render/entry.ts), in dist/.server/, which the server never serves (a dot folder).
 * Node runs it with the dependencies from node_modules; nothing of the browser build's.
 */
const serverRenderBuild: UserConfig = {
  plugins: [react(), circleFlags(), catalogueParts(WEB_ROOT)],
  publicDir: false,
  // Whole, in React's production build: the server's environment does not choose it, and the
  // folder needs nothing from node_modules.
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(BUILD_ID),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist/.server',
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
    rolldownOptions: { input: 'src/server-render/entry.ts' },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverRenderBuild
    : {
        plugins: [
          react(),
          circleFlags(),
          catalogueParts(WEB_ROOT),
          buildManifest(),
          routePreloads(),
          // Every textual file also as .br and .gz beside it, at the highest levels (build time only):
          // the server sends the one the browser accepts (@fastify/static preCompressed).
          compression({
            algorithms: [
              defineAlgorithm('brotliCompress', {
                params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 },
              }),
              defineAlgorithm('gzip', { level: 9 }),
            ],
            exclude: [/\.map$/],
            threshold: 1024,
          }),
        ],
        define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(BUILD_ID) },
        server: {
          port: 5173,
          proxy: {
            '/graphql': API_TARGET,
            '/_allauth': API_TARGET,
            '/media': API_TARGET,
          },
        },
        build: {
          target: 'es2022',
          sourcemap: true,
          reportCompressedSize: true,
          // dist/.vite/manifest.json: read by scripts/report-first-load.ts.
          manifest: true,
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  ...signInShellGroups(WEB_ROOT, SHELL_ROOTS),
                  ...signedInGroups(WEB_ROOT, SHELL_ROOTS, LANDING_UNITS, LANDINGS_OF_UNITS),
                ],
              },
            },
          },
        },
        test: {
          // One worker per core, not Vitest's cores − 1: on a 2-core machine a single worker spent most
          // of the run setting up jsdom, file after file (web step on 2 cores: 40 s → 24 s).
          maxWorkers: availableParallelism(),
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
);
