import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAssignmentWorld } from '../assignments/assignment.test-helpers.ts';
import { graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildStudent, buildTeacher } from '../test/world-factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const OTHER_ATTEMPTS = /* GraphQL */ `
  query ($id: ID!) {
    practiceIntent(id: $id) { attemptNumber otherAttempts { attemptNumber overallScore } }
  }
`;
type Attempts = {
  practiceIntent: {
    attemptNumber: number;
    otherAttempts: { attemptNumber: number; overallScore: number | null }[];
  } | null;
};

describe('the links between attempts', () => {
  it('lists the same student’s other attempts of the scenario, newest first, for them and their teacher only', async () => {
    const world = await buildAssignmentWorld(server, { attemptMode: 'UNLIMITED' });
    const assignment = await world.create();
    await world.publish(assignment.id);
    const ids: string[] = [];
    for (const score of [55, 80]) {
      const id = (await world.start(assignment.id)).objects?.[0]?.id ?? '';
      await world.complete(id, score);
      ids.push(id);
    }
    const latest = (await world.start(assignment.id)).objects?.[0]?.id ?? '';

    const expected = {
      attemptNumber: 3,
      otherAttempts: [
        { attemptNumber: 2, overallScore: 80 },
        { attemptNumber: 1, overallScore: 55 },
      ],
    };
    for (const client of [world.studentClient, world.teacherClient]) {
      const read = await client.query<Attempts>(OTHER_ATTEMPTS, { id: latest });
      expect(read.data?.practiceIntent).toEqual(expected);
    }

    const { db } = server.database;
    for (const stranger of [await buildStudent(db), await buildTeacher(db)]) {
      const client = await graphqlClient(server, stranger.user);
      const read = await client.query<Attempts>(OTHER_ATTEMPTS, { id: latest });
      expect(read.data?.practiceIntent ?? null).toBeNull();
    }
  });
});
