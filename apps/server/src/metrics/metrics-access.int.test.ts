import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { errorCode, type GraphQLClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildMetricsWorld } from './metrics-world.test-helpers.ts';

let server: TestServer;
let world: Awaited<ReturnType<typeof buildMetricsWorld>>;
beforeAll(async () => {
  server = await startTestServer();
  world = await buildMetricsWorld(server);
});
afterAll(() => server.close());

const RANGE = { from: '2026-03-01', to: '2026-03-31', period: 'WEEK', timeZone: 'Europe/Madrid' };

const CLASSROOM = /* GraphQL */ `
  query ($classroomId: ID!, $range: MetricsRangeInput!) {
    classroomMetrics(classroomId: $classroomId, range: $range) { totals { attemptsStarted } }
  }
`;
const STUDENT = /* GraphQL */ `
  query ($studentId: ID, $classroomId: ID, $range: MetricsRangeInput!) {
    studentMetrics(studentId: $studentId, classroomId: $classroomId, range: $range) {
      totals { attemptsStarted }
    }
  }
`;
const ASSIGNMENT = /* GraphQL */ `
  query ($assignmentId: ID!, $range: MetricsRangeInput!) {
    assignmentMetrics(assignmentId: $assignmentId, range: $range) { totals { attemptsStarted } }
  }
`;

type Who = keyof Awaited<ReturnType<typeof buildMetricsWorld>>['clients'];

async function outcome(who: Who, query: string, variables: Record<string, unknown>) {
  const client: GraphQLClient = world.clients[who];
  const response = await client.query(query, { range: RANGE, ...variables });
  return response.errors ? errorCode(response) : 'allowed';
}

describe('who reads which metrics', () => {
  it("lets a classroom's teachers read its metrics, and nobody else", async () => {
    const classroomId = world.classroom.id;
    const results = Object.fromEntries(
      await Promise.all(
        (['teacher', 'coTeacher', 'otherTeacher', 'outsider', 'ana', 'anonymous'] as const).map(
          async (who) => [who, await outcome(who, CLASSROOM, { classroomId })],
        ),
      ),
    );
    expect(results).toEqual({
      teacher: 'allowed',
      coTeacher: 'allowed',
      otherTeacher: 'FORBIDDEN',
      outsider: 'FORBIDDEN',
      ana: 'FORBIDDEN',
      anonymous: 'UNAUTHENTICATED',
    });
  });

  it('lets a student read only themselves, and a teacher only the students they teach', async () => {
    const ana = world.ana.profile.id;
    const classroomId = world.classroom.id;
    expect(await outcome('ana', STUDENT, {})).toBe('allowed');
    expect(await outcome('ana', STUDENT, { studentId: ana })).toBe('allowed');
    expect(await outcome('ana', STUDENT, { studentId: ana, classroomId })).toBe('allowed');
    expect(await outcome('ana', STUDENT, { studentId: world.ben.profile.id })).toBe('FORBIDDEN');
    expect(await outcome('ben', STUDENT, { studentId: ana })).toBe('FORBIDDEN');
    // Ana is not in the other classroom.
    expect(
      await outcome('ana', STUDENT, { studentId: ana, classroomId: world.other.classroom.id }),
    ).toBe('FORBIDDEN');
    expect(await outcome('teacher', STUDENT, { studentId: ana, classroomId })).toBe('allowed');
    expect(await outcome('coTeacher', STUDENT, { studentId: ana, classroomId })).toBe('allowed');
    expect(await outcome('otherTeacher', STUDENT, { studentId: ana })).toBe('FORBIDDEN');
    expect(await outcome('outsider', STUDENT, { studentId: ana })).toBe('FORBIDDEN');
    // A teacher of Ana, but looking from a classroom they do not teach.
    expect(
      await outcome('teacher', STUDENT, { studentId: ana, classroomId: world.other.classroom.id }),
    ).toBe('FORBIDDEN');
    // A teacher has no metrics of their own, and nobody reads a made-up id.
    expect(await outcome('teacher', STUDENT, {})).toBe('FORBIDDEN');
    expect(await outcome('teacher', STUDENT, { studentId: 'not-an-id' })).toBe('FORBIDDEN');
    expect(await outcome('anonymous', STUDENT, { studentId: ana })).toBe('UNAUTHENTICATED');
  });

  it("lets only the teachers of an assignment's classroom read its metrics", async () => {
    const assignmentId = world.assignmentId;
    expect(await outcome('teacher', ASSIGNMENT, { assignmentId })).toBe('allowed');
    expect(await outcome('coTeacher', ASSIGNMENT, { assignmentId })).toBe('allowed');
    expect(await outcome('otherTeacher', ASSIGNMENT, { assignmentId })).toBe('FORBIDDEN');
    expect(await outcome('ana', ASSIGNMENT, { assignmentId })).toBe('FORBIDDEN');
    expect(await outcome('anonymous', ASSIGNMENT, { assignmentId })).toBe('UNAUTHENTICATED');
    expect(await outcome('teacher', ASSIGNMENT, { assignmentId: 'nope' })).toBe('FORBIDDEN');
  });
});

describe('a range the server cannot serve', () => {
  const ask = (range: Record<string, unknown>) =>
    world.clients.teacher.query(CLASSROOM, {
      classroomId: world.classroom.id,
      range: { ...RANGE, ...range },
    });

  it('is refused with a code and a message in the viewer language', async () => {
    const backwards = await ask({ from: '2026-03-31', to: '2026-03-01' });
    expect(backwards.errors?.[0]).toMatchObject({
      message: 'The end date must not be before the start date.',
      extensions: { code: 'RANGE_END_BEFORE_START' },
    });
    // Ana reads Spanish.
    await server.database.db
      .update(users)
      .set({ language: 'es' })
      .where(eq(users.id, world.ana.user.id));
    const zone = await world.clients.ana.query(STUDENT, {
      range: { ...RANGE, timeZone: 'Mars/Olympus' },
    });
    expect(zone.errors?.[0]).toMatchObject({
      message: 'Zona horaria desconocida.',
      extensions: { code: 'INVALID_TIME_ZONE' },
    });
    const date = await ask({ from: '2026-02-30' });
    expect(errorCode(date)).toBe('INVALID_DATE');
    const points = await ask({ from: '2024-01-01', to: '2026-03-31', period: 'DAY' });
    expect(points.errors?.[0]?.message).toBe(
      'Too many points for one chart (at most 400): choose a longer period or a shorter range.',
    );
    const long = await ask({ from: '2000-01-01', to: '2026-03-31', period: 'YEAR' });
    expect(errorCode(long)).toBe('RANGE_TOO_LONG');
    const weekday = await ask({ firstDayOfWeek: 8 });
    expect(errorCode(weekday)).toBe('NUMBER_TOO_LARGE');
  });
});
