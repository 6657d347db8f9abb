import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildStudent, buildTeacher, buildUser, languageId } from '../test/world-factories.ts';
import {
  CREATE_SCENARIO,
  createScenarioAs,
  type Payload,
  SCENARIO_DETAIL,
  type ScenarioResult,
  UPDATE_SCENARIO,
} from './scenario.test-helpers.ts';
import { scenarioInput } from './scenario-input.fixture.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Page<T> = {
  totalCount: number;
  page: number;
  pages: number;
  hasNext: boolean;
  objects: T[];
};

const LIST = /* GraphQL */ `
  query Scenarios(
    $filter: ScenarioFilter
    $page: Int
    $pageSize: PageSize
    $sortField: ScenarioSortField
    $sortOrder: SortOrder
  ) {
    scenarios(
      filter: $filter
      page: $page
      pageSize: $pageSize
      sortField: $sortField
      sortOrder: $sortOrder
    ) {
      totalCount page pages hasNext
      objects { id title level visibility isLibrary language { isoLanguageCode } }
    }
  }
`;

type ListItem = {
  id: string;
  title: string;
  level: string;
  visibility: string;
  isLibrary: boolean;
  language: { isoLanguageCode: string };
};

const DELETE =
  'mutation ($id: ID!) { deleteScenario(id: $id) { success errors { field messages code } } }';
const DUPLICATE = /* GraphQL */ `
  mutation ($id: ID!) {
    duplicateScenario(id: $id) {
      success
      objects { id title visibility duplicatedFromId viewerIsOwner steps { title } vocabularyItems { text } rubrics { category weight } }
      errors { field messages code }
    }
  }
`;
const REORDER = /* GraphQL */ `
  mutation ($scenarioId: ID!, $stepIds: [ID!]!) {
    reorderScenarioSteps(scenarioId: $scenarioId, stepIds: $stepIds) {
      success
      objects { steps { id position title } }
      errors { field messages code }
    }
  }
`;

async function teacherClient(options: { language?: string; isStaff?: boolean } = {}) {
  const teacher = await buildTeacher(server.database.db, {
    user: { language: options.language ?? 'en', isStaff: options.isStaff ?? false },
  });
  return { teacher, client: await graphqlClient(server, teacher.user) };
}

describe('scenarios: authoring', () => {
  it('creates a scenario with its steps, vocabulary and rubrics and reads it back intact', async () => {
    const spanish = await languageId(server.database.db, 'es');
    const { teacher, client } = await teacherClient();
    const created = await createScenarioAs(client, spanish, { title: '  At the bakery ' });
    expect(created).toMatchObject({
      title: 'At the bakery',
      level: 'A2',
      visibility: 'PRIVATE',
      isLibrary: false,
      viewerIsOwner: true,
      viewerCanEdit: true,
      estimatedDurationSeconds: 300,
      estimatedDurationMinutes: 5,
      voiceName: null,
      language: { isoLanguageCode: 'es' },
      owner: { id: teacher.profile.id },
    });
    expect(created.steps.map((step) => [step.position, step.title])).toEqual([
      [0, 'Greet'],
      [1, 'Pay'],
    ]);
    expect(created.steps[0]?.expectedPhrases).toEqual(['buenos días', 'una barra']);
    expect(created.vocabularyItems.map((item) => item.text)).toEqual([
      'pan',
      'para llevar',
      'barra',
    ]);
    expect(created.rubrics).toEqual([
      { category: 'GRAMMAR', criteria: 'Polite requests.', weight: 40 },
      { category: 'VOCABULARY', criteria: 'Uses the bakery words.', weight: 60 },
    ]);

    const detail = await client.query<{ scenario: ScenarioResult }>(SCENARIO_DETAIL, {
      id: created.id,
    });
    expect(detail.errors).toBeUndefined();
    expect(detail.data?.scenario).toEqual(created);
  });

  it('updates a scenario, keeping the ids of the steps it keeps', async () => {
    const spanish = await languageId(server.database.db, 'es');
    const { client } = await teacherClient();
    const created = await createScenarioAs(client, spanish);
    const [greet, pay] = created.steps;
    const input = scenarioInput(spanish, {
      title: 'At the bakery, revised',
      visibility: 'PUBLIC',
      steps: [
        { id: pay?.id, title: 'Pay first', goal: 'Pay.', scriptedLine: '¿Cómo paga?' },
        { title: 'Say goodbye', goal: 'Say goodbye.', scriptedLine: '¡Hasta luego!' },
        { id: greet?.id, title: 'Greet', goal: 'Greet.', scriptedLine: '¡Hola!' },
      ],
      vocabularyItems: [{ kind: 'WORD', text: 'Barra', translation: 'baguette' }],
      rubrics: [{ category: 'FLUENCY', criteria: 'Speaks smoothly.', weight: 100 }],
    });
    const response = await client.query<{ updateScenario: Payload<ScenarioResult> }>(
      UPDATE_SCENARIO,
      { id: created.id, input },
    );
    const updated = response.data?.updateScenario.objects?.[0];
    expect(response.data?.updateScenario.errors).toBeNull();
    expect(updated?.title).toBe('At the bakery, revised');
    expect(updated?.visibility).toBe('PUBLIC');
    expect(updated?.steps.map((step) => [step.position, step.title])).toEqual([
      [0, 'Pay first'],
      [1, 'Say goodbye'],
      [2, 'Greet'],
    ]);
    expect(updated?.steps[0]?.id).toBe(pay?.id);
    expect(updated?.steps[2]?.id).toBe(greet?.id);
    expect(updated?.steps[0]?.expectedPhrases).toEqual([]);
    expect(updated?.vocabularyItems.map((item) => [item.text, item.required])).toEqual([
      ['Barra', false],
    ]);
    expect(updated?.rubrics).toEqual([
      { category: 'FLUENCY', criteria: 'Speaks smoothly.', weight: 100 },
    ]);
  });

  it('refuses a step id from another scenario', async () => {
    const spanish = await languageId(server.database.db, 'es');
    const { client } = await teacherClient();
    const first = await createScenarioAs(client, spanish);
    const second = await createScenarioAs(client, spanish);
    const input = scenarioInput(spanish, {
      steps: [{ id: first.steps[0]?.id, title: 'Stolen', goal: 'Steal.', scriptedLine: 'Hola.' }],
    });
    const response = await client.query<{ updateScenario: Payload<ScenarioResult> }>(
      UPDATE_SCENARIO,
      { id: second.id, input },
    );
    expect(response.data?.updateScenario.errors).toEqual([
      {
        field: 'steps.0.id',
        objectPosition: null,
        messages: ['This step does not belong to the scenario.'],
        code: 'UNKNOWN_STEP',
      },
    ]);
  });

  it('reorders steps by drag and drop, and refuses a list that is not the same steps', async () => {
    const spanish = await languageId(server.database.db, 'es');
    const { client } = await teacherClient();
    const created = await createScenarioAs(client, spanish, {
      steps: ['One', 'Two', 'Three'].map((title) => ({ title, goal: title, scriptedLine: title })),
    });
    const ids = created.steps.map((step) => step.id);
    const reordered = await client.query<{
      reorderScenarioSteps: Payload<{ steps: { id: string; position: number; title: string }[] }>;
    }>(REORDER, { scenarioId: created.id, stepIds: [ids[2], ids[0], ids[1]] });
    expect(reordered.data?.reorderScenarioSteps.objects?.[0]?.steps).toEqual([
      { id: ids[2], position: 0, title: 'Three' },
      { id: ids[0], position: 1, title: 'One' },
      { id: ids[1], position: 2, title: 'Two' },
    ]);

    const missing = await client.query<{ reorderScenarioSteps: Payload<unknown> }>(REORDER, {
      scenarioId: created.id,
      stepIds: [ids[0], ids[1]],
    });
    expect(missing.data?.reorderScenarioSteps.errors?.[0]).toMatchObject({
      field: 'stepIds',
      messages: ['The new order must list every step of the scenario exactly once.'],
      code: 'STEP_LIST_MISMATCH',
    });
  });

  it('reports validation failures per field in the teacher’s language', async () => {
    const spanish = await languageId(server.database.db, 'es');
    const { client } = await teacherClient({ language: 'es' });
    const input = scenarioInput(spanish, {
      steps: [],
      vocabularyItems: [
        { kind: 'WORD', text: 'pan', translation: 'bread' },
        { kind: 'WORD', text: 'PAN', translation: 'bread' },
      ],
      rubrics: [
        { category: 'GRAMMAR', criteria: 'Gramática.', weight: 50 },
        { category: 'FLUENCY', criteria: 'Fluidez.', weight: 20 },
      ],
    });
    const response = await client.query<{ createScenario: Payload<ScenarioResult> }>(
      CREATE_SCENARIO,
      { input },
    );
    const payload = response.data?.createScenario;
    expect(payload?.success).toBe(false);
    expect(payload?.objects).toBeNull();
    expect(
      Object.fromEntries((payload?.errors ?? []).map((error) => [error.field, error.messages])),
    ).toEqual({
      steps: ['Añade al menos un paso.'],
      'vocabularyItems.1.text': ['«PAN» ya está en la lista de vocabulario.'],
      rubrics: ['Los pesos de las rúbricas deben sumar 100 (ahora suman 70).'],
    });
  });

  it('refuses a language that is not in the catalogue', async () => {
    const { client } = await teacherClient();
    const response = await client.query<{ createScenario: Payload<ScenarioResult> }>(
      CREATE_SCENARIO,
      { input: scenarioInput(randomUUID()) },
    );
    expect(response.data?.createScenario.errors).toEqual([
      {
        field: 'languageId',
        objectPosition: null,
        messages: ['Choose a language from the list.'],
        code: 'UNKNOWN_LANGUAGE',
      },
    ]);
  });

  it('duplicates a library scenario into a private scenario of the teacher’s own', async () => {
    const { teacher, client } = await teacherClient();
    const library = await client.query<{ scenarios: Page<ListItem> }>(LIST, {
      filter: { scope: 'LIBRARY', text: 'café Madrid' },
    });
    const cafe = library.data?.scenarios.objects.find((s) => s.isLibrary);
    expect(cafe?.title).toBe('Ordering at a café in Madrid');

    const response = await client.query<{
      duplicateScenario: Payload<{
        id: string;
        title: string;
        visibility: string;
        duplicatedFromId: string;
        viewerIsOwner: boolean;
        steps: { title: string }[];
        vocabularyItems: { text: string }[];
        rubrics: { category: string; weight: number }[];
      }>;
    }>(DUPLICATE, { id: cafe?.id });
    const copy = response.data?.duplicateScenario.objects?.[0];
    expect(copy).toMatchObject({
      title: 'Ordering at a café in Madrid',
      visibility: 'PRIVATE',
      duplicatedFromId: cafe?.id,
      viewerIsOwner: true,
    });
    expect(copy?.steps.map((step) => step.title)).toEqual([
      'Order a drink',
      'Order something to eat',
      'Here or to take away',
      'Ask for the bill',
      'Pay',
    ]);
    expect(copy?.vocabularyItems).toHaveLength(9);

    const mine = await client.query<{ scenarios: Page<ListItem> }>(LIST, {
      filter: { scope: 'MINE' },
    });
    expect(mine.data?.scenarios.objects.map((s) => s.id)).toEqual([copy?.id]);

    // A duplicate of one's own scenario says it is a copy.
    const again = await client.query<{ duplicateScenario: Payload<{ title: string }> }>(DUPLICATE, {
      id: copy?.id,
    });
    expect(again.data?.duplicateScenario.objects?.[0]?.title).toBe(
      'Ordering at a café in Madrid (copy)',
    );
    expect(teacher.profile.id).toBeTruthy();
  });

  it('lists own and public scenarios with filters, sorting and pages of 8', async () => {
    const italian = await languageId(server.database.db, 'it');
    const { client } = await teacherClient();
    const tag = randomUUID().slice(0, 8);
    for (const [index, level] of [
      'A1',
      'A1',
      'A2',
      'A2',
      'B1',
      'B1',
      'B2',
      'B2',
      'C1',
      'C2',
    ].entries()) {
      await createScenarioAs(client, italian, { title: `${tag} scenario ${index}`, level });
    }
    const first = await client.query<{ scenarios: Page<ListItem> }>(LIST, {
      filter: { text: tag },
    });
    expect(first.data?.scenarios).toMatchObject({
      totalCount: 10,
      page: 1,
      pages: 2,
      hasNext: true,
    });
    expect(first.data?.scenarios.objects.map((s) => s.title)).toEqual(
      [0, 1, 2, 3, 4, 5, 6, 7].map((index) => `${tag} scenario ${index}`),
    );

    const second = await client.query<{ scenarios: Page<ListItem> }>(LIST, {
      filter: { text: tag },
      page: 2,
      sortOrder: 'DESC',
    });
    expect(second.data?.scenarios.objects.map((s) => s.title)).toEqual([
      `${tag} scenario 1`,
      `${tag} scenario 0`,
    ]);

    const all = await client.query<{ scenarios: Page<ListItem> }>(LIST, {
      filter: { text: tag, level: 'B1' },
      pageSize: 'All',
    });
    expect(all.data?.scenarios.objects.map((s) => s.level)).toEqual(['B1', 'B1']);

    const byLanguage = await client.query<{ scenarios: Page<ListItem> }>(LIST, {
      filter: { languageId: italian, scope: 'MINE' },
      pageSize: -1,
    });
    expect(byLanguage.data?.scenarios.totalCount).toBe(10);

    const libraryFrench = await client.query<{ scenarios: Page<ListItem> }>(LIST, {
      filter: { scope: 'LIBRARY', languageId: await languageId(server.database.db, 'fr') },
    });
    expect(
      libraryFrench.data?.scenarios.objects.every((s) => s.language.isoLanguageCode === 'fr'),
    ).toBe(true);
    expect(libraryFrench.data?.scenarios.objects.map((s) => s.title)).toContain(
      'Asking for directions in Lyon',
    );
  });

  it('seeds a public library in the six interface languages', async () => {
    const { client } = await teacherClient();
    const library = await client.query<{ scenarios: Page<ListItem> }>(LIST, {
      filter: { scope: 'LIBRARY' },
      pageSize: 'All',
    });
    const seeded = library.data?.scenarios.objects.filter((s) => s.isLibrary) ?? [];
    expect(new Set(seeded.map((s) => s.language.isoLanguageCode))).toEqual(
      new Set(['en', 'es', 'ar', 'de', 'fr', 'zh-Hans']),
    );
    expect(seeded.every((s) => s.visibility === 'PUBLIC')).toBe(true);
  });
});

describe('scenarios: deleting', () => {
  it('deletes a scenario, and refuses while a curriculum uses it', async () => {
    const spanish = await languageId(server.database.db, 'es');
    const { client } = await teacherClient();
    const scenario = await createScenarioAs(client, spanish);
    const curriculum = await client.query<{ createCurriculum: Payload<{ id: string }> }>(
      `mutation ($input: CurriculumInput!) { createCurriculum(input: $input) { objects { id } errors { field messages } } }`,
      {
        input: { title: 'Week 1', languageId: spanish, level: 'A2', scenarioIds: [scenario.id] },
      },
    );
    const curriculumId = curriculum.data?.createCurriculum.objects?.[0]?.id;
    expect(curriculumId).toBeTruthy();

    const refused = await client.query<{ deleteScenario: Payload<never> }>(DELETE, {
      id: scenario.id,
    });
    expect(refused.data?.deleteScenario).toMatchObject({
      success: false,
      errors: [
        {
          field: '__all__',
          messages: [
            'This scenario is used in a curriculum or an assignment, so it cannot be deleted. Remove it from there first.',
          ],
          code: 'SCENARIO_IN_USE',
        },
      ],
    });
    const still = await client.query<{ scenario: { id: string } | null }>(
      'query ($id: ID!) { scenario(id: $id) { id } }',
      { id: scenario.id },
    );
    expect(still.data?.scenario?.id).toBe(scenario.id);

    await client.query(
      'mutation ($c: ID!, $s: ID!) { removeScenarioFromCurriculum(curriculumId: $c, scenarioId: $s) { success } }',
      { c: curriculumId, s: scenario.id },
    );
    const deleted = await client.query<{ deleteScenario: Payload<never> }>(DELETE, {
      id: scenario.id,
    });
    expect(deleted.data?.deleteScenario).toEqual({ success: true, errors: null });
    const gone = await client.query<{ scenario: null }>(
      'query ($id: ID!) { scenario(id: $id) { id } }',
      { id: scenario.id },
    );
    expect(gone.data?.scenario).toBeNull();
  });

  it('maps a later assignment’s RESTRICT foreign key to SCENARIO_IN_USE', async () => {
    const { db } = server.database;
    const spanish = await languageId(db, 'es');
    const { client } = await teacherClient();
    const scenario = await createScenarioAs(client, spanish);
    // Stands in for practice_assignments.scenario_id, which will reference scenarios the same way.
    const probe = `assignment_probe_${randomUUID().replace(/-/g, '')}`;
    await db.execute(
      `create table ${probe} (scenario_id uuid not null references scenarios(id) on delete restrict)`,
    );
    try {
      await db.execute(`insert into ${probe} values ('${scenario.id}')`);
      const refused = await client.query<{ deleteScenario: Payload<never> }>(DELETE, {
        id: scenario.id,
      });
      expect(refused.data?.deleteScenario.success).toBe(false);
      expect(refused.data?.deleteScenario.errors?.[0]).toMatchObject({
        code: 'SCENARIO_IN_USE',
        messages: [expect.stringMatching(/cannot be deleted/)],
      });
    } finally {
      await db.execute(`drop table ${probe}`);
    }
  });

  it('refuses to change the language of a scenario that is in a curriculum', async () => {
    const spanish = await languageId(server.database.db, 'es');
    const french = await languageId(server.database.db, 'fr');
    const { client } = await teacherClient({ language: 'fr' });
    const scenario = await createScenarioAs(client, spanish);
    await client.query(
      `mutation ($input: CurriculumInput!) { createCurriculum(input: $input) { success } }`,
      {
        input: { title: 'Semaine 1', languageId: spanish, level: 'A2', scenarioIds: [scenario.id] },
      },
    );
    const response = await client.query<{ updateScenario: Payload<ScenarioResult> }>(
      UPDATE_SCENARIO,
      { id: scenario.id, input: scenarioInput(french) },
    );
    expect(response.data?.updateScenario.errors).toEqual([
      {
        field: 'languageId',
        objectPosition: null,
        messages: [
          'Ce scénario fait partie de parcours en espagnol : sa langue ne peut pas changer.',
        ],
        code: 'SCENARIO_LANGUAGE_LOCKED',
      },
    ]);
  });
});

describe('scenarios: visibility and refusals', () => {
  const TITLE_ONLY = 'query ($id: ID!) { scenario(id: $id) { id title } }';

  it('never shows a teacher another teacher’s private scenario, and shows a public one read-only', async () => {
    const spanish = await languageId(server.database.db, 'es');
    const author = await teacherClient();
    const other = await teacherClient();
    const scenario = await createScenarioAs(author.client, spanish, { title: 'Secret plan' });

    const read = await other.client.query<{ scenario: unknown }>(TITLE_ONLY, { id: scenario.id });
    expect(read.errors).toBeUndefined();
    expect(read.data?.scenario).toBeNull();
    const list = await other.client.query<{ scenarios: Page<ListItem> }>(LIST, {
      filter: { text: 'Secret plan' },
      pageSize: 'All',
    });
    expect(list.data?.scenarios.objects.map((s) => s.id)).not.toContain(scenario.id);
    const update = await other.client.query<{ updateScenario: Payload<never> }>(UPDATE_SCENARIO, {
      id: scenario.id,
      input: scenarioInput(spanish),
    });
    expect(update.data?.updateScenario.errors?.[0]).toMatchObject({ code: 'NOT_FOUND' });
    const duplicate = await other.client.query<{ duplicateScenario: Payload<never> }>(DUPLICATE, {
      id: scenario.id,
    });
    expect(duplicate.data?.duplicateScenario.errors?.[0]).toMatchObject({ code: 'NOT_FOUND' });
    const remove = await other.client.query<{ deleteScenario: Payload<never> }>(DELETE, {
      id: scenario.id,
    });
    expect(remove.data?.deleteScenario.errors?.[0]).toMatchObject({ code: 'NOT_FOUND' });

    await author.client.query(UPDATE_SCENARIO, {
      id: scenario.id,
      input: scenarioInput(spanish, { title: 'Secret plan', visibility: 'PUBLIC' }),
    });
    const now = await other.client.query<{ scenario: { title: string } }>(
      'query ($id: ID!) { scenario(id: $id) { title viewerCanEdit viewerIsOwner } }',
      { id: scenario.id },
    );
    expect(now.data?.scenario).toEqual({
      title: 'Secret plan',
      viewerCanEdit: false,
      viewerIsOwner: false,
    });
    const stillRefused = await other.client.query<{ updateScenario: Payload<never> }>(
      UPDATE_SCENARIO,
      { id: scenario.id, input: scenarioInput(spanish) },
    );
    expect(stillRefused.data?.updateScenario.errors?.[0]).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('keeps a scenario public while another teacher’s curriculum uses it', async () => {
    const spanish = await languageId(server.database.db, 'es');
    const author = await teacherClient();
    const other = await teacherClient();
    const scenario = await createScenarioAs(author.client, spanish, { visibility: 'PUBLIC' });
    const built = await other.client.query<{ createCurriculum: Payload<{ id: string }> }>(
      `mutation ($input: CurriculumInput!) { createCurriculum(input: $input) { success errors { messages } } }`,
      { input: { title: 'Mine', languageId: spanish, level: 'A2', scenarioIds: [scenario.id] } },
    );
    expect(built.data?.createCurriculum.success).toBe(true);
    const unpublish = await author.client.query<{ updateScenario: Payload<never> }>(
      UPDATE_SCENARIO,
      { id: scenario.id, input: scenarioInput(spanish, { visibility: 'PRIVATE' }) },
    );
    expect(unpublish.data?.updateScenario.errors?.[0]).toMatchObject({
      field: 'visibility',
      messages: [
        "This scenario is in public curricula or in other teachers' curricula, so it must stay public. Duplicate it to keep a private copy.",
      ],
      code: 'SCENARIO_SHARED',
    });
  });

  it('lets a student read the public library but not the authoring details, nor edit', async () => {
    const { db } = server.database;
    const spanish = await languageId(db, 'es');
    const author = await teacherClient();
    const privateOne = await createScenarioAs(author.client, spanish);
    const publicOne = await createScenarioAs(author.client, spanish, { visibility: 'PUBLIC' });
    const student = await buildStudent(db);
    const client = await graphqlClient(server, student.user);

    const publicRead = await client.query<{
      scenario: { title: string; steps: { title: string; goal: string }[] };
    }>(
      'query ($id: ID!) { scenario(id: $id) { title steps { title goal } vocabularyItems { text } } }',
      {
        id: publicOne.id,
      },
    );
    expect(publicRead.errors).toBeUndefined();
    expect(publicRead.data?.scenario.steps.map((step) => step.title)).toEqual(['Greet', 'Pay']);
    const answerKey = await client.query(
      'query ($id: ID!) { scenario(id: $id) { steps { expectedPhrases } } }',
      { id: publicOne.id },
    );
    expect(errorCode(answerKey)).toBe('FORBIDDEN');

    const privateRead = await client.query<{ scenario: unknown }>(TITLE_ONLY, {
      id: privateOne.id,
    });
    expect(privateRead.data?.scenario).toBeNull();

    const create = await client.query(CREATE_SCENARIO, { input: scenarioInput(spanish) });
    expect(errorCode(create)).toBe('FORBIDDEN');
    const update = await client.query(UPDATE_SCENARIO, {
      id: publicOne.id,
      input: scenarioInput(spanish),
    });
    expect(errorCode(update)).toBe('FORBIDDEN');
    const remove = await client.query(DELETE, { id: publicOne.id });
    expect(errorCode(remove)).toBe('FORBIDDEN');
    const duplicate = await client.query(DUPLICATE, { id: publicOne.id });
    expect(errorCode(duplicate)).toBe('FORBIDDEN');
    const reorder = await client.query(REORDER, {
      scenarioId: publicOne.id,
      stepIds: publicOne.steps.map((step) => step.id),
    });
    expect(errorCode(reorder)).toBe('FORBIDDEN');
  });

  it('refuses anonymous visitors and users without a type', async () => {
    const { db } = server.database;
    const spanish = await languageId(db, 'es');
    const author = await teacherClient();
    const publicOne = await createScenarioAs(author.client, spanish, { visibility: 'PUBLIC' });
    const anonymous = await graphqlClient(server, null);
    expect(errorCode(await anonymous.query(LIST))).toBe('UNAUTHENTICATED');
    expect(errorCode(await anonymous.query(TITLE_ONLY, { id: publicOne.id }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      errorCode(await anonymous.query(CREATE_SCENARIO, { input: scenarioInput(spanish) })),
    ).toBe('UNAUTHENTICATED');
    expect(errorCode(await anonymous.query(DELETE, { id: publicOne.id }))).toBe('UNAUTHENTICATED');

    const untyped = await graphqlClient(server, await buildUser(db));
    expect(errorCode(await untyped.query(LIST))).toBe('FORBIDDEN');
    expect(errorCode(await untyped.query(CREATE_SCENARIO, { input: scenarioInput(spanish) }))).toBe(
      'FORBIDDEN',
    );
  });

  it('lets staff curate the library, and no one else add to it', async () => {
    const spanish = await languageId(server.database.db, 'es');
    const teacher = await teacherClient();
    const staff = await teacherClient({ isStaff: true });

    const refused = await teacher.client.query<{ createScenario: Payload<never> }>(
      CREATE_SCENARIO,
      { input: scenarioInput(spanish), library: true },
    );
    expect(refused.data?.createScenario.errors?.[0]).toMatchObject({
      code: 'LIBRARY_STAFF_ONLY',
      messages: ['Only staff can add to or change the Charla library.'],
    });

    const curated = await createScenarioAs(
      staff.client,
      spanish,
      { title: 'Curated', visibility: 'PRIVATE' },
      { library: true },
    );
    expect(curated).toMatchObject({ isLibrary: true, visibility: 'PUBLIC', owner: null });

    // Staff edit a teacher's public scenario too; the library stays public whatever is sent.
    const shared = await createScenarioAs(teacher.client, spanish, { visibility: 'PUBLIC' });
    const edited = await staff.client.query<{ updateScenario: Payload<ScenarioResult> }>(
      UPDATE_SCENARIO,
      { id: shared.id, input: scenarioInput(spanish, { title: 'Tidied', visibility: 'PUBLIC' }) },
    );
    expect(edited.data?.updateScenario.objects?.[0]?.title).toBe('Tidied');
    const stillPublic = await staff.client.query<{ updateScenario: Payload<ScenarioResult> }>(
      UPDATE_SCENARIO,
      { id: curated.id, input: scenarioInput(spanish, { visibility: 'PRIVATE' }) },
    );
    expect(stillPublic.data?.updateScenario.objects?.[0]?.visibility).toBe('PUBLIC');

    // A teacher reads the library but cannot change it.
    const teacherEdit = await teacher.client.query<{ updateScenario: Payload<never> }>(
      UPDATE_SCENARIO,
      { id: curated.id, input: scenarioInput(spanish) },
    );
    expect(teacherEdit.data?.updateScenario.errors?.[0]).toMatchObject({ code: 'FORBIDDEN' });
    const staffDelete = await staff.client.query<{ deleteScenario: Payload<never> }>(DELETE, {
      id: curated.id,
    });
    expect(staffDelete.data?.deleteScenario.success).toBe(true);
  });
});
