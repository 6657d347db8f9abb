import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScenarioAs } from '../scenarios/scenario.test-helpers.ts';
import { scenarioInput } from '../scenarios/scenario-input.fixture.ts';
import { graphqlClient } from '../test/graphql-clients.ts';
import { startS3TestServer } from '../test/s3-test-server.ts';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../test/test-server.ts';
import { buildStudent, buildTeacher, languageId } from '../test/world-factories.ts';
import { newMediaKey } from '../uploads/media-storage.ts';
import { fileOf, jpegWithExif, MINIMAL_PDF, noisePng } from '../uploads/test-files.ts';
import { createMediaStorage } from './create-media-storage.ts';
import { type AddedAttachment, attachToScenario, mediaKeyOf } from './media.test-helpers.ts';

/** Issue 20: media on S3-compatible storage, served through the same signed /media route. */
const s3 = await startS3TestServer();
const skipReason = 'unavailable' in s3 ? s3.unavailable : null;
if (skipReason) console.warn(`media on S3: skipped (${skipReason})`);

let server: TestServer;
beforeAll(async () => {
  if ('unavailable' in s3) return;
  server = await startTestServer(s3.env);
});
afterAll(async () => {
  await server?.close();
  if (!('unavailable' in s3)) await s3.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  fetch(new URL(url, server.url), { headers });
const bucket = () => {
  if ('unavailable' in s3) throw new Error(s3.unavailable);
  return s3;
};

describe.skipIf(skipReason)('media on S3-compatible storage', () => {
  it("stores a private scenario's picture and thumbnail in the bucket, signed, nothing on disk", async () => {
    const teacher = await buildTeacher(server.database.db);
    const client = await graphqlClient(server, teacher.user);
    const scenario = await createScenarioAs(client, await languageId(server.database.db, 'es'));
    const picture = await attachToScenario(
      client,
      scenario.id,
      fileOf(await noisePng(300, 200), 'map.png'),
    );
    expect(picture.url).toMatch(/^\/media\/private\/scenarios\/.+\.webp\?exp=\d+&sig=/);
    expect(await bucket().has(mediaKeyOf(picture.url))).toBe(true);
    expect(await bucket().has(mediaKeyOf(picture.thumbnailUrl ?? ''))).toBe(true);

    const served = await get(picture.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect((await get(picture.url.split('?')[0] ?? '')).status).toBe(404);

    const onDisk = await readdir(join(server.config.dataDir, 'media'), { recursive: true }).catch(
      () => [],
    );
    expect(onDisk.filter((path) => path.startsWith('private'))).toEqual([]);
  });

  it('streams byte ranges of a stored document from the bucket (206, 416)', async () => {
    const teacher = await buildTeacher(server.database.db);
    const client = await graphqlClient(server, teacher.user);
    const scenario = await createScenarioAs(client, await languageId(server.database.db, 'es'));
    const pdf = await attachToScenario(client, scenario.id, fileOf(MINIMAL_PDF, 'prices.pdf'));
    const ranged = await get(pdf.url, { range: 'bytes=0-7' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 0-7/${MINIMAL_PDF.byteLength}`);
    expect(new TextDecoder().decode(await ranged.arrayBuffer())).toBe('%PDF-1.4');
    expect(ranged.headers.get('content-disposition')).toMatch(/^attachment; /);
    const beyond = await get(pdf.url, { range: `bytes=${MINIMAL_PDF.byteLength}-` });
    expect(beyond.status).toBe(416);
  });

  it('serves recorded audio stored through MediaStorage, with seeking', async () => {
    const media = createMediaStorage(server.config, TEST_SECRET_KEY).storage;
    const audio = new Uint8Array(randomBytes(50_000));
    const key = newMediaKey('recordings', 'webm', { private: true });
    await media.put(key, audio, 'audio/webm');
    expect(await media.read(key)).toEqual(audio);
    const url = media.url(key);
    const ranged = await get(url, { range: 'bytes=40000-' });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-type')).toBe('audio/webm');
    expect(new Uint8Array(await ranged.arrayBuffer())).toEqual(audio.slice(40_000));
  });

  it('moves objects in the bucket when a scenario is published, and deletes removed ones', async () => {
    const { db } = server.database;
    const teacher = await buildTeacher(db);
    const client = await graphqlClient(server, teacher.user);
    const scenario = await createScenarioAs(client, await languageId(db, 'es'));
    const picture = await attachToScenario(
      client,
      scenario.id,
      fileOf(await noisePng(64, 64), 'a.png'),
    );
    const published = await client.query<{
      updateScenario: { objects: { attachments: AddedAttachment[] }[] };
    }>(
      'mutation ($id: ID!, $input: ScenarioInput!) { updateScenario(id: $id, input: $input) { objects { attachments { id url thumbnailUrl } } } }',
      {
        id: scenario.id,
        input: scenarioInput(await languageId(db, 'es'), { visibility: 'PUBLIC' }),
      },
    );
    const moved = published.data?.updateScenario.objects[0]?.attachments[0];
    expect(moved?.url).toMatch(/^\/media\/scenarios\/[^?]+\.webp$/);
    expect(await bucket().has(mediaKeyOf(moved?.url ?? ''))).toBe(true);
    expect(await bucket().has(mediaKeyOf(picture.url))).toBe(false);
    expect((await get(moved?.url ?? '')).headers.get('cache-control')).toBe('public, max-age=3600');

    await client.query('mutation ($id: ID!) { removeScenarioAttachment(id: $id) { success } }', {
      id: picture.id,
    });
    expect(await bucket().has(mediaKeyOf(moved?.url ?? ''))).toBe(false);
    expect(await bucket().has(mediaKeyOf(moved?.thumbnailUrl ?? ''))).toBe(false);
  });

  it('stores profile photos and default avatars in the bucket, public', async () => {
    const student = await buildStudent(server.database.db);
    const client = await graphqlClient(server, student.user);
    const result = await client.upload<{
      updateProfile: { objects: { studentProfile: { photo: string; avatar: string } }[] };
    }>(
      'mutation ($input: ProfileInput!) { updateProfile(input: $input) { objects { studentProfile { photo avatar } } } }',
      { input: { photo: null } },
      { 'variables.input.photo': fileOf(await jpegWithExif(), 'me.jpg', 'image/jpeg') },
    );
    const profile = result.data?.updateProfile.objects[0]?.studentProfile;
    expect(profile?.photo).toMatch(/^\/media\/profiles\//);
    expect(await bucket().has(mediaKeyOf(profile?.photo ?? ''))).toBe(true);
    expect((await get(profile?.avatar ?? '')).status).toBe(200);
    expect(await bucket().has('defaults/student.svg')).toBe(true);
    const avatar = await get('/media/defaults/student.svg');
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
  });
});
