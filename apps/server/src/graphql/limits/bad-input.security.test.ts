import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { graphqlClient } from '../../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';

/** pino's numeric level of `error`: nothing a client sends may log at it or above. */
const PINO_ERROR = 50;

const logLines: { level: number; msg?: string }[] = [];
const logStream = { write: (line: string) => void logLines.push(JSON.parse(line)) };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(
    {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://charla.example.org',
      SECRET_KEY: 'a-production-secret-key-of-enough-length-0123456789',
      LOG_LEVEL: 'info',
    },
    { logStream },
  );
});
afterAll(() => server.close());
beforeEach(() => {
  logLines.length = 0;
});

const post = (body: string, contentType = 'application/json') =>
  fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });

async function expectRefused(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  const text = await response.text();
  expect(text).toMatch(message);
  expect(text.length).toBeLessThan(4096);
  expect(logLines.filter((line) => line.level >= PINO_ERROR)).toEqual([]);
}

describe('bad input to /graphql', () => {
  it('a NUL byte in a string argument or a variable: 400, no SQL in the log', async () => {
    const literal = JSON.stringify({
      query: '{teacherInvitePreview(token:"a\\u0000b"){teacher{firstName}}}',
    });
    await expectRefused(await post(literal), 400, /cannot contain the NUL character/);
    const variable = JSON.stringify({
      query: 'query($t:String!){teacherInvitePreview(token:$t){teacher{firstName}}}',
      variables: { t: 'a\u0000b' },
    });
    await expectRefused(await post(variable), 400, /cannot contain the NUL character/);
  });

  it('a wrongly typed PageSize variable: its own message, not "Unexpected error."', async () => {
    const anonymous = await graphqlClient(server, null);
    const answer = await anonymous.query(
      'query($s: PageSize){ scenarios(pageSize: $s) { totalCount } }',
      { s: 'lots' },
    );
    expect(answer.errors?.[0]?.message).toMatch(/PageSize must be an integer from 1 to 100/);
    expect(logLines.filter((line) => line.level >= PINO_ERROR)).toEqual([]);
  });

  it('a list nested 100,000 deep, in the document or the variables: 400', async () => {
    const deep = `${'['.repeat(100_000)}1${']'.repeat(100_000)}`;
    await expectRefused(
      await post(
        JSON.stringify({ query: `{ teacherInvitePreview(token: ${deep}) { __typename } }` }),
      ),
      400,
      /nested deeper than 64 levels/,
    );
    let value: unknown = 1;
    for (let i = 0; i < 1000; i += 1) value = [value];
    await expectRefused(
      await post(
        JSON.stringify({ query: 'query($v: String){ __typename }', variables: { v: value } }),
      ),
      400,
      /variables are nested deeper than 64 levels/,
    );
  });

  it('a misspelt field in production: no suggestion of real field names', async () => {
    const answer = await post(JSON.stringify({ query: '{ languagez { id } }' }));
    const { errors } = (await answer.json()) as { errors: { message: string }[] };
    expect(errors[0]?.message).toBe('Cannot query field "languagez" on type "Query".');
  });

  it('a multipart request without a session: 401 before its body is read', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: 'mutation { __typename }' }));
    form.set('map', '{}');
    form.set('0', new File([new Uint8Array(1024 * 1024)], 'big.pdf', { type: 'application/pdf' }));
    const response = await fetch(`${server.url}/graphql`, { method: 'POST', body: form });
    await expectRefused(response, 401, /Sign in to upload files/);
  });

  it('an 800 KB query: 413 with a short answer', async () => {
    const huge = JSON.stringify({ query: `{ ${'a '.repeat(400_000)} }` });
    await expectRefused(await post(huge), 413, /Request body is too large/);
  });
});
