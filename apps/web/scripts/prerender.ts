/**
 * After `vite build`: renders the sign-in pages in every interface language
 * (src/prerender/sign-in-pages.tsx), makes each a whole document (src/prerender/prerendered-document.ts)
 * and writes them to dist/prerendered-pages.json, which the server reads
 * (apps/server/src/web-app/prerendered-pages.ts). Vite loads the pages' module as the app's build
 * does (its plugins, the JSON catalogues, TSX), in its server-side module runner.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createServer } from 'vite';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '../build/route-preloads-plugin.ts';
import { isRtl, LOCALES, type Locale } from '../src/config/locales.ts';
import {
  BODY_SLOT,
  indexStylesheets,
  prerenderedDocument,
  type Stylesheet,
  TITLE_SLOT,
} from '../src/prerender/prerendered-document.ts';
import type { renderSignInPages } from '../src/prerender/sign-in-pages.tsx';
import { startAfterFirstPaintScript } from '../src/prerender/start-after-first-paint.ts';
import {
  SERVER_RENDERED_PATHS,
  SIGNED_IN_DOCUMENTS_FILE,
  type SignedInDocuments,
} from '../src/server-render/signed-in-documents.ts';
import { DIST_DIR, type Manifest, readManifest } from './first-load.ts';

export const PRERENDERED_PAGES_FILE = 'prerendered-pages.json';
export type PrerenderedPages = {
  routes: { path: string; documents: Partial<Record<Locale, string>> }[];
};

/**
 * The fonts of the scripts Outfit lacks, which src/lib/script-fonts.ts loads for these languages:
 * a page painted before the app runs brings their stylesheets itself, so its text keeps its font.
 */
const SCRIPT_FONT_PACKAGES: Partial<Record<Locale, string>> = {
  ar: '@fontsource/noto-sans-arabic/',
  'zh-Hans': '@fontsource/noto-sans-sc/',
};
/** The body font's Latin face (the sign-in pages' Latin text, every language's brand name). */
const BODY_FONT_FILE = '@fontsource-variable/outfit/files/outfit-latin-wght-normal.woff2';

const readBuilt = (file: string): Stylesheet => ({
  file,
  css: readFileSync(join(DIST_DIR, file), 'utf8'),
});

function builtFiles(manifest: Manifest, matches: (source: string) => boolean): string[] {
  return Object.entries(manifest)
    .filter(([source]) => matches(source))
    .map(([, chunk]) => chunk.file);
}

const manifest = readManifest();
const indexHtml = readFileSync(join(DIST_DIR, 'index.html'), 'utf8');
const { routes: preloads } = JSON.parse(
  readFileSync(join(DIST_DIR, ROUTE_PRELOADS_FILE), 'utf8'),
) as RoutePreloads;
const entryStylesheets = indexStylesheets(indexHtml).map(readBuilt);

/** Named by its content, like the build's own files, so it is cached for a year too. */
async function writeStartScript(): Promise<string> {
  const source = startAfterFirstPaintScript();
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const file = `assets/start-after-paint-${hash}.js`;
  await writeFile(join(DIST_DIR, file), source);
  return file;
}
const startScript = await writeStartScript();
const fontPreloads = builtFiles(manifest, (source) => source.endsWith(BODY_FONT_FILE));
if (fontPreloads.length !== 1) throw new Error(`the build has no ${BODY_FONT_FILE}`);
const scriptFonts = (locale: Locale): Stylesheet[] => {
  const fontPackage = SCRIPT_FONT_PACKAGES[locale];
  if (!fontPackage) return [];
  const files = builtFiles(
    manifest,
    (source) => source.includes(fontPackage) && source.endsWith('.css'),
  );
  if (files.length === 0) throw new Error(`the build has no stylesheet of ${fontPackage}`);
  return files.map(readBuilt);
};

const vite = await createServer({
  configFile: join(import.meta.dirname, '..', 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'warn',
});
try {
  const module = (await vite.ssrLoadModule('/src/prerender/sign-in-pages.tsx')) as {
    renderSignInPages: typeof renderSignInPages;
  };
  const { themeStylesheet, routes } = await module.renderSignInPages();
  const documentOf = (
    path: string,
    locale: Locale,
    page: { title: string; html: string },
    fontDisplay?: 'optional',
  ) =>
    prerenderedDocument({
      fontDisplay,
      indexHtml,
      startScript,
      modulePreloads: preloads.find((route) => route.path === path)?.files ?? [],
      fontPreloads,
      entryStylesheets,
      scriptFontStylesheets: scriptFonts(locale),
      themeStylesheet,
      locale,
      direction: isRtl(locale) ? 'rtl' : 'ltr',
      title: page.title,
      body: page.html,
    });
  const written: PrerenderedPages = {
    routes: routes.map(({ path, pages }) => {
      const documents: Partial<Record<Locale, string>> = {};
      for (const [locale, page] of Object.entries(pages) as [Locale, (typeof pages)[Locale]][]) {
        documents[locale] = documentOf(path, locale, page);
      }
      return { path, documents };
    }),
  };
  await writeFile(join(DIST_DIR, PRERENDERED_PAGES_FILE), JSON.stringify(written));
  const count = written.routes.reduce((sum, route) => sum + Object.keys(route.documents).length, 0);
  process.stdout.write(`Pre-rendered ${count} sign-in pages (${PRERENDERED_PAGES_FILE}).\n`);

  // The documents of the pages the server renders per request, their title and body left open.
  const signedIn: SignedInDocuments = Object.fromEntries(
    SERVER_RENDERED_PATHS.map((path) => [
      path,
      Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          documentOf(path, locale, { title: TITLE_SLOT, html: BODY_SLOT }, 'optional'),
        ]),
      ),
    ]),
  );
  await writeFile(join(DIST_DIR, '.server', SIGNED_IN_DOCUMENTS_FILE), JSON.stringify(signedIn));
} finally {
  await vite.close();
}
