import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildClassroom, buildStudent, buildTeacher } from '../test/world-factories.ts';

/** A build as `vite build` leaves it: each file with its .br and .gz beside it. */
const SCRIPT = `export const greeting = ${JSON.stringify('¡Hola! '.repeat(400))};\n`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}</body></html>`;

/** As the web build writes it: a landing page's route path and the chunks its route loads. */
const ROUTE_PRELOADS = {
  routes: [
    { path: '/student', files: ['assets/student-layout-1a2b.js', 'assets/student-home-3c4d.js'] },
    { path: '/activities/practice-intent/:id', files: ['assets/practice-session-5e6f.js'] },
  ],
};

let server: TestServer;
beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'charla-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), INDEX);
  await writeFile(join(dist, 'index.html.br'), brotliCompressSync(INDEX));
  await writeFile(join(dist, 'index.html.gz'), gzipSync(INDEX));
  await writeFile(join(dist, 'assets/app-3f9a1c.js'), SCRIPT);
  // Marked so the test can tell the build's file from one compressed on the fly.
  await writeFile(join(dist, 'assets/app-3f9a1c.js.br'), brotliCompressSync(`${SCRIPT}//br`));
  await writeFile(join(dist, 'assets/app-3f9a1c.js.gz'), gzipSync(`${SCRIPT}//gz`));
  await writeFile(join(dist, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  server = await startTestServer({ WEB_DIST_DIR: dist });
});
afterAll(() => server.close());

type RawResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/** Node's fetch decodes bodies on its own; this reads the bytes as they came over the wire. */
function get(path: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('web app delivery', () => {
  it("sends a hashed asset as the build's brotli file, else its gzip file, immutable for a year", async () => {
    const br = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(`${SCRIPT}//br`);

    const gz = await get('/assets/app-3f9a1c.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`${SCRIPT}//gz`);

    const plain = await get('/assets/app-3f9a1c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
  });

  it('answers every client route with index.html that the browser must ask for again, compressed', async () => {
    for (const path of ['/', '/accounts/login/', '/classrooms/5/']) {
      const page = await get(path, { 'accept-encoding': 'br' });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.body).toString()).toBe(INDEX);
    }
  });

  it("names a landing page's route chunks as module preloads in its index.html, and no other page's", async () => {
    const expectPreloads = async (path: string, files: string[]) => {
      const page = await get(path, { 'accept-encoding': 'br' });
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const html = brotliDecompressSync(page.body).toString();
      const links = files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
      expect(html).toBe(INDEX.replace('</head>', `${links.join('')}</head>`));
    };
    await expectPreloads('/student', ROUTE_PRELOADS.routes[0]?.files ?? []);
    await expectPreloads('/student/', ROUTE_PRELOADS.routes[0]?.files ?? []);
    await expectPreloads('/activities/practice-intent/42', ROUTE_PRELOADS.routes[1]?.files ?? []);

    for (const path of [
      '/student/progress',
      '/activities/practice-intent/42/result',
      '/studentx',
    ]) {
      const page = await get(path, { 'accept-encoding': 'br' });
      expect(brotliDecompressSync(page.body).toString()).toBe(INDEX);
    }
  });

  it('gives media an ETag, and answers 304 Not Modified when the browser already has it', async () => {
    const first = await get('/media/defaults/student.svg');
    expect(first.status).toBe(200);
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await get('/media/defaults/student.svg', { 'if-none-match': String(etag) });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
  });

  it('compresses a GraphQL answer above 1 kB and leaves a small one as it is', async () => {
    const teacher = await buildTeacher(server.database.db, { languagesTaught: ['es'] });
    const students = [];
    for (let i = 0; i < 6; i += 1) students.push(await buildStudent(server.database.db));
    const classroom = await buildClassroom(server.database.db, { owner: teacher, students });
    const token = await server.app.authModule.createSession(teacher.user.id, 'app');
    const ask = async (query: string) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: {
          'x-session-token': token,
          'content-type': 'application/json',
          'accept-encoding': 'br, gzip',
        },
        body: JSON.stringify({ query, variables: { id: classroom.id } }),
      });
      return {
        encoding: response.headers.get('content-encoding'),
        timing: response.headers.get('server-timing'),
        json: await response.json(),
      };
    };

    const small = await ask('query ($id: ID!) { classroom(id: $id) { name } }');
    expect(small.encoding).toBeNull();
    // Answered by the compiled read path (decision 0026), which times its statement.
    expect(small.timing).toMatch(
      /^session;dur=[\d.]+, compiled-read;dur=[\d.]+, graphql;dur=[\d.]+, total;dur=[\d.]+$/,
    );
    expect(small.json).toEqual({ data: { classroom: { name: classroom.name } } });

    const large = await ask(
      'query ($id: ID!) { classroom(id: $id) { paginatedStudents { objects { id user { firstName lastName email } } } } }',
    );
    expect(large.encoding).toBe('br');
    expect(large.json.data.classroom.paginatedStudents.objects).toHaveLength(6);
  });
});
