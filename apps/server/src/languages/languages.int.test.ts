import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_CATALOGUE } from '../db/seed/languages.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function postGraphQL(path: string, query: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; errors?: unknown },
  };
}

describe('languages query', () => {
  it('returns the seeded catalogue, with and without the trailing slash', async () => {
    for (const path of ['/graphql/', '/graphql']) {
      const { status, body } = await postGraphQL(path, '{ languages { name isoLanguageCode } }');
      expect(status).toBe(200);
      const { languages } = body.data as { languages: { name: string; isoLanguageCode: string }[] };
      // Other tests on the shared database may add languages of their own for a moment.
      expect(languages.map((l) => l.isoLanguageCode)).toEqual(
        expect.arrayContaining(LANGUAGE_CATALOGUE.map((l) => l.isoLanguageCode)),
      );
      expect(languages.find((l) => l.isoLanguageCode === 'zh-Hans')?.name).toBe(
        'Chinese (Simplified)',
      );
    }
  });

  it('is readable anonymously and lists the languages by name', async () => {
    const { body } = await postGraphQL('/graphql/', '{ languages { name } }');
    const names = (body.data as { languages: { name: string }[] }).languages.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('reads only the columns its fields show, not the timestamps', async () => {
    const { statements } = server.database;
    statements.length = 0;
    const { body } = await postGraphQL('/graphql/', '{ languages { id name isoLanguageCode } }');
    expect((body.data as { languages: unknown[] }).languages.length).toBeGreaterThan(0);
    const read = statements.find((statement) => statement.includes('"languages"'));
    expect(read).toContain('"iso_language_code"');
    expect(read).not.toContain('created_at');
  });
});
