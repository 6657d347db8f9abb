import { access } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildStudent, buildTeacher, languageId } from '../test/world-factories.ts';
import { createScenarioAs, type Payload } from './scenario.test-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ADD = /* GraphQL */ `
  mutation ($scenarioId: ID!, $file: File!) {
    addScenarioAttachment(scenarioId: $scenarioId, file: $file) {
      success
      objects { id kind url thumbnailUrl originalName contentType position }
      errors { field messages code }
    }
  }
`;
const REMOVE =
  'mutation ($id: ID!) { removeScenarioAttachment(id: $id) { success errors { code } } }';

type Attachment = {
  id: string;
  kind: string;
  url: string;
  thumbnailUrl: string | null;
  originalName: string;
  contentType: string;
  position: number;
};

async function pngFile(name: string): Promise<File> {
  const png = await sharp({
    create: { width: 640, height: 480, channels: 3, background: { r: 120, g: 60, b: 200 } },
  })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], name, { type: 'image/png' });
}

const PDF_BYTES = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
);

/** The stored file behind a media URL (signed URLs carry a query). */
const mediaPath = (url: string) =>
  join(
    server.config.dataDir,
    'media',
    new URL(url, server.url).pathname.slice(server.config.mediaUrl.length),
  );

const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('scenario attachments', () => {
  it('adds an image with a preview and a PDF, lists them in order, and removes them', async () => {
    const { db } = server.database;
    const teacher = await buildTeacher(db);
    const client = await graphqlClient(server, teacher.user);
    const scenario = await createScenarioAs(client, await languageId(db, 'es'));

    const image = await client.upload<{ addScenarioAttachment: Payload<Attachment> }>(
      ADD,
      { scenarioId: scenario.id, file: null },
      { 'variables.file': await pngFile('menu.png') },
    );
    const picture = image.data?.addScenarioAttachment.objects?.[0];
    expect(picture).toMatchObject({
      kind: 'IMAGE',
      originalName: 'menu.png',
      contentType: 'image/webp',
      position: 0,
    });
    expect(picture?.thumbnailUrl).toMatch(/\.thumb\.webp\?/);

    const pdf = await client.upload<{ addScenarioAttachment: Payload<Attachment> }>(
      ADD,
      { scenarioId: scenario.id, file: null },
      { 'variables.file': new File([PDF_BYTES], 'prices.pdf', { type: 'application/pdf' }) },
    );
    const document = pdf.data?.addScenarioAttachment.objects?.[0];
    expect(document).toMatchObject({
      kind: 'PDF',
      contentType: 'application/pdf',
      thumbnailUrl: null,
      position: 1,
    });

    const detail = await client.query<{ scenario: { attachments: { id: string }[] } }>(
      'query ($id: ID!) { scenario(id: $id) { attachments { id } } }',
      { id: scenario.id },
    );
    expect(detail.data?.scenario.attachments.map((a) => a.id)).toEqual([picture?.id, document?.id]);
    expect(await exists(mediaPath(picture?.url ?? ''))).toBe(true);

    const removed = await client.query<{ removeScenarioAttachment: Payload<never> }>(REMOVE, {
      id: picture?.id,
    });
    expect(removed.data?.removeScenarioAttachment.success).toBe(true);
    expect(await exists(mediaPath(picture?.url ?? ''))).toBe(false);
    expect(await exists(mediaPath(picture?.thumbnailUrl ?? ''))).toBe(false);
  });

  it('keeps the files a duplicated scenario still uses', async () => {
    const { db } = server.database;
    const teacher = await buildTeacher(db);
    const client = await graphqlClient(server, teacher.user);
    const scenario = await createScenarioAs(client, await languageId(db, 'es'));
    const added = await client.upload<{ addScenarioAttachment: Payload<Attachment> }>(
      ADD,
      { scenarioId: scenario.id, file: null },
      { 'variables.file': await pngFile('map.png') },
    );
    const original = added.data?.addScenarioAttachment.objects?.[0];
    const copy = await client.query<{
      duplicateScenario: Payload<{ attachments: { id: string; url: string }[] }>;
    }>(
      'mutation ($id: ID!) { duplicateScenario(id: $id) { objects { attachments { id url } } } }',
      {
        id: scenario.id,
      },
    );
    const copied = copy.data?.duplicateScenario.objects?.[0]?.attachments[0];
    expect(copied?.url).toBe(original?.url);
    expect(copied?.id).not.toBe(original?.id);

    await client.query(REMOVE, { id: original?.id });
    expect(await exists(mediaPath(original?.url ?? ''))).toBe(true);
  });

  it('refuses a PNG renamed .pdf and stores nothing, and refuses students', async () => {
    const { db } = server.database;
    const teacher = await buildTeacher(db);
    const client = await graphqlClient(server, teacher.user);
    const scenario = await createScenarioAs(client, await languageId(db, 'es'), {
      visibility: 'PUBLIC',
    });
    const png = await pngFile('notes.pdf');
    const renamed = new File([await png.arrayBuffer()], 'notes.pdf', { type: 'application/pdf' });
    const refused = await client.upload<{ addScenarioAttachment: Payload<Attachment> }>(
      ADD,
      { scenarioId: scenario.id, file: null },
      { 'variables.file': renamed },
    );
    expect(refused.data?.addScenarioAttachment.errors?.[0]).toMatchObject({
      field: 'file',
      code: 'FILE_TYPE_MISMATCH',
    });
    const detail = await client.query<{ scenario: { attachments: unknown[] } }>(
      'query ($id: ID!) { scenario(id: $id) { attachments { id } } }',
      { id: scenario.id },
    );
    expect(detail.data?.scenario.attachments).toEqual([]);

    const student = await graphqlClient(server, (await buildStudent(db)).user);
    const byStudent = await student.upload(
      ADD,
      { scenarioId: scenario.id, file: null },
      { 'variables.file': await pngFile('x.png') },
    );
    expect(errorCode(byStudent)).toBe('FORBIDDEN');
  });
});
