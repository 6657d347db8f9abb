import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Payload } from '../scenarios/scenario.test-helpers.ts';
import { errorCode, graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildStudent, buildTeacher } from '../test/world-factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const FIELDS = /* GraphQL */ `
  id name attemptMode maxAttempts helpFeatures passingScore maxDurationSeconds liveFeedback
  gradedCategories { category weight }
`;

type Setting = {
  id: string;
  name: string;
  attemptMode: string;
  maxAttempts: number | null;
  helpFeatures: string[];
  passingScore: number;
  maxDurationSeconds: number | null;
  liveFeedback: boolean;
  gradedCategories: { category: string; weight: number }[];
};

const CREATE = `mutation ($input: EvaluationSettingInput!) { createEvaluationSetting(input: $input) { success objects { ${FIELDS} } errors { field objectPosition messages code } } }`;
const UPDATE = `mutation ($id: ID!, $input: EvaluationSettingInput!) { updateEvaluationSetting(id: $id, input: $input) { success objects { ${FIELDS} } errors { field messages code } } }`;
const DELETE =
  'mutation ($id: ID!) { deleteEvaluationSetting(id: $id) { success errors { field messages code } } }';
const DETAIL = `query ($id: ID!) { evaluationSetting(id: $id) { ${FIELDS} } }`;
const LIST = /* GraphQL */ `
  query ($filter: EvaluationSettingFilter, $sortOrder: SortOrder) {
    evaluationSettings(filter: $filter, sortOrder: $sortOrder) { totalCount objects { id name } }
  }
`;

const limitedThree = (overrides: Record<string, unknown> = {}) => ({
  name: 'Weekly check',
  attemptMode: 'LIMITED',
  maxAttempts: 3,
  helpFeatures: ['VIEW_TRANSLATION', 'VIEW_SUGGESTIONS'],
  gradedCategories: [
    { category: 'GRAMMAR', weight: 40 },
    { category: 'VOCABULARY', weight: 60 },
  ],
  passingScore: 70,
  maxDurationSeconds: 600,
  liveFeedback: false,
  ...overrides,
});

async function teacherClient(language = 'en') {
  const teacher = await buildTeacher(server.database.db, { user: { language } });
  return graphqlClient(server, teacher.user);
}

describe('evaluation settings', () => {
  it('creates LIMITED with 3 attempts and two help features, reads, lists, updates and deletes', async () => {
    const client = await teacherClient();
    const created = await client.query<{ createEvaluationSetting: Payload<Setting> }>(CREATE, {
      input: limitedThree(),
    });
    const setting = created.data?.createEvaluationSetting.objects?.[0];
    expect(setting).toMatchObject({
      name: 'Weekly check',
      attemptMode: 'LIMITED',
      maxAttempts: 3,
      helpFeatures: ['VIEW_SUGGESTIONS', 'VIEW_TRANSLATION'],
      passingScore: 70,
      maxDurationSeconds: 600,
      liveFeedback: false,
      gradedCategories: [
        { category: 'GRAMMAR', weight: 40 },
        { category: 'VOCABULARY', weight: 60 },
      ],
    });
    const detail = await client.query<{ evaluationSetting: Setting }>(DETAIL, { id: setting?.id });
    expect(detail.data?.evaluationSetting).toEqual(setting);

    await client.query(CREATE, { input: limitedThree({ name: 'Another check' }) });
    const list = await client.query<{
      evaluationSettings: { totalCount: number; objects: { name: string }[] };
    }>(LIST, { sortOrder: 'DESC' });
    expect(list.data?.evaluationSettings.objects.map((s) => s.name)).toEqual([
      'Weekly check',
      'Another check',
    ]);

    const updated = await client.query<{ updateEvaluationSetting: Payload<Setting> }>(UPDATE, {
      id: setting?.id,
      input: limitedThree({
        attemptMode: 'UNLIMITED',
        maxAttempts: 3,
        helpFeatures: [],
        maxDurationSeconds: null,
        gradedCategories: [{ category: 'FLUENCY', weight: 100 }],
      }),
    });
    expect(updated.data?.updateEvaluationSetting.objects?.[0]).toMatchObject({
      attemptMode: 'UNLIMITED',
      maxAttempts: null,
      helpFeatures: [],
      maxDurationSeconds: null,
      gradedCategories: [{ category: 'FLUENCY', weight: 100 }],
    });

    const deleted = await client.query<{ deleteEvaluationSetting: Payload<never> }>(DELETE, {
      id: setting?.id,
    });
    expect(deleted.data?.deleteEvaluationSetting).toEqual({ success: true, errors: null });
    const gone = await client.query<{ evaluationSetting: null }>(DETAIL, { id: setting?.id });
    expect(gone.data?.evaluationSetting).toBeNull();
  });

  it('refuses LIMITED without attempts and weights that do not add up, in Spanish', async () => {
    const client = await teacherClient('es');
    const response = await client.query<{ createEvaluationSetting: Payload<Setting> }>(CREATE, {
      input: limitedThree({
        maxAttempts: null,
        gradedCategories: [
          { category: 'GRAMMAR', weight: 50 },
          { category: 'VOCABULARY', weight: 30 },
        ],
      }),
    });
    expect(
      Object.fromEntries(
        (response.data?.createEvaluationSetting.errors ?? []).map((e) => [e.field, e.messages]),
      ),
    ).toEqual({
      maxAttempts: ['Introduce el número de intentos, de 1 a 50.'],
      gradedCategories: ['Los pesos de las categorías deben sumar 100 (ahora suman 80).'],
    });
  });

  it('maps an assignment’s RESTRICT foreign key to a refusal to delete', async () => {
    const { db } = server.database;
    const client = await teacherClient();
    const created = await client.query<{ createEvaluationSetting: Payload<Setting> }>(CREATE, {
      input: limitedThree(),
    });
    const id = created.data?.createEvaluationSetting.objects?.[0]?.id;
    // Stands in for practice_assignments.evaluation_setting_id (ON DELETE RESTRICT).
    const probe = `assignment_probe_${randomUUID().replace(/-/g, '')}`;
    await db.execute(
      `create table ${probe} (evaluation_setting_id uuid not null references evaluation_settings(id) on delete restrict)`,
    );
    try {
      await db.execute(`insert into ${probe} values ('${id}')`);
      const refused = await client.query<{ deleteEvaluationSetting: Payload<never> }>(DELETE, {
        id,
      });
      expect(refused.data?.deleteEvaluationSetting.errors?.[0]).toMatchObject({
        code: 'EVALUATION_SETTING_IN_USE',
        messages: ['This evaluation setting is used in an assignment, so it cannot be deleted.'],
      });
    } finally {
      await db.execute(`drop table ${probe}`);
    }
  });

  it('keeps settings to their owner and refuses students and anonymous visitors', async () => {
    const { db } = server.database;
    const owner = await teacherClient();
    const other = await teacherClient();
    const created = await owner.query<{ createEvaluationSetting: Payload<Setting> }>(CREATE, {
      input: limitedThree(),
    });
    const id = created.data?.createEvaluationSetting.objects?.[0]?.id;

    const read = await other.query<{ evaluationSetting: unknown }>(DETAIL, { id });
    expect(read.data?.evaluationSetting).toBeNull();
    const list = await other.query<{ evaluationSettings: { totalCount: number } }>(LIST);
    expect(list.data?.evaluationSettings.totalCount).toBe(0);
    const update = await other.query<{ updateEvaluationSetting: Payload<never> }>(UPDATE, {
      id,
      input: limitedThree(),
    });
    expect(update.data?.updateEvaluationSetting.errors?.[0]?.code).toBe('NOT_FOUND');
    const remove = await other.query<{ deleteEvaluationSetting: Payload<never> }>(DELETE, { id });
    expect(remove.data?.deleteEvaluationSetting.errors?.[0]?.code).toBe('NOT_FOUND');

    const student = await graphqlClient(server, (await buildStudent(db)).user);
    expect(errorCode(await student.query(LIST))).toBe('FORBIDDEN');
    expect(errorCode(await student.query(DETAIL, { id }))).toBe('FORBIDDEN');
    expect(errorCode(await student.query(CREATE, { input: limitedThree() }))).toBe('FORBIDDEN');

    const anonymous = await graphqlClient(server, null);
    expect(errorCode(await anonymous.query(LIST))).toBe('UNAUTHENTICATED');
    expect(errorCode(await anonymous.query(DELETE, { id }))).toBe('UNAUTHENTICATED');
  });
});
