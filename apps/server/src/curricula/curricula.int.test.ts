import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScenarioAs, type Payload } from '../scenarios/scenario.test-helpers.ts';
import { errorCode, type GraphQLClient, graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildStudent, buildTeacher, languageId } from '../test/world-factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const CURRICULUM_FIELDS = /* GraphQL */ `
  id title description level visibility isLibrary viewerIsOwner viewerCanEdit duplicatedFromId
  scenarioCount totalEstimatedDurationSeconds totalEstimatedDurationMinutes
  language { isoLanguageCode }
  scenarios { position scenario { id title estimatedDurationSeconds } }
`;

type CurriculumResult = {
  id: string;
  title: string;
  description: string;
  level: string;
  visibility: string;
  isLibrary: boolean;
  viewerIsOwner: boolean;
  viewerCanEdit: boolean;
  duplicatedFromId: string | null;
  scenarioCount: number;
  totalEstimatedDurationSeconds: number;
  totalEstimatedDurationMinutes: number;
  language: { isoLanguageCode: string };
  scenarios: { position: number; scenario: { id: string; title: string } }[];
};

const CREATE = /* GraphQL */ `
  mutation ($input: CurriculumInput!, $library: Boolean) {
    createCurriculum(input: $input, library: $library) {
      success objects { ${CURRICULUM_FIELDS} } errors { field objectPosition messages code }
    }
  }
`;
const UPDATE = /* GraphQL */ `
  mutation ($id: ID!, $input: CurriculumInput!) {
    updateCurriculum(id: $id, input: $input) {
      success objects { ${CURRICULUM_FIELDS} } errors { field objectPosition messages code }
    }
  }
`;
const DETAIL = `query ($id: ID!) { curriculum(id: $id) { ${CURRICULUM_FIELDS} } }`;
const LIST = /* GraphQL */ `
  query ($filter: CurriculumFilter, $pageSize: PageSize) {
    curricula(filter: $filter, pageSize: $pageSize) {
      totalCount objects { id title isLibrary scenarioCount language { isoLanguageCode } }
    }
  }
`;
const ADD = /* GraphQL */ `
  mutation ($curriculumId: ID!, $scenarioId: ID!, $position: Int) {
    addScenarioToCurriculum(curriculumId: $curriculumId, scenarioId: $scenarioId, position: $position) {
      success objects { scenarios { scenario { id } } } errors { field messages code }
    }
  }
`;
const REORDER = /* GraphQL */ `
  mutation ($curriculumId: ID!, $scenarioIds: [ID!]!) {
    reorderCurriculumScenarios(curriculumId: $curriculumId, scenarioIds: $scenarioIds) {
      success objects { scenarios { position scenario { id } } } errors { field messages code }
    }
  }
`;
const REMOVE = /* GraphQL */ `
  mutation ($curriculumId: ID!, $scenarioId: ID!) {
    removeScenarioFromCurriculum(curriculumId: $curriculumId, scenarioId: $scenarioId) {
      success objects { scenarioCount } errors { field messages code }
    }
  }
`;
const DELETE =
  'mutation ($id: ID!) { deleteCurriculum(id: $id) { success errors { field messages code } } }';
const DUPLICATE = `mutation ($id: ID!) { duplicateCurriculum(id: $id) { success objects { ${CURRICULUM_FIELDS} } errors { code } } }`;

type ListResult = {
  curricula: {
    totalCount: number;
    objects: {
      id: string;
      title: string;
      isLibrary: boolean;
      scenarioCount: number;
      language: { isoLanguageCode: string };
    }[];
  };
};

async function teacherClient(language = 'en') {
  const teacher = await buildTeacher(server.database.db, { user: { language } });
  return { teacher, client: await graphqlClient(server, teacher.user) };
}

async function libraryScenarioId(client: GraphQLClient, text: string): Promise<string> {
  const found = await client.query<{
    scenarios: { objects: { id: string; isLibrary: boolean }[] };
  }>(
    'query ($text: String) { scenarios(filter: { scope: LIBRARY, text: $text }) { objects { id isLibrary } } }',
    { text },
  );
  const id = found.data?.scenarios.objects.find((scenario) => scenario.isLibrary)?.id;
  if (!id) throw new Error(`no library scenario matches ${text}`);
  return id;
}

async function createCurriculumAs(
  client: GraphQLClient,
  input: Record<string, unknown>,
): Promise<CurriculumResult> {
  const response = await client.query<{ createCurriculum: Payload<CurriculumResult> }>(CREATE, {
    input,
  });
  const created = response.data?.createCurriculum.objects?.[0];
  if (!created) throw new Error(`createCurriculum failed: ${JSON.stringify(response)}`);
  return created;
}

describe('curricula', () => {
  it('builds a curriculum from own and library scenarios, with its total duration', async () => {
    const spanish = await languageId(server.database.db, 'es');
    const { client } = await teacherClient();
    const own = await createScenarioAs(client, spanish, {
      title: 'At the bakery',
      estimatedDurationSeconds: 200,
    });
    const cafe = await libraryScenarioId(client, 'café Madrid');
    const created = await createCurriculumAs(client, {
      title: ' Weekend in Madrid ',
      description: 'Two everyday situations.',
      languageId: spanish,
      level: 'A2',
      scenarioIds: [own.id, cafe],
    });
    expect(created).toMatchObject({
      title: 'Weekend in Madrid',
      visibility: 'PRIVATE',
      isLibrary: false,
      viewerIsOwner: true,
      viewerCanEdit: true,
      scenarioCount: 2,
      totalEstimatedDurationSeconds: 200 + 360,
      totalEstimatedDurationMinutes: 10,
      language: { isoLanguageCode: 'es' },
    });
    expect(created.scenarios.map((entry) => [entry.position, entry.scenario.title])).toEqual([
      [0, 'At the bakery'],
      [1, 'Ordering at a café in Madrid'],
    ]);

    const detail = await client.query<{ curriculum: CurriculumResult }>(DETAIL, { id: created.id });
    expect(detail.data?.curriculum).toEqual(created);
    const mine = await client.query<ListResult>(LIST, { filter: { scope: 'MINE' } });
    expect(mine.data?.curricula.objects.map((c) => c.id)).toEqual([created.id]);
  });

  it('adds, reorders and removes scenarios, and updates the curriculum', async () => {
    const spanish = await languageId(server.database.db, 'es');
    const { client } = await teacherClient();
    const [a, b, c] = await Promise.all(
      ['A', 'B', 'C'].map((title) => createScenarioAs(client, spanish, { title })),
    );
    const curriculum = await createCurriculumAs(client, {
      title: 'Path',
      languageId: spanish,
      level: 'A2',
      scenarioIds: [a?.id],
    });
    const added = await client.query<{
      addScenarioToCurriculum: Payload<{ scenarios: { scenario: { id: string } }[] }>;
    }>(ADD, { curriculumId: curriculum.id, scenarioId: b?.id });
    const addedFirst = await client.query<{
      addScenarioToCurriculum: Payload<{ scenarios: { scenario: { id: string } }[] }>;
    }>(ADD, { curriculumId: curriculum.id, scenarioId: c?.id, position: 0 });
    expect(added.data?.addScenarioToCurriculum.success).toBe(true);
    expect(
      addedFirst.data?.addScenarioToCurriculum.objects?.[0]?.scenarios.map((e) => e.scenario.id),
    ).toEqual([c?.id, a?.id, b?.id]);

    const twice = await client.query<{ addScenarioToCurriculum: Payload<never> }>(ADD, {
      curriculumId: curriculum.id,
      scenarioId: a?.id,
    });
    expect(twice.data?.addScenarioToCurriculum.errors?.[0]?.messages).toEqual([
      'This scenario is already in the curriculum.',
    ]);

    const reordered = await client.query<{
      reorderCurriculumScenarios: Payload<{
        scenarios: { position: number; scenario: { id: string } }[];
      }>;
    }>(REORDER, { curriculumId: curriculum.id, scenarioIds: [a?.id, b?.id, c?.id] });
    expect(reordered.data?.reorderCurriculumScenarios.objects?.[0]?.scenarios).toEqual([
      { position: 0, scenario: { id: a?.id } },
      { position: 1, scenario: { id: b?.id } },
      { position: 2, scenario: { id: c?.id } },
    ]);
    const badOrder = await client.query<{ reorderCurriculumScenarios: Payload<never> }>(REORDER, {
      curriculumId: curriculum.id,
      scenarioIds: [a?.id, b?.id],
    });
    expect(badOrder.data?.reorderCurriculumScenarios.errors?.[0]?.field).toBe('scenarioIds');

    const removed = await client.query<{
      removeScenarioFromCurriculum: Payload<{ scenarioCount: number }>;
    }>(REMOVE, { curriculumId: curriculum.id, scenarioId: b?.id });
    expect(removed.data?.removeScenarioFromCurriculum.objects?.[0]?.scenarioCount).toBe(2);

    const updated = await client.query<{ updateCurriculum: Payload<CurriculumResult> }>(UPDATE, {
      id: curriculum.id,
      input: {
        title: 'Renamed path',
        languageId: spanish,
        level: 'B1',
        visibility: 'PRIVATE',
        scenarioIds: [c?.id],
      },
    });
    expect(updated.data?.updateCurriculum.objects?.[0]).toMatchObject({
      title: 'Renamed path',
      level: 'B1',
      scenarioCount: 1,
    });

    const deleted = await client.query<{ deleteCurriculum: Payload<never> }>(DELETE, {
      id: curriculum.id,
    });
    expect(deleted.data?.deleteCurriculum).toEqual({ success: true, errors: null });
    // The scenarios stay.
    const still = await client.query<{ scenario: { id: string } | null }>(
      'query ($id: ID!) { scenario(id: $id) { id } }',
      { id: c?.id },
    );
    expect(still.data?.scenario?.id).toBe(c?.id);
  });

  it('refuses a scenario in another language, naming the languages in the teacher’s language', async () => {
    const spanish = await languageId(server.database.db, 'es');
    const { client } = await teacherClient('es');
    const lyon = await libraryScenarioId(client, 'Lyon');
    const response = await client.query<{ createCurriculum: Payload<never> }>(CREATE, {
      input: { title: 'Viaje', languageId: spanish, level: 'A2', scenarioIds: [lyon] },
    });
    expect(response.data?.createCurriculum.errors).toEqual([
      {
        field: 'scenarioIds.0',
        objectPosition: null,
        messages: ['Este escenario está en francés, pero el currículo está en español.'],
        code: 'LANGUAGE_MISMATCH',
      },
    ]);
  });

  it('refuses another teacher’s private scenario, and private scenarios in a public curriculum', async () => {
    const spanish = await languageId(server.database.db, 'es');
    const author = await teacherClient();
    const { client } = await teacherClient();
    const theirs = await createScenarioAs(author.client, spanish);
    const mine = await createScenarioAs(client, spanish);
    const response = await client.query<{ createCurriculum: Payload<never> }>(CREATE, {
      input: { title: 'Path', languageId: spanish, level: 'A2', scenarioIds: [mine.id, theirs.id] },
    });
    expect(response.data?.createCurriculum.errors).toEqual([
      {
        field: 'scenarioIds.1',
        objectPosition: null,
        messages: ['This scenario does not exist or is not available to you.'],
        code: 'SCENARIO_NOT_AVAILABLE',
      },
    ]);
    const published = await client.query<{ createCurriculum: Payload<never> }>(CREATE, {
      input: {
        title: 'Path',
        languageId: spanish,
        level: 'A2',
        visibility: 'PUBLIC',
        scenarioIds: [mine.id],
      },
    });
    expect(published.data?.createCurriculum.errors?.[0]).toMatchObject({
      field: 'scenarioIds.0',
      messages: [
        'A public curriculum can only contain public scenarios. Make this scenario public first.',
      ],
      code: 'SCENARIO_NOT_PUBLIC',
    });
  });

  it('duplicates a library curriculum into a private one sharing its scenarios', async () => {
    const { client } = await teacherClient();
    const library = await client.query<ListResult>(LIST, {
      filter: { scope: 'LIBRARY', text: 'Travel essentials' },
    });
    const travel = library.data?.curricula.objects.find((c) => c.isLibrary);
    expect(travel).toMatchObject({ scenarioCount: 3, language: { isoLanguageCode: 'es' } });
    const response = await client.query<{ duplicateCurriculum: Payload<CurriculumResult> }>(
      DUPLICATE,
      { id: travel?.id },
    );
    const copy = response.data?.duplicateCurriculum.objects?.[0];
    expect(copy).toMatchObject({
      title: 'Travel essentials',
      visibility: 'PRIVATE',
      isLibrary: false,
      viewerIsOwner: true,
      duplicatedFromId: travel?.id,
      scenarioCount: 3,
      totalEstimatedDurationSeconds: 360 + 300 + 300,
    });
    expect(copy?.scenarios.map((entry) => entry.scenario.title)).toEqual([
      'Ordering at a café in Madrid',
      'Buying a train ticket to Toledo',
      'At the pharmacy',
    ]);
  });

  it('keeps private curricula to their owner and refuses students and anonymous visitors', async () => {
    const { db } = server.database;
    const spanish = await languageId(db, 'es');
    const author = await teacherClient();
    const other = await teacherClient();
    const curriculum = await createCurriculumAs(author.client, {
      title: 'Private path',
      languageId: spanish,
      level: 'A2',
    });
    const read = await other.client.query<{ curriculum: unknown }>(
      'query ($id: ID!) { curriculum(id: $id) { id } }',
      { id: curriculum.id },
    );
    expect(read.data?.curriculum).toBeNull();
    const update = await other.client.query<{ updateCurriculum: Payload<never> }>(UPDATE, {
      id: curriculum.id,
      input: { title: 'Mine now', languageId: spanish, level: 'A2' },
    });
    expect(update.data?.updateCurriculum.errors?.[0]?.code).toBe('NOT_FOUND');
    const remove = await other.client.query<{ deleteCurriculum: Payload<never> }>(DELETE, {
      id: curriculum.id,
    });
    expect(remove.data?.deleteCurriculum.errors?.[0]?.code).toBe('NOT_FOUND');

    const student = await graphqlClient(server, (await buildStudent(db)).user);
    const libraryForStudent = await student.query<ListResult>(LIST, {
      filter: { text: 'First conversations' },
    });
    expect(libraryForStudent.data?.curricula.objects.map((c) => c.title)).toContain(
      'First conversations',
    );
    expect(
      errorCode(
        await student.query(CREATE, { input: { title: 'X', languageId: spanish, level: 'A1' } }),
      ),
    ).toBe('FORBIDDEN');
    const libraryId = libraryForStudent.data?.curricula.objects[0]?.id;
    expect(errorCode(await student.query(DUPLICATE, { id: libraryId }))).toBe('FORBIDDEN');
    expect(errorCode(await student.query(DELETE, { id: libraryId }))).toBe('FORBIDDEN');

    const anonymous = await graphqlClient(server, null);
    expect(errorCode(await anonymous.query(LIST))).toBe('UNAUTHENTICATED');
    expect(errorCode(await anonymous.query(DELETE, { id: curriculum.id }))).toBe('UNAUTHENTICATED');
  });
});
