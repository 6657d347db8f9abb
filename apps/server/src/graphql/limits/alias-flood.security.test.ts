import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, graphqlClient } from '../../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** `count` aliases of the unpaginated `languages` list (issue 14, finding 2). */
const aliasFlood = (count: number, fields = 'id name') =>
  `{${Array.from({ length: count }, (_, i) => `l${i}:languages{${fields}}`).join(' ')}}`;

describe('an anonymous alias flood', () => {
  it('is refused as too costly, every alias counted with the rows it can return', async () => {
    const anonymous = await graphqlClient(server, null);
    const floods = [anonymous.query(aliasFlood(5000)), anonymous.query(aliasFlood(5000, 'id'))];
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    for (const answer of await Promise.all(floods)) {
      expect(answer.status).toBe(200);
      expect(errorCode(answer)).toBe('QUERY_TOO_COSTLY');
      expect(answer.errors?.[0]?.message).toMatch(/fewer aliases/);
      expect(answer.data ?? null).toBeNull();
    }
  });

  it('counts the operations of a batch against one budget', async () => {
    // Each operation alone is allowed (300 lists × 50 rows × 3 fields = 45,000 ≤ 50,000).
    const operation = { query: aliasFlood(300) };
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([operation, operation, operation, operation]),
    });
    const answers = (await response.json()) as { errors?: { extensions: { code: string } }[] }[];
    expect(answers).toHaveLength(4);
    expect(answers[0]?.errors).toBeUndefined();
    expect(answers.slice(1).map((answer) => answer.errors?.[0]?.extensions.code)).toEqual([
      'QUERY_TOO_COSTLY',
      'QUERY_TOO_COSTLY',
      'QUERY_TOO_COSTLY',
    ]);
  });

  it('refuses a request body over the ceiling with 413 before parsing it', async () => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: `{__typename}${' '.repeat(300 * 1024)}` }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: 'Request body is too large' });
  });
});

describe('the answer size ceiling', () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await startTestServer({ GRAPHQL_MAX_RESPONSE_BYTES: '2048' });
  });
  afterAll(() => small.close());

  it('replaces an answer over GRAPHQL_MAX_RESPONSE_BYTES by a RESPONSE_TOO_LARGE error', async () => {
    const anonymous = await graphqlClient(small, null);
    const answer = await anonymous.query(aliasFlood(10));
    expect(errorCode(answer)).toBe('RESPONSE_TOO_LARGE');
    expect(answer.errors?.[0]?.message).toBe(
      'The answer would be larger than 2048 bytes; ask for smaller pages or fewer fields.',
    );
    expect(errorCode(await anonymous.query('{ languages { id } }'))).toBeUndefined();
  });
});
