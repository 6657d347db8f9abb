import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curricula } from '../db/schema/index.ts';
import { graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildTeacher, languageId } from '../test/world-factories.ts';
import { createScenarioAs } from './scenario.test-helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The library screen's list and the curriculum editor's list, with everything nested. */
const NESTED = /* GraphQL */ `
  query AuthoringLists {
    scenarios(filter: { scope: MINE }, pageSize: 5) {
      totalCount
      objects {
        title viewerCanEdit curriculumCount
        language { name }
        owner { user { firstName } }
        steps { title expectedPhrases }
        vocabularyItems { text }
        rubrics { category weight }
        attachments { url }
      }
    }
    curricula(filter: { scope: MINE }, pageSize: 5) {
      totalCount
      objects {
        title scenarioCount totalEstimatedDurationMinutes
        language { name }
        scenarios { position scenario { title steps { title } rubrics { weight } } }
      }
    }
  }
`;

type Nested = {
  scenarios: { totalCount: number; objects: { steps: unknown[] }[] };
  curricula: { totalCount: number; objects: { scenarios: unknown[] }[] };
};

async function statementsFor(count: number): Promise<string[]> {
  const { db, statements } = server.database;
  const teacher = await buildTeacher(db);
  const client = await graphqlClient(server, teacher.user);
  const spanish = await languageId(db, 'es');
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.push((await createScenarioAs(client, spanish, { title: `Scenario ${index}` })).id);
  }
  for (let index = 0; index < count; index += 1) {
    await client.query(
      'mutation ($input: CurriculumInput!) { createCurriculum(input: $input) { success } }',
      { input: { title: `Path ${index}`, languageId: spanish, level: 'A2', scenarioIds: ids } },
    );
  }
  statements.length = 0;
  const { data, errors } = await client.query<Nested>(NESTED);
  const sent = [...statements];
  expect(errors).toBeUndefined();
  expect(data?.scenarios.totalCount).toBe(count);
  expect(data?.scenarios.objects.every((scenario) => scenario.steps.length === 2)).toBe(true);
  expect(data?.curricula.objects.every((c) => c.scenarios.length === count)).toBe(true);
  return sent;
}

describe('authoring lists', () => {
  it('run the same number of SQL statements for one row as for four', async () => {
    const one = await statementsFor(1);
    const four = await statementsFor(4);
    expect(four.length).toBe(one.length);
    // The session joined with its user (one statement since the session store reads both at
    // once; it was two), the viewer's authoring context, then each list's rows and count.
    expect(one.length).toBe(6);
  });

  it('read the scenario columns their fields show, not the briefs and dates no field shows', async () => {
    const sent = await statementsFor(1);
    const rowsOf = (table: string) =>
      sent.find(
        (statement) =>
          statement.startsWith(`select "d0"."id" as "id"`) &&
          statement.includes(`from "${table}" as "d0"`),
      );
    const scenarioList = rowsOf('scenarios');
    const curriculumList = rowsOf('curricula');
    for (const list of [scenarioList, curriculumList]) {
      expect(list).toContain('"title"');
      for (const column of ['character_personality', 'opening_message', 'student_goal']) {
        expect(list).not.toContain(column);
      }
    }
    // Nor the scenario's dates (a nested scenario's, `d2`, would come as `::text`).
    expect(scenarioList).not.toMatch(/"d0"\."(created|updated)_at"/);
    expect(curriculumList).not.toMatch(/"d2"\."(created|updated)_at"/);
  });

  it('read a scenario owner’s name without the owner’s invite token, phone number or photo', async () => {
    const sent = await statementsFor(1);
    const scenarioList = sent.find((statement) => statement.includes('from "scenarios" as "d0"'));
    expect(scenarioList).toContain('"first_name"');
    for (const column of ['invite_token', 'phone_number', 'photo']) {
      expect(scenarioList).not.toContain(column);
    }
  });

  it('read the steps’, vocabulary’s, rubrics’ and attachments’ columns their fields show, not their dates', async () => {
    const sent = await statementsFor(1);
    const scenarioList = sent.find((statement) => statement.includes('from "scenario_steps"'));
    for (const table of ['scenario_steps', 'vocabulary_items', 'rubrics', 'scenario_attachments']) {
      expect(scenarioList).toContain(`from "${table}" as "d1"`);
    }
    // The list's rows are read in one statement; the only dates it could carry are its children's.
    expect(scenarioList).not.toMatch(/_at"/);
    // The curriculum editor's steps show their titles, not the tutor's lines.
    const curriculumList = sent.find((statement) => statement.includes('from "curricula"'));
    expect(curriculumList).toContain('"d3"."title"');
    expect(curriculumList).not.toMatch(/"d3"\."(created|updated)_at"|scripted_line/);
  });

  it('read the curricula’s and their entries’ columns their fields show: a list no dates, a page its own', async () => {
    const sent = await statementsFor(1);
    const curriculumList = sent.find((statement) => statement.includes('from "curricula" as "d0"'));
    expect(curriculumList).toContain('"position"');
    // Neither the curricula's dates nor their entries' (`::text`), nor any nested row's.
    expect(curriculumList).not.toMatch(/_at"/);

    const { db } = server.database;
    const teacher = await buildTeacher(db);
    const client = await graphqlClient(server, teacher.user);
    const created = await client.query<{ createCurriculum: { objects: { id: string }[] } }>(
      'mutation ($input: CurriculumInput!) { createCurriculum(input: $input) { objects { id } } }',
      { input: { title: 'Path', languageId: await languageId(db, 'es'), level: 'A2' } },
    );
    const id = created.data?.createCurriculum.objects[0]?.id;
    const [stored] = await db
      .select()
      .from(curricula)
      .where(eq(curricula.id, id ?? ''));
    const page = await client.query<{ curriculum: { createdAt: string; updatedAt: string } }>(
      'query ($id: ID!) { curriculum(id: $id) { title createdAt updatedAt } }',
      { id },
    );
    expect(page.data?.curriculum).toEqual({
      title: 'Path',
      createdAt: stored?.createdAt.toISOString(),
      updatedAt: stored?.updatedAt.toISOString(),
    });
  });
});
