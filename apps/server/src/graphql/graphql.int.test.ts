import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorCode, type GraphQLClient, graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildStudent, buildTeacher, buildUser } from '../test/world-factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ GRAPHQL_MAX_DEPTH: '6', GRAPHQL_MAX_BATCH: '3' });
});
afterAll(() => server.close());

type TypeRef = { kind: string; name: string | null; ofType: TypeRef | null };
type InputField = { name: string; type: TypeRef };
type RootField = { name: string; args: InputField[]; type: TypeRef };
type IntrospectedType = {
  name: string;
  kind: string;
  inputFields: InputField[] | null;
  enumValues: { name: string }[] | null;
};

const TYPE_REF = 'kind name ofType { kind name ofType { kind name ofType { kind name } } }';
const INTROSPECTION = `{
  __schema {
    queryType { fields { name type { ${TYPE_REF} } args { name type { ${TYPE_REF} } } } }
    mutationType { fields { name type { ${TYPE_REF} } args { name type { ${TYPE_REF} } } } }
    types { name kind inputFields { name type { ${TYPE_REF} } } enumValues { name } }
  }
}`;

const PUBLIC = [
  'languages',
  'teacherInvitePreview',
  'classroomInvitePreview',
  'teacherToClassroomInvitationPreview',
];
const SOME_UUID = '00000000-0000-4000-8000-000000000000';

/** Builds a call of every root field with made-up values for its required arguments. */
type Operation = { name: string; kind: string; document: string; files: string[] };

async function everyOperation(): Promise<Operation[]> {
  const client = await graphqlClient(server, null);
  const { data } = await client.query<{
    __schema: {
      queryType: { fields: RootField[] };
      mutationType: { fields: RootField[] };
      types: IntrospectedType[];
    };
  }>(INTROSPECTION);
  if (!data) throw new Error('introspection failed');
  const types = new Map(data.__schema.types.map((type) => [type.name, type]));
  const named = (ref: TypeRef): TypeRef => (ref.ofType ? named(ref.ofType) : ref);
  const literal = (ref: TypeRef): string => {
    if (ref.kind === 'NON_NULL') return literal(ref.ofType as TypeRef);
    if (ref.kind === 'LIST') return `[${literal(ref.ofType as TypeRef)}]`;
    const type = types.get(ref.name ?? '');
    if (type?.kind === 'ENUM') return type.enumValues?.[0]?.name ?? 'X';
    if (type?.kind === 'INPUT_OBJECT') {
      const required = (type.inputFields ?? []).filter((f) => f.type.kind === 'NON_NULL');
      return `{ ${required.map((f) => `${f.name}: ${literal(f.type)}`).join(', ')} }`;
    }
    switch (ref.name) {
      case 'Int':
      case 'PageSize':
        return '1';
      case 'Boolean':
        return 'true';
      case 'ID':
        return `"${SOME_UUID}"`;
      default:
        return '"x"';
    }
  };
  const call = (kind: 'query' | 'mutation', field: RootField): Operation => {
    const args = field.args.filter((arg) => arg.type.kind === 'NON_NULL');
    // Files cannot be literals: they travel as multipart parts bound to variables.
    const files = args.filter((arg) => named(arg.type).name === 'File').map((arg) => arg.name);
    const value = (arg: InputField) =>
      files.includes(arg.name) ? `$${arg.name}` : literal(arg.type);
    const argText = args.length ? `(${args.map((a) => `${a.name}: ${value(a)}`).join(', ')})` : '';
    const selection =
      types.get(named(field.type).name ?? '')?.kind === 'OBJECT' ? ' { __typename }' : '';
    const variables = files.length ? `(${files.map((f) => `$${f}: File!`).join(', ')})` : '';
    return {
      name: field.name,
      kind,
      document: `${kind}${variables} { ${field.name}${argText}${selection} }`,
      files,
    };
  };
  return [
    ...data.__schema.queryType.fields.map((f) => call('query', f)),
    ...data.__schema.mutationType.fields.map((f) => call('mutation', f)),
  ];
}

function send(client: GraphQLClient, operation: Operation) {
  if (operation.files.length === 0) return client.query(operation.document);
  const file = new File([new Uint8Array([1, 2, 3])], 'x.bin');
  return client.upload(
    operation.document,
    Object.fromEntries(operation.files.map((name) => [name, null])),
    Object.fromEntries(operation.files.map((name) => [`variables.${name}`, file])),
  );
}

describe('authorisation matrix', () => {
  it('refuses an anonymous user everything but the invitation previews and the languages', async () => {
    const anonymous = await graphqlClient(server, null);
    const operations = await everyOperation();
    expect(operations.length).toBeGreaterThan(30);
    const outcomes: Record<string, string | undefined> = {};
    for (const operation of operations) {
      outcomes[operation.name] = errorCode(await send(anonymous, operation));
    }
    for (const operation of operations) {
      if (PUBLIC.includes(operation.name)) {
        expect.soft(outcomes[operation.name], operation.name).not.toBe('UNAUTHENTICATED');
      } else {
        expect.soft(outcomes[operation.name], operation.name).toBe('UNAUTHENTICATED');
      }
    }
  });

  it('refuses each role the operations of the others', async () => {
    const { db } = server.database;
    const operations = new Map((await everyOperation()).map((op) => [op.name, op]));
    const refusals: [string, { id: string }, string[]][] = [
      [
        'student',
        (await buildStudent(db)).user,
        [
          'createClassroom',
          'myStudents',
          'rotateTeacherInviteToken',
          'acceptTeacherToClassroomInvitation',
          'users',
          'createLanguages',
          'updateLanguages',
        ],
      ],
      [
        'teacher',
        (await buildTeacher(db)).user,
        ['acceptTeacherInvite', 'acceptClassroomInvite', 'myTeachers', 'users', 'createLanguages'],
      ],
      [
        'user without a type',
        await buildUser(db),
        ['classrooms', 'myTeachers', 'myStudents', 'createClassroom'],
      ],
    ];
    for (const [role, user, names] of refusals) {
      const client = await graphqlClient(server, user);
      for (const name of names) {
        const operation = operations.get(name);
        if (!operation) throw new Error(`no operation ${name}`);
        expect.soft(errorCode(await send(client, operation)), `${role}: ${name}`).toBe('FORBIDDEN');
      }
    }
  });
});

describe('transport rules', () => {
  it('requires the CSRF header from a signed-in browser, not from app clients', async () => {
    const { db } = server.database;
    const user = await buildUser(db);
    const browser = await graphqlClient(server, user, 'browser');
    const noHeader = await browser.query(
      '{ readUser(me: true) { id } }',
      {},
      { withoutCsrf: true },
    );
    expect(noHeader.status).toBe(403);
    expect(errorCode(noHeader)).toBe('CSRF_FAILED');
    const app = await graphqlClient(server, user, 'app');
    const ok = await app.query<{ readUser: { id: string } }>('{ readUser(me: true) { id } }');
    expect(ok.data?.readUser.id).toBe(user.id);
  });

  it('refuses operations deeper than the limit', async () => {
    const client = await graphqlClient(server, null);
    const deep = await client.query('{ languages { id } a: languages { id } }');
    expect(deep.errors).toBeUndefined();
    const tooDeep = await client.query(
      'query { readUser(me: true) { teacherProfile { user { teacherProfile { user { teacherProfile { id } } } } } } }',
    );
    expect(errorCode(tooDeep)).toBe('QUERY_TOO_DEEP');
  });

  it('refuses operations costlier than the limit', async () => {
    const client = await graphqlClient(server, null);
    const costly = await client.query(
      `{ users(pageSize: "All") { objects { teacherProfile { paginatedLanguagesTaught(pageSize: 100) { objects { id name } } } } } }`,
    );
    expect(errorCode(costly)).toBe('QUERY_TOO_COSTLY');
  });

  it('answers batched requests up to the limit and refuses larger batches', async () => {
    const batch = (size: number) =>
      fetch(`${server.url}/graphql/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          Array.from({ length: size }, () => ({ query: '{ languages { id } }' })),
        ),
      });
    const ok = await batch(3);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as unknown[]).length).toBe(3);
    const refused = await batch(4);
    expect(refused.status).not.toBe(200);
  });

  it('speaks the Accept-Language of an anonymous request', async () => {
    const response = await fetch(`${server.url}/graphql/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' },
      body: JSON.stringify({ query: '{ readUser(me: true) { id } }' }),
    });
    const body = (await response.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBe('Du musst angemeldet sein.');
  });
});

describe('production settings', () => {
  it('switches introspection off unless GRAPHQL_INTROSPECTION, and masks unexpected errors', async () => {
    const production = {
      NODE_ENV: 'production',
      SECRET_KEY: 'a-production-secret-key-for-this-test-only-000000',
      PUBLIC_URL: 'https://charla.example',
    };
    const closed = await startTestServer(production);
    const open = await startTestServer({ ...production, GRAPHQL_INTROSPECTION: 'true' });
    try {
      const introspect = (target: TestServer) =>
        graphqlClient(target, null, 'app').then((c) =>
          c.query('{ __schema { queryType { name } } }'),
        );
      expect((await introspect(closed)).errors?.[0]?.message).toMatch(/introspection/i);
      expect((await introspect(open)).errors).toBeUndefined();

      const { db } = server.database;
      const user = await buildUser(db);
      const client = await graphqlClient(closed, user, 'app');
      // The database fails with its SQL in the message: an unexpected error, which must not leak.
      // (A NUL byte used to do it; bad input is refused before the database now.)
      const findFirst = vi
        .spyOn(closed.database.db.query.users, 'findFirst')
        .mockRejectedValueOnce(new Error('invalid byte sequence: select "id" from "users"'));
      const broken = await client.query(
        'query ($e: String!) { readUser(where: { email: $e }) { id } }',
        { e: 'a@example.test' },
      );
      findFirst.mockRestore();
      expect(broken.errors?.[0]?.message).toBe('Unexpected error.');
      // Expected failures keep their message and code.
      const refused = await (await graphqlClient(closed, null, 'app')).query(
        '{ myStudents { totalCount } }',
      );
      expect(errorCode(refused)).toBe('UNAUTHENTICATED');
    } finally {
      await Promise.all([closed.close(), open.close()]);
    }
  });
});
