import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SignedInClient, signedInClient } from '../test/auth-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

const INDEX =
  '<!doctype html><html lang="en"><head><title>Charla</title></head><body><div id="root"></div></body></html>';

type SeenRequest = {
  path: string;
  locale: string;
  mode: string;
  languages: string[];
  origin: string;
};
const seen = (globalThis as { serverRenderRequests?: SeenRequest[] }).serverRenderRequests ?? [];
(globalThis as { serverRenderRequests?: SeenRequest[] }).serverRenderRequests = seen;

/**
 * A bundle like the web build's (apps/web/src/server-render/entry.ts): it reads the visitor's
 * user through `ask` and renders each home for its own kind of account only; a `x-fail`
 * language makes it throw, a `x-write` language makes it try a mutation.
 */
const BUNDLE = `
const homeOf = { '/student': 'STUDENT', '/teacher': 'TEACHER' };
export const serverRenderedPaths = Object.keys(homeOf);
export async function renderDocument(path, request) {
  const { locale, mode, languages, origin } = request;
  globalThis.serverRenderRequests.push({ path, locale, mode, languages, origin });
  if (request.languages.includes('x-fail')) throw new Error('the render failed');
  if (request.languages.includes('x-write')) {
    const written = await request.ask('mutation { updateProfile(input: { firstName: "Changed" }) { success } }');
    return written === null ? null : '<html>written</html>';
  }
  const data = await request.ask('query { readUser(me: true) { firstName userType } }');
  if (data?.readUser?.userType !== homeOf[path]) return null;
  return '<html lang="' + locale + '"><body><div id="root" data-prerendered>Hello ' + data.readUser.firstName + ' at ' + origin + path + '</div></body></html>';
}
`;

async function distWith(bundle: string): Promise<string> {
  const dist = await mkdtemp(join(tmpdir(), 'charla-dist-'));
  await mkdir(join(dist, '.server'), { recursive: true });
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, '.server', 'entry.js'), bundle);
  return dist;
}

let server: TestServer;
let ana: SignedInClient;
let bea: SignedInClient;
let teacher: SignedInClient;
beforeAll(async () => {
  server = await startTestServer({
    WEB_DIST_DIR: await distWith(BUNDLE),
    PUBLIC_URL: 'https://charla.example/',
  });
  [ana, bea, teacher] = await Promise.all([
    signedInClient(server, { firstName: 'Ana', userType: 'STUDENT' }),
    signedInClient(server, { firstName: 'Bea', userType: 'STUDENT' }),
    signedInClient(server, { firstName: 'Tom', userType: 'TEACHER' }),
  ]);
  // The app has run once in these browsers: the mode it showed is set (no CSRF token needed).
  for (const { client } of [ana, bea, teacher]) client.cookies.set('charla-shown-theme', 'dark');
});
afterAll(() => server.close());
beforeEach(() => {
  seen.length = 0;
});

const home = (client: SignedInClient['client'], headers: Record<string, string> = {}) =>
  client.request('GET', '/student', { headers });

describe('signed-in pages rendered per request', () => {
  it("sends a student's home painted with their own data, kept by no cache", async () => {
    const response = await home(ana.client, { 'accept-language': 'es-MX, en;q=0.5' });
    expect(response.status).toBe(200);
    expect(response.text).toContain('Hello Ana at https://charla.example/student');
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toBe('cookie, accept-language');
    expect(response.headers.get('content-language')).toBe('es');
    expect(seen).toEqual([
      {
        path: '/student',
        locale: 'es',
        mode: 'dark',
        languages: ['es-MX', 'en'],
        origin: 'https://charla.example',
      },
    ]);
  });

  it("sends a teacher's home painted, with links to share on the configured public URL, not the Host header", async () => {
    const response = await teacher.client.request('GET', '/teacher', {
      headers: { host: 'attacker.example' },
    });
    expect(response.status).toBe(200);
    expect(response.text).toContain('Hello Tom at https://charla.example/teacher');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(seen.map((request) => [request.path, request.origin])).toEqual([
      ['/teacher', 'https://charla.example'],
    ]);
  });

  it('renders each visitor’s page as that visitor, side by side', async () => {
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, index) => home(index % 2 ? bea.client : ana.client)),
    );
    pages.forEach((page, index) => {
      expect(page.text).toContain(index % 2 ? 'Hello Bea' : 'Hello Ana');
    });
  });

  it('sends the app’s own page when the page is not for this visitor', async () => {
    const asTeacher = await home(teacher.client);
    expect(asTeacher.text).toBe(INDEX);
    expect(asTeacher.headers.get('cache-control')).toBe('no-cache');
    expect(asTeacher.headers.get('vary')).toBe('cookie, accept-language');
    const teacherHomeAsStudent = await ana.client.request('GET', '/teacher');
    expect(teacherHomeAsStudent.text).toBe(INDEX);
    expect(teacherHomeAsStudent.headers.get('cache-control')).toBe('no-cache');

    const signedOut = await fetch(`${server.url}/student`, {
      headers: { cookie: 'sessionid=gone; charla-shown-theme=light' },
    });
    expect(await signedOut.text()).toBe(INDEX);
    expect(seen.map((request) => request.path)).toEqual(['/student', '/teacher', '/student']);
  });

  it('does not render without a session, nor before the app has recorded the mode it shows', async () => {
    const anonymous = await fetch(`${server.url}/student`, {
      headers: { cookie: 'charla-shown-theme=dark' },
    });
    expect(await anonymous.text()).toBe(INDEX);
    const unknownMode = await fetch(`${server.url}/student`, {
      headers: {
        cookie: `${ana.client.cookieHeader().replace('charla-shown-theme=dark', 'charla-shown-theme=sepia')}`,
      },
    });
    expect(await unknownMode.text()).toBe(INDEX);
    expect(seen).toEqual([]);
  });

  it('falls back to the app’s own page when the render fails', async () => {
    const response = await home(ana.client, { 'accept-language': 'x-fail' });
    expect(response.status).toBe(200);
    expect(response.text).toBe(INDEX);
    expect(seen).toHaveLength(1);
  });

  it('can only read: a mutation asked for by a render is refused', async () => {
    const response = await home(bea.client, { 'accept-language': 'x-write' });
    expect(response.text).toBe(INDEX);
    expect((await home(bea.client)).text).toContain('Hello Bea');
  });

  it('never serves the bundle itself', async () => {
    const response = await fetch(`${server.url}/.server/entry.js`);
    expect(await response.text()).not.toContain('renderDocument');
  });
});

describe('a bundle that does not load', () => {
  it('leaves the server up, the app rendering its pages', async () => {
    const broken = await startTestServer({
      WEB_DIST_DIR: await distWith('export const serverRenderedPaths = [; // cut short'),
    });
    try {
      const response = await fetch(`${broken.url}/student`, {
        headers: { cookie: 'sessionid=x; charla-shown-theme=dark' },
      });
      expect(response.status).toBe(200);
      expect(await response.text()).toBe(INDEX);
    } finally {
      await broken.close();
    }
  });
});
