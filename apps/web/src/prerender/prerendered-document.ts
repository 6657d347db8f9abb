/**
 * One sign-in page as the whole document the server sends (scripts/prerender.ts writes one per
 * page and language): index.html with the page painted inside `#root`, and what it needs to paint
 * with nothing else downloaded, so the first frame comes with the HTML, before any script.
 */

import { PRERENDERED_ATTRIBUTE } from '../lib/prerendered-page.ts';

/** A stylesheet the page uses: its built file and its text. */
export type Stylesheet = { file: string; css: string };

/** Above this, a stylesheet is left to load as it does on the app's other pages. */
export const INLINE_STYLESHEET_MAX_BYTES = 20_000;

export type DocumentParts = {
  /** The build's index.html. */
  indexHtml: string;
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
  locale: string;
  direction: 'ltr' | 'rtl';
  title: string;
  /** The page, rendered. */
  body: string;
};

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">\s*/g;

const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const link = (file: string, media?: string) =>
  `<link rel="stylesheet"${media ? ` media="${media}"` : ''} crossorigin href="/${file}">`;

/**
 * A stylesheet small enough is written into the page instead of linked: a browser paints nothing
 * until every stylesheet the HTML names has arrived, each a request. Its link stays, for print
 * only (which blocks no paint): the app's code finds it there and does not add it again. A larger
 * entry stylesheet keeps its ordinary link. Replacer functions throughout: a page's text must not
 * be read for `$&`-style patterns.
 */
export function prerenderedDocument(parts: DocumentParts): string {
  const fits = (sheet: Stylesheet) => sheet.css.length <= INLINE_STYLESHEET_MAX_BYTES;
  const inline = [...parts.entryStylesheets, ...parts.scriptFontStylesheets].filter(fits);
  const head = [
    `<style>${parts.themeStylesheet}</style>`,
    ...inline.map((sheet) => `<style>${sheet.css}</style>${link(sheet.file, 'print')}`),
    ...parts.entryStylesheets.filter((sheet) => !fits(sheet)).map((sheet) => link(sheet.file)),
    ...parts.fontPreloads.map(
      (file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${file}">`,
    ),
    ...parts.modulePreloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
  return parts.indexHtml
    .replace(STYLESHEET_LINK, () => '')
    .replace(/<html[^>]*>/, () => `<html lang="${parts.locale}" dir="${parts.direction}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(parts.title)}</title>`)
    .replace('</head>', () => `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" ${PRERENDERED_ATTRIBUTE}>${parts.body}</div>`,
    );
}

/** index.html's stylesheets, in its order. */
export function indexStylesheets(indexHtml: string): string[] {
  return [...indexHtml.matchAll(STYLESHEET_LINK)].map((match) => match[1] ?? '');
}
