import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, graphqlClient } from '../../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** `levels` fragments, each spreading the next twice: 2^levels fields once expanded, ~1 KB. */
function fragmentBomb(levels: number): string {
  let query = 'query{...F0}';
  for (let i = 0; i < levels; i++) query += ` fragment F${i} on Query{...F${i + 1} ...F${i + 1}}`;
  return `${query} fragment F${levels} on Query{__typename}`;
}

describe('an anonymous fragment bomb', () => {
  it('is refused as too costly while the server keeps answering', async () => {
    const anonymous = await graphqlClient(server, null);
    const bombs = [22, 30, 40].map((levels) => anonymous.query(fragmentBomb(levels)));
    const health = await fetch(`${server.url}/healthz`);
    expect(health.status).toBe(200);
    for (const answer of await Promise.all(bombs)) {
      expect(errorCode(answer)).toBe('QUERY_TOO_COSTLY');
      expect(answer.data ?? null).toBeNull();
    }
  });
});
