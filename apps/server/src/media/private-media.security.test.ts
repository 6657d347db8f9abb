import { randomUUID } from 'node:crypto';
import { access, mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scenarioAttachments } from '../db/schema/index.ts';
import { createScenarioAs } from '../scenarios/scenario.test-helpers.ts';
import { scenarioInput } from '../scenarios/scenario-input.fixture.ts';
import { graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, TEST_SECRET_KEY, type TestServer } from '../test/test-server.ts';
import { buildClassroom, buildStudent, buildTeacher, languageId } from '../test/world-factories.ts';
import { fileOf, MINIMAL_PDF, noisePng } from '../uploads/test-files.ts';
import { attachToScenario } from './media.test-helpers.ts';
import { mediaUrlSigner } from './media-url-signer.ts';

/**
 * Issue 14, finding 8: a private scenario's attachments were open to anyone with the URL, and a
 * PDF was served inline. Private media answer only a signed, unexpired URL (decision 0011).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ATTACHMENTS = 'query ($id: ID!) { scenario(id: $id) { attachments { url thumbnailUrl } } }';

type Read = { scenario: { attachments: { url: string; thumbnailUrl: string | null }[] } | null };

const png = async (name = 'map.png') => fileOf(await noisePng(64, 48), name);
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(new URL(path, server.url), { headers });

async function privateAttachment() {
  const teacher = await buildTeacher(server.database.db);
  const client = await graphqlClient(server, teacher.user);
  const scenario = await createScenarioAs(client, await languageId(server.database.db, 'es'));
  return {
    teacher,
    client,
    scenario,
    attachment: await attachToScenario(client, scenario.id, await png()),
  };
}

describe('private media (issue 14, finding 8)', () => {
  it("serves a private scenario's attachment only on its signed URL, privately cached", async () => {
    const { attachment } = await privateAttachment();
    expect(attachment.url).toMatch(/^\/media\/private\/scenarios\/.+\.webp\?exp=\d+&sig=[\w-]+$/);
    const response = await get(attachment.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const exp = Number(new URL(attachment.url, server.url).searchParams.get('exp'));
    const maxAge = Number(
      response.headers.get('cache-control')?.match(/^private, max-age=(\d+)$/)?.[1],
    );
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(exp - Math.floor(Date.now() / 1000));
    // exp is the end of an hour plus one hour: one URL for everybody for an hour, 1–2 h of life.
    expect(exp % 3600).toBe(0);
    expect(exp - Date.now() / 1000).toBeGreaterThan(3600 - 5);
    expect(exp - Date.now() / 1000).toBeLessThanOrEqual(7200);
    expect((await get(attachment.thumbnailUrl ?? '')).status).toBe(200);
  });

  it('answers 404, the same as a missing file, without a valid signature', async () => {
    const { attachment } = await privateAttachment();
    const url = new URL(attachment.url, server.url);
    const sig = url.searchParams.get('sig') ?? '';
    const exp = url.searchParams.get('exp') ?? '';
    const path = url.pathname;
    const tamperedSig = `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const expired = mediaUrlSigner({ baseUrl: '/media/', secretKey: TEST_SECRET_KEY }).url(
      path.slice('/media/'.length),
      { expires: new Date(Date.now() - 1000) },
    );
    const other = await privateAttachment();
    const otherPath = new URL(other.attachment.url, server.url).pathname;
    const refused = {
      unsigned: path,
      'tampered signature': `${path}?exp=${exp}&sig=${tamperedSig}`,
      'extended expiry': `${path}?exp=${Number(exp) + 3600}&sig=${sig}`,
      expired,
      "another file's signature": `${otherPath}?exp=${exp}&sig=${sig}`,
      'signature without expiry': `${path}?sig=${sig}`,
      'missing file': `/media/private/scenarios/${randomUUID()}.webp?exp=${exp}&sig=${sig}`,
    };
    const missing = await get(`/media/scenarios/${randomUUID()}.webp`);
    const missingBody = await missing.text();
    for (const [name, refusedUrl] of Object.entries(refused)) {
      const response = await get(refusedUrl);
      expect({ name, status: response.status }).toEqual({ name, status: 404 });
      expect(await response.text()).toBe(missingBody);
    }
  });

  it("keeps a public scenario's attachments public and cacheable", async () => {
    const teacher = await buildTeacher(server.database.db);
    const client = await graphqlClient(server, teacher.user);
    const scenario = await createScenarioAs(client, await languageId(server.database.db, 'es'), {
      visibility: 'PUBLIC',
    });
    const attachment = await attachToScenario(client, scenario.id, await png());
    expect(attachment.url).toMatch(/^\/media\/scenarios\/[^?]+\.webp$/);
    const response = await get(attachment.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('signs URLs only for readers: never for a student of another classroom, another teacher or nobody', async () => {
    const { db } = server.database;
    const { teacher, scenario } = await privateAttachment();
    const student = await buildStudent(db, { teachers: [teacher] });
    await buildClassroom(db, { owner: teacher, students: [student] });
    const stranger = await buildStudent(db);
    await buildClassroom(db, { owner: await buildTeacher(db), students: [stranger] });
    const outsiders = {
      'student of another classroom': await graphqlClient(server, stranger.user),
      // Not assigned this scenario: students read a private scenario only through an assignment.
      "the owner's own student": await graphqlClient(server, student.user),
      'another teacher': await graphqlClient(server, (await buildTeacher(db)).user),
      anonymous: await graphqlClient(server, null),
    };
    for (const [who, client] of Object.entries(outsiders)) {
      const read = await client.query<Read>(ATTACHMENTS, { id: scenario.id });
      expect({ who, scenario: read.data?.scenario ?? null }).toEqual({ who, scenario: null });
      expect(JSON.stringify(read)).not.toContain('/media/');
    }
  });

  it('sends documents as downloads under their name, never as a page', async () => {
    const { client, scenario } = await privateAttachment();
    const pdf = await attachToScenario(
      client,
      scenario.id,
      fileOf(MINIMAL_PDF, 'Menú del día.pdf'),
    );
    const response = await get(pdf.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Men_ del d_a.pdf"; filename*=UTF-8''Men%C3%BA%20del%20d%C3%ADa.pdf`,
    );
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    // The name comes from the URL; whatever it says, the saved file keeps the stored type.
    const renamed = new URL(pdf.url, server.url);
    renamed.searchParams.set('name', 'invoice.exe');
    const disposition = (await get(renamed.href)).headers.get('content-disposition');
    expect(disposition).toBe(
      `attachment; filename="invoice.exe.pdf"; filename*=UTF-8''invoice.exe.pdf`,
    );
  });

  it('moves the files when a scenario changes visibility: the old URL stops working', async () => {
    const { client, scenario, attachment } = await privateAttachment();
    const setVisibility = async (visibility: 'PUBLIC' | 'PRIVATE') => {
      const input = { ...scenarioInput(await languageId(server.database.db, 'es')), visibility };
      const updated = await client.query<{ updateScenario: { objects: Read['scenario'][] } }>(
        'mutation ($id: ID!, $input: ScenarioInput!) { updateScenario(id: $id, input: $input) { objects { attachments { url thumbnailUrl } } errors { code } } }',
        { id: scenario.id, input },
      );
      const moved = updated.data?.updateScenario.objects[0]?.attachments[0];
      if (!moved) throw new Error(JSON.stringify(updated));
      return moved;
    };
    const published = await setVisibility('PUBLIC');
    expect(published.url).toMatch(/^\/media\/scenarios\/[^?]+\.webp$/);
    expect((await get(published.url)).status).toBe(200);
    expect((await get(attachment.url)).status).toBe(404);

    const unpublished = await setVisibility('PRIVATE');
    expect(unpublished.url).toMatch(/^\/media\/private\/scenarios\/.+\?exp=/);
    expect((await get(published.url)).status).toBe(404);
    expect((await get(published.thumbnailUrl ?? '')).status).toBe(404);
    expect((await get(unpublished.url)).status).toBe(200);
  });

  it('moves attachments of private scenarios stored before private media, losing nothing', async () => {
    const { db } = server.database;
    const teacher = await buildTeacher(db);
    const client = await graphqlClient(server, teacher.user);
    const scenario = await createScenarioAs(client, await languageId(db, 'es'));
    const legacyKey = `scenarios/2025-01/${randomUUID()}.pdf`;
    const legacyPath = join(server.config.dataDir, 'media', legacyKey);
    await mkdir(dirname(legacyPath), { recursive: true });
    await writeFile(legacyPath, MINIMAL_PDF);
    await db.insert(scenarioAttachments).values({
      scenarioId: scenario.id,
      position: 0,
      kind: 'PDF',
      file: legacyKey,
      originalName: 'old.pdf',
      contentType: 'application/pdf',
      sizeBytes: MINIMAL_PDF.byteLength,
    });
    // A row whose file this storage does not hold is left alone, not pointed at nothing.
    const elsewhereKey = `scenarios/2025-01/${randomUUID()}.pdf`;
    await db.insert(scenarioAttachments).values({
      scenarioId: scenario.id,
      position: 1,
      kind: 'PDF',
      file: elsewhereKey,
      originalName: 'elsewhere.pdf',
      contentType: 'application/pdf',
      sizeBytes: 1,
    });
    expect((await get(`/media/${legacyKey}`)).status).toBe(200);

    // The move runs when a server starts.
    const restarted = await startTestServer({ DATA_DIR: server.config.dataDir });
    try {
      const read = await (await graphqlClient(restarted, teacher.user)).query<Read>(ATTACHMENTS, {
        id: scenario.id,
      });
      const [moved, elsewhere] = read.data?.scenario?.attachments ?? [];
      const url = moved?.url ?? '';
      expect(url).toMatch(new RegExp(`^/media/private/${legacyKey}\\?exp=\\d+&sig=`));
      expect(elsewhere?.url).toBe(`/media/${elsewhereKey}?name=elsewhere.pdf`);
      const response = await fetch(new URL(url, restarted.url));
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(MINIMAL_PDF);
      expect((await get(`/media/${legacyKey}`)).status).toBe(404);
      await expect(access(legacyPath)).rejects.toThrow();
    } finally {
      await restarted.close();
    }
  });
});
