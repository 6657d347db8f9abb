import { like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { languages } from '../db/schema/index.ts';
import { errorCode, graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildTeacher, buildUser } from '../test/world-factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
// The catalogue is shared by every test: take the made-up languages out again straight away.
afterEach(() =>
  server.database.db.delete(languages).where(like(languages.isoLanguageCode, 'qaa-%')),
);

type Payload = {
  success: boolean;
  objects: { id: string; name: string; isoLanguageCode: string }[] | null;
  errors: { field: string; objectPosition: number | null; code: string }[] | null;
};

const CREATE = /* GraphQL */ `
  mutation ($input: [LanguageCreateInput!]!) {
    createLanguages(input: $input) { success objects { id name isoLanguageCode } errors { field objectPosition code } }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($input: [LanguageUpdateInput!]!) {
    updateLanguages(input: $input) { success objects { id name isoLanguageCode } errors { field objectPosition code } }
  }
`;

/** qaa–qtz is ISO 639's private-use range; the subtag keeps each code unique. */
const code = () => `qaa-${Math.random().toString(36).slice(2, 8)}`;

describe('language catalogue', () => {
  it('lets staff create and update several languages at once', async () => {
    const staff = await buildUser(server.database.db, { isStaff: true });
    const client = await graphqlClient(server, staff);
    const [a, b] = [code(), code()];
    const created = await client.query<{ createLanguages: Payload }>(CREATE, {
      input: [
        { name: 'Lingua A', isoLanguageCode: a },
        { name: 'Lingua B', isoLanguageCode: `${b}-BR` },
      ],
    });
    expect(created.data?.createLanguages.objects?.map((l) => l.isoLanguageCode)).toEqual([
      a,
      `${b}-BR`,
    ]);
    const [first, second] = created.data?.createLanguages.objects ?? [];
    const updated = await client.query<{ updateLanguages: Payload }>(UPDATE, {
      input: [
        { id: first?.id, name: 'Lingua Alfa' },
        { id: second?.id, isoLanguageCode: b },
      ],
    });
    expect(updated.data?.updateLanguages.objects?.map((l) => [l.name, l.isoLanguageCode])).toEqual([
      ['Lingua Alfa', a],
      ['Lingua B', b],
    ]);
  });

  it('reports invalid and duplicate codes by object position, creating none', async () => {
    const staff = await buildUser(server.database.db, { isStaff: true });
    const client = await graphqlClient(server, staff);
    const fresh = code();
    const invalid = await client.query<{ createLanguages: Payload }>(CREATE, {
      input: [
        { name: 'Fine', isoLanguageCode: fresh },
        { name: '', isoLanguageCode: 'Not A Code' },
      ],
    });
    expect(invalid.data?.createLanguages).toEqual({
      success: false,
      objects: null,
      errors: [
        { field: 'name', objectPosition: 1, code: 'REQUIRED' },
        { field: 'isoLanguageCode', objectPosition: 1, code: 'INVALID' },
      ],
    });
    const duplicate = await client.query<{ createLanguages: Payload }>(CREATE, {
      input: [
        { name: 'Fine', isoLanguageCode: fresh },
        { name: 'Spanish again', isoLanguageCode: 'ES' },
      ],
    });
    expect(duplicate.data?.createLanguages.errors).toEqual([
      { field: 'isoLanguageCode', objectPosition: 1, code: 'LANGUAGE_CODE_TAKEN' },
    ]);
    const languages = await client.query<{ languages: { isoLanguageCode: string }[] }>(
      '{ languages { isoLanguageCode } }',
    );
    expect(languages.data?.languages.map((l) => l.isoLanguageCode)).not.toContain(fresh);
  });

  it('refuses teachers and anonymous visitors', async () => {
    const teacher = await buildTeacher(server.database.db);
    for (const client of [
      await graphqlClient(server, teacher.user),
      await graphqlClient(server, null),
    ]) {
      const result = await client.query(CREATE, {
        input: [{ name: 'Nope', isoLanguageCode: code() }],
      });
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(errorCode(result));
    }
  });
});
