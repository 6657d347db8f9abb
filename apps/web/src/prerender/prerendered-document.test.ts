import { describe, expect, it } from 'vitest';
import {
  BODY_SLOT,
  type DocumentParts,
  fillDocument,
  INLINE_STYLESHEET_MAX_BYTES,
  indexEntryScript,
  indexStylesheets,
  prerenderedDocument,
  TITLE_SLOT,
} from './prerendered-document.ts';

const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Charla</title>
    <link rel="preload" as="fetch" crossorigin="use-credentials" href="/_allauth/browser/v1/auth/session" />
    <script type="module" crossorigin src="/assets/index-1a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shell-0e.js">
    <link rel="stylesheet" crossorigin href="/assets/vendor-2b.css">
    <link rel="stylesheet" crossorigin href="/assets/shell-3c.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const parts: DocumentParts = {
  indexHtml: INDEX,
  startScript: 'assets/start-after-paint-9f.js',
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
    // No stylesheet to wait for: their text is in the page, after the palette.
    expect([...page.head.querySelectorAll('style')].map((style) => style.textContent)).toEqual([
      ':root{--c-primary:#6d28d9}',
      '.v{color:red}',
      '.s{color:blue}',
      '@font-face{font-family:Noto}',
    ]);
    expect(page.head.querySelector('link[rel=preload][as=font]')?.getAttribute('href')).toBe(
      '/assets/outfit-5e.woff2',
    );
    const root = page.getElementById('root');
    expect(root?.hasAttribute('data-prerendered')).toBe(true);
    expect(root?.innerHTML).toBe('<h1>مرحبًا بعودتك $&amp; $1</h1>');
  });

  it('asks for nothing of the app before the first frame: its links wait in a template for the start script', () => {
    const page = new DOMParser().parseFromString(prerenderedDocument(parts), 'text/html');
    const scripts = [...page.querySelectorAll('script')];
    expect(scripts.map((script) => [script.getAttribute('src'), script.dataset.entry])).toEqual([
      ['/assets/start-after-paint-9f.js', '/assets/index-1a.js'],
    ]);
    expect(page.querySelectorAll('link[rel=modulepreload], link[rel=stylesheet]')).toHaveLength(0);
    const later = page.getElementById('after-first-paint') as HTMLTemplateElement;
    const links = [...later.content.querySelectorAll('link')];
    expect(links.map((link) => [link.rel, link.getAttribute('href'), link.media])).toEqual([
      ['modulepreload', '/assets/index-1a.js', ''],
      ['modulepreload', '/assets/shell-0e.js', ''],
      ['modulepreload', '/assets/login-page-4d.js', ''],
      ['stylesheet', '/assets/vendor-2b.css', 'print'],
      ['stylesheet', '/assets/shell-3c.css', 'print'],
      ['stylesheet', '/assets/noto-arabic-7a.css', 'print'],
    ]);
    expect(page.head.querySelector('link[as=fetch]')?.getAttribute('fetchpriority')).toBe('low');
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

  it("reads index.html's stylesheets in order, and its entry script", () => {
    expect(indexStylesheets(INDEX)).toEqual(['assets/vendor-2b.css', 'assets/shell-3c.css']);
    expect(indexEntryScript(INDEX)).toBe('assets/index-1a.js');
    expect(() => indexEntryScript('<html></html>')).toThrow('index.html has no entry script');
  });

  it('paints a page the app renders over with the fonts it has by the first frame, never swapping one in later', () => {
    const withFonts = {
      ...parts,
      scriptFontStylesheets: [
        {
          file: 'assets/noto-arabic-7a.css',
          css: '@font-face{font-family:Noto;font-display:swap;src:url(a.woff2)}',
        },
      ],
    };
    const fontDisplays = (html: string) => html.match(/font-display:\s*\w+/g);
    expect(fontDisplays(prerenderedDocument(withFonts))).toEqual(['font-display:swap']);
    expect(fontDisplays(prerenderedDocument({ ...withFonts, fontDisplay: 'optional' }))).toEqual([
      'font-display:optional',
    ]);
  });
});

describe('a signed-in page rendered per request', () => {
  const template = prerenderedDocument({ ...parts, title: TITLE_SLOT, body: BODY_SLOT });

  it("fills the build's document with the page's title and body, in the visitor's mode", () => {
    const html = fillDocument(template, {
      title: 'Home <Sam> & co',
      body: '<main><h1>Good evening, Sam $& $1</h1></main>',
      theme: 'dark',
    });
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.documentElement.dataset.theme).toBe('dark');
    expect(page.documentElement.lang).toBe('ar');
    expect(page.title).toBe('Home <Sam> & co');
    expect(page.getElementById('root')?.innerHTML).toBe(
      '<main><h1>Good evening, Sam $&amp; $1</h1></main>',
    );
  });

  it("writes what follows the page after #root, at the end of the document's body", () => {
    const html = fillDocument(template, {
      title: 'Home',
      body: '<main>page</main>',
      theme: 'light',
      afterBody: '<script type="application/json" id="answers">[]</script>',
    });
    const page = new DOMParser().parseFromString(html, 'text/html');
    expect(page.body.lastElementChild?.id).toBe('answers');
    expect(page.getElementById('root')?.textContent).toBe('page');
  });
});
