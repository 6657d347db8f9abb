import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../test/test-server.ts';
import { mediaUrlSigner } from './media-url-signer.ts';

let server: TestServer;
const audio = new Uint8Array(randomBytes(10_000));
let publicUrl: string;
let privateUrl: string;

/** A stored file, written where the local storage keeps it. */
async function store(key: string, bytes: Uint8Array) {
  const path = join(server.config.dataDir, 'media', key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
}

beforeAll(async () => {
  server = await startTestServer();
  const publicKey = `recordings-test/${randomUUID()}.webm`;
  const privateKey = `private/recordings-test/${randomUUID()}.webm`;
  await store(publicKey, audio);
  await store(privateKey, audio);
  const urls = mediaUrlSigner({ baseUrl: '/media/', secretKey: TEST_SECRET_KEY });
  publicUrl = `${server.url}${urls.url(publicKey)}`;
  privateUrl = `${server.url}${urls.url(privateKey)}`;
});
afterAll(() => server.close());

const bytesOf = async (response: Response) => new Uint8Array(await response.arrayBuffer());

describe('media range requests (audio seeking)', () => {
  it('answers a whole file with Accept-Ranges and its length', async () => {
    const response = await fetch(publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-length')).toBe('10000');
    expect(response.headers.get('content-type')).toBe('audio/webm');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(await bytesOf(response)).toEqual(audio);
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=9000-', 9000, 9999],
    ['bytes=-500', 9500, 9999],
    ['bytes=9990-20000', 9990, 9999],
  ])('answers %s with 206 and exactly those bytes', async (range, start, end) => {
    for (const url of [publicUrl, privateUrl]) {
      const response = await fetch(url, { headers: { range } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes ${start}-${end}/10000`);
      expect(response.headers.get('content-length')).toBe(String(end - start + 1));
      expect(await bytesOf(response)).toEqual(audio.slice(start, end + 1));
    }
  });

  it('answers a range past the end with 416 and the real size', async () => {
    const response = await fetch(privateUrl, { headers: { range: 'bytes=10000-10100' } });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe('bytes */10000');
  });

  it('answers the whole file to several ranges, a malformed one, or a stale If-Range', async () => {
    const requests: Record<string, string>[] = [
      { range: 'bytes=0-9,20-29' },
      { range: 'pages=1-2' },
      { range: 'bytes=0-9', 'if-range': '"an-old-etag"' },
    ];
    for (const headers of requests) {
      const response = await fetch(publicUrl, { headers });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-length')).toBe('10000');
      await response.arrayBuffer();
    }
  });

  it('honours If-Range with the current ETag, and answers If-None-Match with 304', async () => {
    const first = await fetch(privateUrl);
    await first.arrayBuffer();
    const etag = first.headers.get('etag') ?? '';
    const ranged = await fetch(privateUrl, { headers: { range: 'bytes=0-9', 'if-range': etag } });
    expect(ranged.status).toBe(206);
    await ranged.arrayBuffer();
    const again = await fetch(privateUrl, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const listed = await fetch(privateUrl, { headers: { 'if-none-match': `"other", W/${etag}` } });
    expect(listed.status).toBe(304);
  });

  it('refuses a range of a private file without its signature, like any unsigned request', async () => {
    const unsigned = privateUrl.split('?')[0] ?? '';
    const response = await fetch(unsigned, { headers: { range: 'bytes=0-99' } });
    expect(response.status).toBe(404);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await fetch(privateUrl, { method: 'HEAD', headers: { range: 'bytes=0-99' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-length')).toBe('100');
    expect((await bytesOf(response)).byteLength).toBe(0);
  });
});
