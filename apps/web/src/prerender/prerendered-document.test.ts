import { describe, expect, it } from 'vitest';
import {
  type DocumentParts,
  INLINE_STYLESHEET_MAX_BYTES,
  indexStylesheets,
  prerenderedDocument,
} from './prerendered-document.ts';

const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Charla</title>
    <script type="module" crossorigin src="/assets/index-1a.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/vendor-2b.css">
    <link rel="stylesheet" crossorigin href="/assets/shell-3c.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const parts: DocumentParts = {
  indexHtml: INDEX,
  modulePreloads: ['assets/login-page-4d.js'],
  fontPreloads: ['assets/outfit-5e.woff2'],
  entryStylesheets: [
    { file: 'assets/vendor-2b.css', css: '.v{color:red}' },
    { file: 'assets/shell-3c.css', css: '.s{color:blue}' },
  ],
  scriptFontStylesheets: [
    { file: 'assets/noto-arabic-7a.css', css: '@font-face{font-family:Noto}' },
  ],
  themeStylesheet: ':root{--c-primary:#6d28d9}',
  locale: 'ar',
  direction: 'rtl',
  title: 'تسجيل الدخول · Charla',
  body: '<h1>مرحبًا بعودتك $& $1</h1>',
};

describe('a sign-in page as the document the server sends', () => {
  it('paints with nothing else downloaded: the styles written in, the page inside #root', () => {
    const html = prerenderedDocument(parts);
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.documentElement.lang).toBe('ar');
    expect(page.documentElement.dir).toBe('rtl');
    expect(page.title).toBe('تسجيل الدخول · Charla');
    // No stylesheet to wait for: their text is in the page, after the palette; their links
    // stay for print only, for the app's code to find.
    expect([...page.head.querySelectorAll('style')].map((style) => style.textContent)).toEqual([
      ':root{--c-primary:#6d28d9}',
      '.v{color:red}',
      '.s{color:blue}',
      '@font-face{font-family:Noto}',
    ]);
    const links = [...page.querySelectorAll('link[rel=stylesheet]')];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('media')])).toEqual([
      ['/assets/vendor-2b.css', 'print'],
      ['/assets/shell-3c.css', 'print'],
      ['/assets/noto-arabic-7a.css', 'print'],
    ]);
    expect(page.head.querySelector('link[rel=preload][as=font]')?.getAttribute('href')).toBe(
      '/assets/outfit-5e.woff2',
    );
    expect(page.head.querySelector('link[rel=modulepreload]')?.getAttribute('href')).toBe(
      '/assets/login-page-4d.js',
    );
    expect(page.head.querySelector('script[type=module]')?.getAttribute('src')).toBe(
      '/assets/index-1a.js',
    );
    const root = page.getElementById('root');
    expect(root?.hasAttribute('data-prerendered')).toBe(true);
    expect(root?.innerHTML).toBe('<h1>مرحبًا بعودتك $&amp; $1</h1>');
  });

  it('links a stylesheet too large to write in: an entry one as usual, a script font not at all (the app loads it)', () => {
    const large = `.big{}${' '.repeat(INLINE_STYLESHEET_MAX_BYTES)}`;
    const html = prerenderedDocument({
      ...parts,
      entryStylesheets: [{ file: 'assets/shell-3c.css', css: large }],
      scriptFontStylesheets: [{ file: 'assets/noto-sc-6f.css', css: large }],
    });
    const page = new DOMParser().parseFromString(html, 'text/html');
    const links = [...page.querySelectorAll('link[rel=stylesheet]')];
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('media')])).toEqual([
      ['/assets/shell-3c.css', null],
    ]);
    expect(html).not.toContain('.big{}');
  });

  it("reads index.html's stylesheets in order", () => {
    expect(indexStylesheets(INDEX)).toEqual(['assets/vendor-2b.css', 'assets/shell-3c.css']);
  });
});
