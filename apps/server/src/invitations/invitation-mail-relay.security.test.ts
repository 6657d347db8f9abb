import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, graphqlClient } from '../test/graphql-clients.ts';
import { readMailFolder } from '../test/mail-catcher.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildClassroom, buildTeacher } from '../test/world-factories.ts';

const INVITE = /* GraphQL */ `
  mutation ($classroomId: ID!, $email: String) {
    createTeacherToClassroomInvitation(classroomId: $classroomId, email: $email) {
      success
      errors { code }
    }
  }
`;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const mailsTo = async (address: string) =>
  (await readMailFolder(server.config.dataDir)).filter((mail) =>
    JSON.stringify(mail).toLowerCase().includes(address.toLowerCase()),
  ).length;

describe('co-teacher invitation mails', () => {
  it('are sent once to an address while its invitation is pending, however often it is invited', async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db);
    const classroom = await buildClassroom(db, { owner });
    const client = await graphqlClient(server, owner.user);
    const target = `victim-${Date.now()}@example.test`;
    const answers = [];
    for (let i = 0; i < 30; i += 1) {
      answers.push(await client.query(INVITE, { classroomId: classroom.id, email: target }));
    }
    expect(answers.every((answer) => errorCode(answer) === undefined)).toBe(true);
    expect(await mailsTo(target)).toBe(1);
  });

  it('stop at 20 an hour per inviter and 3 a day per address, with TOO_MANY_INVITATIONS', async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db);
    const classrooms = await Promise.all(
      Array.from({ length: 4 }, () => buildClassroom(db, { owner })),
    );
    const client = await graphqlClient(server, owner.user);
    const target = `popular-${Date.now()}@example.test`;
    const codes = [];
    for (const classroom of classrooms) {
      const answer = await client.query<{
        createTeacherToClassroomInvitation: { errors: { code: string }[] | null };
      }>(INVITE, { classroomId: classroom.id, email: target });
      codes.push(
        answer.data?.createTeacherToClassroomInvitation.errors?.[0]?.code ??
          errorCode(answer) ??
          'OK',
      );
    }
    expect(codes).toEqual(['OK', 'OK', 'OK', 'TOO_MANY_INVITATIONS']);
    expect(await mailsTo(target)).toBe(3);

    const [first] = classrooms;
    const perInviter = [];
    for (let i = 0; i < 20; i += 1) {
      const answer = await client.query<{
        createTeacherToClassroomInvitation: { errors: { code: string }[] | null };
      }>(INVITE, { classroomId: first?.id, email: `colleague-${i}-${Date.now()}@example.test` });
      perInviter.push(answer.data?.createTeacherToClassroomInvitation.errors?.[0]?.code ?? 'OK');
    }
    // 4 attempts counted this hour (the refused one too): 16 more, then refused.
    expect(perInviter.slice(0, 16).every((code) => code === 'OK')).toBe(true);
    expect(perInviter.slice(16)).toEqual(Array(4).fill('TOO_MANY_INVITATIONS'));
  });
});
