import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';

/** index.html as the web build writes it, and the sign-in pages its pre-render step writes. */
const INDEX =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Charla</title></head><body><div id="root"></div></body></html>';
const document = (lang: string, heading: string) =>
  `<!doctype html><html lang="${lang}"><head></head><body><div id="root" data-prerendered><h1>${heading}</h1></div></body></html>`;
const DOCUMENTS = {
  en: document('en', 'Welcome back'),
  es: document('es', 'Hola de nuevo'),
  ar: document('ar', 'مرحبًا بعودتك'),
  de: document('de', 'Willkommen zurück'),
  fr: document('fr', 'Bon retour'),
  'zh-Hans': document('zh-Hans', '欢迎回来'),
};
const PRERENDERED = { routes: [{ path: '/accounts/login', documents: DOCUMENTS }] };
const ROUTE_PRELOADS = {
  routes: [{ path: '/accounts/login', files: ['assets/login-page-3c4d.js'] }],
};
const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/login-page-3c4d.js">';

let server: TestServer;
beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'charla-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  await writeFile(join(dist, 'prerendered-pages.json'), JSON.stringify(PRERENDERED));
  server = await startTestServer({ WEB_DIST_DIR: dist });
});
afterAll(() => server.close());

async function login(headers: Record<string, string> = {}, path = '/accounts/login') {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { response, html: await response.text() };
}

describe('sign-in pages rendered at build time', () => {
  it("sends the login page painted in the visitor's language, for the app to take over", async () => {
    const { response, html } = await login({ 'accept-language': 'ar-EG, en;q=0.8' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-language')).toBe('ar');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    expect(html).toBe(DOCUMENTS.ar);
  });

  it("prefers the language the visitor chose (its cookie) to the browser's header, then English", async () => {
    const chosen = await login({
      'accept-language': 'ar',
      cookie: 'theme=x; charla-language=zh-Hans',
    });
    expect(chosen.html).toBe(DOCUMENTS['zh-Hans']);

    const unsupported = await login({ 'accept-language': 'ja, zh-TW;q=0.9' }, '/accounts/login/');
    expect(unsupported.response.headers.get('content-language')).toBe('en');
    expect(unsupported.html).toBe(DOCUMENTS.en);
  });

  it('paints in the mode a signed-out visitor chose (the theme cookie), else leaves it to their system', async () => {
    const dark = await login({ 'accept-language': 'fr', cookie: 'charla-theme=dark' });
    expect(dark.html).toBe(DOCUMENTS.fr.replace('<html ', '<html data-theme="dark" '));
    const light = await login({ cookie: 'charla-theme=light' });
    expect(light.html).toBe(DOCUMENTS.en.replace('<html ', '<html data-theme="light" '));
    const unknown = await login({ cookie: 'charla-theme="><script>' });
    expect(unknown.html).toBe(DOCUMENTS.en);
  });

  it('sends the app alone to a visitor with a session or an invitation: their page is not the painted one', async () => {
    for (const cookie of ['sessionid=abc', '__Host-sessionid=abc', 'referral-tokens=%7B%7D']) {
      const { response, html } = await login({ cookie, 'accept-language': 'es' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-language')).toBeNull();
      expect(html).toBe(INDEX.replace('</head>', `${PRELOAD}</head>`));
    }
  });

  it('leaves every other page to the app', async () => {
    const { html } = await login({ 'accept-language': 'es' }, '/accounts/signup');
    expect(html).toBe(INDEX);
  });
});
