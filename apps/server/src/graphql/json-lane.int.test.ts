import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildUser } from '../test/world-factories.ts';
import { jsonLaneMediaType } from './json-lane.ts';

const PUBLIC_URL = 'https://charla.example';
/** What the web app sends (apps/web/src/lib/graphql-client.ts): the lane answers it. */
const WEB_ACCEPT = 'application/graphql-response+json, application/json';
/**
 * The same choice for Yoga (it ignores q, and a single result still goes to its JSON processor),
 * but an event stream is named: only Yoga answers it.
 */
const YOGA_ACCEPT = `${WEB_ACCEPT}, text/event-stream;q=0`;
/** Headers that differ between any two answers. */
const VARYING = new Set(['date', 'x-request-id', 'server-timing']);

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({
    NODE_ENV: 'production',
    SECRET_KEY: 'a-production-secret-key-for-this-test-only-000000',
    PUBLIC_URL,
    GRAPHQL_MAX_DEPTH: '4',
    GRAPHQL_MAX_RESPONSE_BYTES: '2048',
  });
  const user = await buildUser(server.database.db);
  token = await server.app.authModule.createSession(user.id, 'app');
});
afterAll(() => server.close());

type Ask = { body: string; headers?: Record<string, string>; signedIn?: boolean };

async function ask({ body, headers = {}, signedIn = true }: Ask, accept: string | null) {
  const response = await fetch(`${server.url}/graphql/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accept ? { accept } : {}),
      ...(signedIn ? { 'x-session-token': token } : {}),
      ...headers,
    },
    body,
  });
  const answered = [...response.headers].filter(([name]) => !VARYING.has(name));
  return {
    status: response.status,
    headers: Object.fromEntries(answered.sort(([a], [b]) => a.localeCompare(b))),
    body: await response.text(),
    lane: /graphql-json;/.test(response.headers.get('server-timing') ?? ''),
  };
}

/** The request answered by the lane and by Yoga: both answers must be the same, byte for byte. */
async function bothLanes(request: Ask, accept = WEB_ACCEPT) {
  const lane = await ask(request, accept);
  const yoga = await ask(request, `${accept}, text/event-stream;q=0`);
  expect(yoga.lane).toBe(false);
  const { lane: _lane, ...laneAnswer } = lane;
  const { lane: _yoga, ...yogaAnswer } = yoga;
  expect(laneAnswer).toEqual(yogaAnswer);
  return lane;
}

const query = (document: string, variables?: Record<string, unknown>) =>
  JSON.stringify({ query: document, variables });

describe('the JSON lane', () => {
  it('answers a query as Yoga does, with the CORS headers of an allowed origin', async () => {
    const answer = await bothLanes({
      body: query('{ readUser(me: true) { id } languages { isoLanguageCode } }'),
      headers: { origin: PUBLIC_URL },
    });
    expect(answer.lane).toBe(true);
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
    expect(answer.headers['content-type']).toBe('application/graphql-response+json; charset=utf-8');
  });

  it('answers a plain application/json client as Yoga does', async () => {
    const answer = await bothLanes({ body: query('{ nope }') }, 'application/json');
    expect(answer.lane).toBe(true);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).errors[0].message).toMatch(/nope/);
  });

  it('answers errors as Yoga does: validation, depth, unauthenticated, masked, too large', async () => {
    const validation = await bothLanes({ body: query('{ nope }') });
    expect(validation.status).toBe(400);
    const deep = await bothLanes({
      body: query(
        '{ classroom(id: "00000000-0000-4000-8000-000000000000") { owner { paginatedClassrooms { objects { owner { id } } } } } }',
      ),
    });
    expect(JSON.parse(deep.body).errors[0].extensions.code).toBe('QUERY_TOO_DEEP');
    const anonymous = await bothLanes({
      body: query('mutation { updateUserProfile(input: { firstName: "A" }) { success } }'),
      signedIn: false,
    });
    expect(anonymous.body).toMatch(/errors/);
    const large = await bothLanes({ body: query('{ languages { id name isoLanguageCode } }') });
    expect(JSON.parse(large.body).errors[0].extensions.code).toBe('RESPONSE_TOO_LARGE');

    const findFirst = vi
      .spyOn(server.database.db.query.users, 'findFirst')
      .mockRejectedValue(new Error('invalid byte sequence: select "id" from "users"'));
    try {
      const masked = await bothLanes({
        body: query('query ($e: String!) { readUser(where: { email: $e }) { id } }', {
          e: 'a@example.test',
        }),
      });
      expect(masked.lane).toBe(true);
      expect(JSON.parse(masked.body).errors[0].message).toBe('Unexpected error.');
      expect(masked.body).not.toMatch(/select/);
    } finally {
      findFirst.mockRestore();
    }
  });

  it('leaves what its checks refuse before running to Yoga: bad params and bad input', async () => {
    for (const body of [
      JSON.stringify({}),
      JSON.stringify({ query: '{ languages { id } }', variables: 5 }),
      JSON.stringify({ query: '{ languages { id } }', extra: true }),
      query('{ languages(x: "\\u0000") { id } }'),
      query('query ($t: String) { languages { id } }', { t: 'a\u0000b' }),
    ]) {
      const answer = await bothLanes({ body });
      expect(answer.status).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers a subscription refused before it streams as Yoga does', async () => {
    const answer = await bothLanes({
      body: query(
        'subscription ($id: ID!) { practiceIntentEvents(intentId: $id) { __typename } }',
        {
          id: '00000000-0000-4000-8000-000000000000',
        },
      ),
    });
    expect(JSON.parse(answer.body).errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('the JSON lane media type', () => {
  it("is Yoga's choice when only JSON types are named, else none", () => {
    expect(jsonLaneMediaType(WEB_ACCEPT)).toBe('application/graphql-response+json');
    expect(jsonLaneMediaType('application/json, application/graphql-response+json')).toBe(
      'application/json',
    );
    expect(jsonLaneMediaType('application/json;charset=utf-8')).toBe('application/json');
    expect(
      jsonLaneMediaType('application/json;charset=latin1, application/graphql-response+json'),
    ).toBe('application/graphql-response+json');
    expect(jsonLaneMediaType('application/json;charset=latin1')).toBeNull();
    expect(jsonLaneMediaType(undefined)).toBeNull();
    expect(jsonLaneMediaType('*/*')).toBeNull();
    expect(jsonLaneMediaType(YOGA_ACCEPT)).toBeNull();
    expect(jsonLaneMediaType('multipart/mixed, application/json')).toBeNull();
  });
});
