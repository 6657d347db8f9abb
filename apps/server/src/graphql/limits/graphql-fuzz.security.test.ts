import fc from 'fast-check';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/test-server.ts';
import { buildTeacher } from '../../test/world-factories.ts';
import { schema } from '../schema.ts';

/** Runs per property: a few seconds in all (their times go to bench/security, not here). */
const RUNS = 60;

/** Reads choices from the generated numbers in turn: the document is a function of them. */
class Choices {
  #index = 0;
  readonly numbers: number[];
  readonly texts: string[];
  constructor(numbers: number[], texts: string[]) {
    this.numbers = numbers;
    this.texts = texts;
  }
  pick(count: number): number {
    const value = this.numbers[this.#index % this.numbers.length] ?? 0;
    this.#index += 1;
    return count <= 0 ? 0 : value % count;
  }
  text(): string {
    return this.texts[this.pick(this.texts.length)] ?? '';
  }
}

const INTS = ['0', '-1', '1', '8', '2147483647', '2147483648', '-99999999999'];

function literal(type: GraphQLInputType, choices: Choices, depth: number): string {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    return `[${literal(nullable.ofType, choices, depth + 1)}, ${literal(nullable.ofType, choices, depth + 1)}]`;
  }
  const named = getNamedType(type);
  if (isEnumType(named)) {
    const values = named.getValues();
    const index = choices.pick(values.length + 1);
    return values[index]?.name ?? 'NOT_A_VALUE';
  }
  if (isInputObjectType(named)) {
    if (depth > 2) return '{}';
    const fields = Object.values(named.getFields()).filter(
      (field) => isNonNullType(field.type) || choices.pick(2) === 0,
    );
    return `{ ${fields.map((field) => `${field.name}: ${literal(field.type, choices, depth + 1)}`).join(', ')} }`;
  }
  switch (choices.pick(4)) {
    case 0:
      return INTS[choices.pick(INTS.length)] ?? '0';
    case 1:
      return choices.pick(2) === 0 ? 'true' : '1.5';
    default:
      return JSON.stringify(choices.text());
  }
}

function selection(type: GraphQLOutputType, choices: Choices, depth: number): string {
  const named: GraphQLNamedType = getNamedType(type);
  if (isScalarType(named) || isEnumType(named)) return '';
  if (!(isObjectType(named) || isInterfaceType(named)) || depth > 3) return '{ __typename }';
  const fields = Object.values(named.getFields());
  const chosen = Array.from(
    { length: 1 + choices.pick(3) },
    () => fields[choices.pick(fields.length)],
  );
  return `{ __typename ${chosen.map((field) => (field ? fieldText(field, choices, depth + 1) : '')).join(' ')} }`;
}

function fieldText(field: GraphQLField<unknown, unknown>, choices: Choices, depth: number): string {
  const args = field.args.filter((arg) => isNonNullType(arg.type) || choices.pick(3) === 0);
  const argText = args.length
    ? `(${args.map((arg) => `${arg.name}: ${literal(arg.type, choices, 0)}`).join(', ')})`
    : '';
  const alias = choices.pick(4) === 0 ? `a${choices.pick(100)}: ` : '';
  return `${alias}${field.name}${argText} ${selection(field.type, choices, depth)}`;
}

/** A document of root fields of the schema with generated arguments and selections. */
function generatedDocument(choices: Choices): string {
  const mutation = choices.pick(3) === 0;
  const root = mutation ? schema.getMutationType() : schema.getQueryType();
  const fields = Object.values(root?.getFields() ?? {});
  const chosen = Array.from(
    { length: 1 + choices.pick(3) },
    () => fields[choices.pick(fields.length)],
  );
  const body = chosen.map((field) => (field ? fieldText(field, choices, 1) : '')).join(' ');
  return `${mutation ? 'mutation' : 'query'} { ${body} }`;
}

let server: TestServer;
let sessionToken: string;
beforeAll(async () => {
  server = await startTestServer({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://charla.example.org',
    SECRET_KEY: 'a-production-secret-key-of-enough-length-0123456789',
    RATE_LIMITS: JSON.stringify({ graphql: '', graphql_anonymous: '' }),
  });
  const teacher = await buildTeacher(server.database.db);
  sessionToken = await server.app.authModule.createSession(teacher.user.id, 'app');
});
afterAll(() => server.close());

const numbers = fc.array(fc.nat({ max: 10_000 }), { minLength: 32, maxLength: 96 });
const texts = fc.array(fc.string({ unit: 'binary', maxLength: 40 }), {
  minLength: 1,
  maxLength: 4,
});

async function send(payload: unknown, signedIn: boolean) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      ...(signedIn ? { 'x-session-token': sessionToken } : {}),
    },
    payload: JSON.stringify(payload),
  });
  return { status: response.statusCode, body: response.body };
}

describe('generated GraphQL requests against the schema', () => {
  it('never answer 500 nor an unexpected error, signed in or not', async () => {
    await fc.assert(
      fc.asyncProperty(numbers, texts, fc.boolean(), async (picks, strings, signedIn) => {
        const query = generatedDocument(new Choices(picks, strings));
        const answer = await send({ query }, signedIn);
        expect(answer.status, query).toBeLessThan(500);
        expect(answer.body, query).not.toContain('Unexpected error.');
      }),
      { numRuns: RUNS },
    );
  });

  it('never answer 500 for generated variables of any shape', async () => {
    const query =
      'query ($id: ID!, $size: PageSize, $filter: ScenarioFilter) { scenario(id: $id) { id } scenarios(pageSize: $size, filter: $filter) { totalCount } }';
    await fc.assert(
      fc.asyncProperty(
        fc.record({ id: fc.jsonValue(), size: fc.jsonValue(), filter: fc.jsonValue() }),
        fc.boolean(),
        async (variables, signedIn) => {
          const answer = await send({ query, variables }, signedIn);
          expect(answer.status, JSON.stringify(variables)).toBeLessThan(500);
          expect(answer.body, JSON.stringify(variables)).not.toContain('Unexpected error.');
        },
      ),
      { numRuns: RUNS },
    );
  });
});
