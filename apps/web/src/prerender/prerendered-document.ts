/**
 * One sign-in page as the whole document the server sends (scripts/prerender.ts writes one per
 * page and language): index.html with the page painted inside `#root`, and what it needs to paint
 * with nothing else downloaded, so the first frame comes with the HTML, before any script.
 */

import { PRERENDERED_ATTRIBUTE } from '../lib/prerendered-page.ts';
import { AFTER_FIRST_PAINT_TEMPLATE_ID, ENTRY_ATTRIBUTE } from './start-after-first-paint.ts';

/** A stylesheet the page uses: its built file and its text. */
export type Stylesheet = { file: string; css: string };

/** Above this, a stylesheet is left to load as it does on the app's other pages. */
export const INLINE_STYLESHEET_MAX_BYTES = 20_000;

export type DocumentParts = {
  /** The build's index.html. */
  indexHtml: string;
  /** The built script that starts the app once the page is painted (./start-after-first-paint.ts). */
  startScript: string;
  /** The route's chunks, as the server names them for every landing page. */
  modulePreloads: string[];
  /** Fonts the painted text uses, fetched with the HTML rather than once the CSS asks. */
  fontPreloads: string[];
  /** index.html's own stylesheets (always applied). */
  entryStylesheets: Stylesheet[];
  /** The language's script fonts (the app loads them itself when they are too large here). */
  scriptFontStylesheets: Stylesheet[];
  /** Both palettes as CSS variables (the app sets the visitor's own once it runs). */
  themeStylesheet: string;
  /**
   * `optional` for a page the app renders over once it runs (the signed-in pages): a font that
   * arrives after the first frame would make the app's copy of the page's largest text larger
   * than the painted one, and the browser would count its largest paint again, at the takeover.
   * The written-in stylesheets' `swap` (a font swapped in when it arrives) otherwise.
   */
  fontDisplay?: 'swap' | 'optional';
  locale: string;
  direction: 'ltr' | 'rtl';
  title: string;
  /** The page, rendered. */
  body: string;
};

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">\s*/g;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="\/([^"]+)">\s*/g;
const ENTRY_SCRIPT = /<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/;
const SESSION_PRELOAD = /<link rel="preload" as="fetch"(?= )/;

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const link = (file: string, media?: string) =>
  `<link rel="stylesheet"${media ? ` media="${media}"` : ''} crossorigin href="/${file}">`;
const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;

/**
 * A stylesheet small enough is written into the page instead of linked: a browser paints nothing
 * until every stylesheet the HTML names has arrived, each a request. A larger entry stylesheet
 * keeps its ordinary link. The app's code and the links it looks for (the written-in stylesheets',
 * for print only, so that it does not add them again) wait in a template for the first frame
 * (./start-after-first-paint.ts); the session check, which the app makes first, is asked for at
 * low priority. Replacer functions throughout: a page's text must not be read for `$&`-style
 * patterns.
 */
export function prerenderedDocument(parts: DocumentParts): string {
  const fits = (sheet: Stylesheet) => sheet.css.length <= INLINE_STYLESHEET_MAX_BYTES;
  const inline = [...parts.entryStylesheets, ...parts.scriptFontStylesheets].filter(fits);
  const entry = indexEntryScript(parts.indexHtml);
  const afterFirstPaint = [
    ...[entry, ...indexModulePreloads(parts.indexHtml), ...parts.modulePreloads].map(modulePreload),
    ...inline.map((sheet) => link(sheet.file, 'print')),
  ].join('');
  const head = [
    `<style>${parts.themeStylesheet}</style>`,
    ...inline.map((sheet) => `<style>${withFontDisplay(sheet.css, parts.fontDisplay)}</style>`),
    ...parts.entryStylesheets.filter((sheet) => !fits(sheet)).map((sheet) => link(sheet.file)),
    ...parts.fontPreloads.map(
      (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`,
    ),
    `<template id="${AFTER_FIRST_PAINT_TEMPLATE_ID}">${afterFirstPaint}</template>`,
    `<script type="module" crossorigin src="/${parts.startScript}" ${ENTRY_ATTRIBUTE}="/${entry}"></script>`,
  ].join('');
  return parts.indexHtml
    .replace(STYLESHEET_LINK, () => '')
    .replace(MODULE_PRELOAD, () => '')
    .replace(ENTRY_SCRIPT, () => '')
    .replace(SESSION_PRELOAD, (tag) => `${tag} fetchpriority="low"`)
    .replace('</head>', () => `${head}</head>`)
    .replace(/<html[^>]*>/, () => `<html lang="${parts.locale}" dir="${parts.direction}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(parts.title)}</title>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${parts.body}</div>`,
    );
}

/**
 * Where a document rendered per request (src/server-render) takes its page's title and body: the
 * build writes the rest of the document once per page and language.
 */
export const TITLE_SLOT = '%charla-title%';
export const BODY_SLOT = '<!--charla-body-->';

/**
 * A document written with the slots, filled with one request's page, in the visitor's mode;
 * `afterBody` (markup) goes at the end of the document's body, after the page.
 */
export function fillDocument(
  template: string,
  page: { title: string; body: string; theme: 'light' | 'dark'; afterBody?: string },
): string {
  return template
    .replace('<html ', () => `<html data-theme="${page.theme}" `)
    .replace(TITLE_SLOT, () => escapeText(page.title))
    .replace('</body>', () => `${page.afterBody ?? ''}</body>`)
    .replace(BODY_SLOT, () => page.body);
}

function withFontDisplay(css: string, fontDisplay: DocumentParts['fontDisplay']): string {
  return fontDisplay === 'optional'
    ? css.replaceAll(/font-display:\s*swap/g, () => 'font-display:optional')
    : css;
}

/** index.html's entry script: the app, which the painted page starts after its first frame. */
export function indexEntryScript(indexHtml: string): string {
  const entry = indexHtml.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('index.html has no entry script');
  return entry;
}

/** The modules index.html has the browser fetch beside its entry. */
function indexModulePreloads(indexHtml: string): string[] {
  return [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
}

/** index.html's stylesheets, in its order. */
export function indexStylesheets(indexHtml: string): string[] {
  return [...indexHtml.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
}
