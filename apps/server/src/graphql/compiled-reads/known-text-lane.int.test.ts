import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/config.ts';
import { graphqlClient } from '../../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import {
  type BuiltClassroom,
  type BuiltTeacher,
  buildClassroom,
  buildStudent,
  buildTeacher,
} from '../../test/world-factories.ts';
import { measureAgainstLimits } from '../limits/operation-limits.plugin.ts';
import { schema } from '../schema.ts';

/**
 * The known-text lane of the compiled read path (decision 0026): a query text Yoga has already
 * taken, and the compiled path answered, is answered again before Yoga; every request it cannot
 * answer exactly as Yoga would goes on to Yoga.
 */

const CLASSROOM = /* GraphQL */ `
  query KnownClassroom($id: ID!, $size: PageSize) {
    classroom(id: $id) {
      id name
      paginatedStudents(pageSize: $size, sortField: FIRST_NAME) {
        totalCount objects { id user { firstName } }
      }
    }
  }
`;

let server: TestServer;
/** The same server with a cost limit that a page of two students meets and a page of 50 passes. */
let strict: TestServer;
let owner: BuiltTeacher;
let classroom: BuiltClassroom;

/** The operation's estimated cost with a page of `size` students, as the limits measure it. */
const costOf = (size: number) => {
  const config = loadConfig({ NODE_ENV: 'test', SECRET_KEY: 'x'.repeat(48) });
  const document = parse(CLASSROOM);
  return measureAgainstLimits(config, { schema, document, variableValues: { size } }).cost;
};

beforeAll(async () => {
  server = await startTestServer();
  strict = await startTestServer({ GRAPHQL_MAX_COST: String(costOf(2)) });
  const { db } = server.database;
  owner = await buildTeacher(db);
  const students = [];
  for (let i = 0; i < 3; i += 1) students.push(await buildStudent(db));
  classroom = await buildClassroom(db, { owner, students });
});
afterAll(async () => {
  await server.close();
  await strict.close();
});

type Sent = { status: number; body: unknown; stages: string[]; headers: Headers };

async function send(
  to: TestServer,
  as: { id: string } | null,
  json: unknown,
  headers: Record<string, string> = {},
): Promise<Sent> {
  const client = await graphqlClient(to, as, 'app');
  const response = await client.http.request('POST', '/graphql/', { json, headers });
  const timing = response.headers.get('server-timing') ?? '';
  return {
    status: response.status,
    body: response.body,
    stages: timing.split(',').map((stage) => stage.trim().split(';')[0] ?? ''),
    headers: response.headers,
  };
}

/** Yoga took the request (its JSON lane), or the known-text lane answered before it. */
const byYoga = (sent: Sent) => sent.stages.includes('graphql-json');
const byKnownText = (sent: Sent) => !byYoga(sent) && sent.stages.includes('compiled-read');

describe('the known-text lane', () => {
  it('answers a text Yoga took before, with the same answer and headers', async () => {
    const query = CLASSROOM.replace('KnownClassroom', 'FirstSeen');
    const request = { query, variables: { id: classroom.id, size: 2 } };
    const origin = { origin: server.config.allowedOrigins[0] ?? '' };
    const first = await send(server, owner.user, request, origin);
    const again = await send(server, owner.user, request, origin);
    expect(byYoga(first)).toBe(true);
    expect(byKnownText(again)).toBe(true);
    expect(again.body).toEqual(first.body);
    expect(again.body).toMatchObject({
      data: { classroom: { paginatedStudents: { totalCount: 3 } } },
    });
    for (const name of [
      'content-type',
      'access-control-allow-origin',
      'access-control-allow-credentials',
    ]) {
      expect(again.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(again.headers.get('access-control-allow-origin')).toBe(origin.origin);
  });

  it('leaves to Yoga whom the compiled path does not answer: refusals keep their words', async () => {
    const request = { query: CLASSROOM, variables: { id: classroom.id } };
    await send(server, owner.user, request);
    const outsider = await buildTeacher(server.database.db);
    for (const as of [outsider.user, null]) {
      const refused = await send(server, as, request);
      expect(byYoga(refused)).toBe(true);
      expect(refused.body).toMatchObject({
        data: { classroom: null },
        errors: [{ extensions: { code: as ? 'FORBIDDEN' : 'UNAUTHENTICATED' } }],
      });
    }
  });

  it('checks the variables as Yoga does: input limits, cost and their coercion', async () => {
    const known = { query: CLASSROOM, variables: { id: classroom.id, size: 2 } };
    expect(byYoga(await send(strict, owner.user, known))).toBe(true);
    expect(byKnownText(await send(strict, owner.user, known))).toBe(true);

    const costly = await send(strict, owner.user, {
      ...known,
      variables: { id: classroom.id, size: 50 },
    });
    expect(byYoga(costly)).toBe(true);
    expect(costly.body).toMatchObject({ errors: [{ extensions: { code: 'QUERY_TOO_COSTLY' } }] });

    // Variables the operation does not declare are still the request's: Yoga refuses them.
    const withNul = await send(strict, owner.user, {
      ...known,
      variables: { ...known.variables, note: 'a\u0000b' },
    });
    expect(withNul.status).toBe(400);
    expect(JSON.stringify(withNul.body)).toContain('cannot contain the NUL character');

    await send(server, owner.user, known);
    const wrongType = await send(server, owner.user, {
      ...known,
      variables: { id: classroom.id, size: 0 },
    });
    expect(byYoga(wrongType)).toBe(true);
    expect(JSON.stringify(wrongType.body)).toContain('PageSize must be an integer from 1 to 100');
  });

  it('leaves other parameters and other operations of a known text to Yoga', async () => {
    const known = { query: CLASSROOM, variables: { id: classroom.id } };
    await send(server, owner.user, known);
    const withExtensions = await send(server, owner.user, { ...known, extensions: {} });
    expect(byYoga(withExtensions)).toBe(true);
    expect(withExtensions.body).toMatchObject({ data: { classroom: { id: classroom.id } } });

    const unknownParameter = await send(server, owner.user, { ...known, debug: true });
    expect(byYoga(unknownParameter)).toBe(true);
    expect(unknownParameter.status).toBe(400);

    const otherOperation = await send(server, owner.user, { ...known, operationName: 'Missing' });
    expect(byYoga(otherOperation)).toBe(true);
    expect(JSON.stringify(otherOperation.body)).toContain(
      'Could not determine what operation to execute.',
    );
  });
});
