import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classrooms, teacherToClassroomInvitations } from '../db/schema/index.ts';
import { errorCode, graphqlClient } from '../test/graphql-clients.ts';
import { readMailFolder } from '../test/mail-catcher.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildClassroom, buildStudent, buildTeacher } from '../test/world-factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Payload = {
  success: boolean;
  errors: { field: string; code: string; messages: string[] }[] | null;
};

describe('teacher invite link', () => {
  it('previews anonymously, links the student on accept, and refuses a rotated token', async () => {
    const { db } = server.database;
    const teacher = await buildTeacher(db, { user: { firstName: 'Lucía' } });
    const student = await buildStudent(db);
    const anonymous = await graphqlClient(server, null);
    const preview = await anonymous.query<{
      teacherInvitePreview: { teacher: { firstName: string; avatar: string } };
    }>('query ($t: String!) { teacherInvitePreview(token: $t) { teacher { firstName avatar } } }', {
      t: teacher.profile.inviteToken,
    });
    expect(preview.data?.teacherInvitePreview.teacher).toEqual({
      firstName: 'Lucía',
      avatar: '/media/defaults/teacher.svg',
    });

    const studentClient = await graphqlClient(server, student.user);
    const accepted = await studentClient.query<{
      acceptTeacherInvite: Payload & { objects: { id: string }[] };
    }>('mutation ($t: String!) { acceptTeacherInvite(token: $t) { success objects { id } } }', {
      t: teacher.profile.inviteToken,
    });
    expect(accepted.data?.acceptTeacherInvite.objects).toEqual([{ id: teacher.profile.id }]);
    const teachers = await studentClient.query<{
      myTeachers: { totalCount: number; objects: { id: string }[] };
    }>('{ myTeachers { totalCount objects { id } } }');
    expect(teachers.data?.myTeachers.objects.map((t) => t.id)).toEqual([teacher.profile.id]);

    const teacherClient = await graphqlClient(server, teacher.user);
    const students = await teacherClient.query<{
      myStudents: { objects: { id: string }[] };
    }>('{ myStudents { objects { id } } }');
    expect(students.data?.myStudents.objects.map((s) => s.id)).toEqual([student.profile.id]);
    const detail = await teacherClient.query<{ studentProfile: { id: string } }>(
      'query ($id: ID!) { studentProfile(id: $id) { id } }',
      { id: student.profile.id },
    );
    expect(detail.data?.studentProfile.id).toBe(student.profile.id);

    const rotated = await teacherClient.query<{
      rotateTeacherInviteToken: { objects: { inviteToken: string; invitePath: string }[] };
    }>('mutation { rotateTeacherInviteToken { objects { inviteToken invitePath } } }');
    const newToken = rotated.data?.rotateTeacherInviteToken.objects[0]?.inviteToken;
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(teacher.profile.inviteToken);
    expect(rotated.data?.rotateTeacherInviteToken.objects[0]?.invitePath).toBe(
      `/invite/teacher/${newToken}`,
    );

    const stale = await anonymous.query(
      'query ($t: String!) { teacherInvitePreview(token: $t) { teacher { firstName } } }',
      { t: teacher.profile.inviteToken },
    );
    expect(errorCode(stale)).toBe('INVITATION_INVALID');
    const other = await buildStudent(db);
    const refused = await (await graphqlClient(server, other.user)).query<{
      acceptTeacherInvite: Payload;
    }>(
      'mutation ($t: String!) { acceptTeacherInvite(token: $t) { success errors { field code } } }',
      {
        t: teacher.profile.inviteToken,
      },
    );
    expect(refused.data?.acceptTeacherInvite).toEqual({
      success: false,
      errors: [{ field: 'token', code: 'INVITATION_INVALID' }],
    });
  });

  it('refuses a teacher accepting a teacher invite', async () => {
    const { db } = server.database;
    const [teacher, other] = await Promise.all([buildTeacher(db), buildTeacher(db)]);
    const client = await graphqlClient(server, other.user);
    const result = await client.query(
      'mutation ($t: String!) { acceptTeacherInvite(token: $t) { success } }',
      { t: teacher.profile.inviteToken },
    );
    expect(errorCode(result)).toBe('FORBIDDEN');
  });
});

const CLASSROOM_PREVIEW = /* GraphQL */ `
  query ($teacherToken: String!, $classroomToken: String!) {
    classroomInvitePreview(teacherToken: $teacherToken, classroomToken: $classroomToken) {
      teacher { firstName lastName avatar }
      classroom { name level avatar language { name isoLanguageCode } }
    }
  }
`;
const JOINED_PREVIEW = /* GraphQL */ `
  query ($teacherToken: String!, $classroomToken: String!) {
    classroomInvitePreview(teacherToken: $teacherToken, classroomToken: $classroomToken) {
      joinedClassroomId
    }
  }
`;
const ACCEPT_CLASSROOM = /* GraphQL */ `
  mutation ($teacherToken: String!, $classroomToken: String!) {
    acceptClassroomInvite(teacherToken: $teacherToken, classroomToken: $classroomToken) {
      success
      objects { id name viewerRole }
      errors { field code messages }
    }
  }
`;

describe('classroom invite link', () => {
  it('previews, joins the classroom and links the teacher; rotated or archived is refused', async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db, { user: { firstName: 'Marta' } });
    const classroom = await buildClassroom(db, { owner, name: 'Café club', level: 'B1' });
    const tokens = {
      teacherToken: owner.profile.inviteToken,
      classroomToken: classroom.inviteToken,
    };

    const anonymous = await graphqlClient(server, null);
    const preview = await anonymous.query<{
      classroomInvitePreview: {
        classroom: { name: string; level: string; language: { isoLanguageCode: string } };
      };
    }>(CLASSROOM_PREVIEW, tokens);
    expect(preview.errors).toBeUndefined();
    expect(preview.data?.classroomInvitePreview.classroom).toMatchObject({
      name: 'Café club',
      level: 'B1',
      language: { isoLanguageCode: 'es' },
    });

    const student = await buildStudent(db);
    const client = await graphqlClient(server, student.user);
    const joined = await client.query<{
      acceptClassroomInvite: Payload & { objects: { id: string; viewerRole: string }[] };
    }>(ACCEPT_CLASSROOM, tokens);
    expect(joined.data?.acceptClassroomInvite.objects).toEqual([
      { id: classroom.id, name: 'Café club', viewerRole: 'STUDENT' },
    ]);
    const teachers = await client.query<{ myTeachers: { objects: { id: string }[] } }>(
      '{ myTeachers { objects { id } } }',
    );
    expect(teachers.data?.myTeachers.objects.map((t) => t.id)).toEqual([owner.profile.id]);

    // A member reopening the link is told where the classroom is instead of being asked again.
    const reopened = await client.query<{ classroomInvitePreview: { joinedClassroomId: string } }>(
      JOINED_PREVIEW,
      tokens,
    );
    expect(reopened.data?.classroomInvitePreview.joinedClassroomId).toBe(classroom.id);
    const stranger = await graphqlClient(server, (await buildStudent(db)).user);
    for (const viewer of [anonymous, stranger]) {
      const fresh = await viewer.query<{ classroomInvitePreview: { joinedClassroomId: null } }>(
        JOINED_PREVIEW,
        tokens,
      );
      expect(fresh.data?.classroomInvitePreview.joinedClassroomId).toBeNull();
    }

    // Rotating the classroom token cuts the old link off.
    const ownerClient = await graphqlClient(server, owner.user);
    const rotated = await ownerClient.query<{
      rotateClassroomInviteToken: { objects: { inviteToken: string }[] };
    }>('mutation ($id: ID!) { rotateClassroomInviteToken(id: $id) { objects { inviteToken } } }', {
      id: classroom.id,
    });
    const newClassroomToken = rotated.data?.rotateClassroomInviteToken.objects[0]?.inviteToken;
    expect(newClassroomToken).not.toBe(classroom.inviteToken);
    const late = await buildStudent(db);
    const lateClient = await graphqlClient(server, late.user);
    const refused = await lateClient.query<{ acceptClassroomInvite: Payload }>(
      ACCEPT_CLASSROOM,
      tokens,
    );
    expect(refused.data?.acceptClassroomInvite.errors?.[0]?.code).toBe('INVITATION_INVALID');
    expect(errorCode(await anonymous.query(CLASSROOM_PREVIEW, tokens))).toBe('INVITATION_INVALID');
    // A wrong teacher half is refused as well.
    const mixed = { teacherToken: 'not-the-teacher', classroomToken: newClassroomToken };
    expect(errorCode(await anonymous.query(CLASSROOM_PREVIEW, mixed))).toBe('INVITATION_INVALID');

    // Archived: the current tokens are refused with their own code.
    await ownerClient.query('mutation ($id: ID!) { archiveClassroom(id: $id) { success } }', {
      id: classroom.id,
    });
    const current = { teacherToken: owner.profile.inviteToken, classroomToken: newClassroomToken };
    const archived = await lateClient.query<{ acceptClassroomInvite: Payload }>(
      ACCEPT_CLASSROOM,
      current,
    );
    expect(archived.data?.acceptClassroomInvite.errors?.[0]?.code).toBe('CLASSROOM_ARCHIVED');
    expect(errorCode(await anonymous.query(CLASSROOM_PREVIEW, current))).toBe('CLASSROOM_ARCHIVED');
  });
});

describe("the invitee's pending co-teacher invitations", () => {
  const MINE = /* GraphQL */ `
    {
      myTeacherToClassroomInvitations {
        totalCount
        objects {
          id
          classroomId
          token
          invitePath
          expiresAt
          invitedBy { avatar user { firstName lastName } }
          classroomPreview { name level avatar language { isoLanguageCode } }
        }
      }
    }
  `;
  const DECLINE = /* GraphQL */ `
    mutation ($token: String!, $classroomId: ID!) {
      declineTeacherToClassroomInvitation(token: $token, classroomId: $classroomId) {
        success
        errors { field code }
      }
    }
  `;
  type Mine = {
    myTeacherToClassroomInvitations: {
      totalCount: number;
      objects: { id: string; classroomId: string; token: string; invitePath: string }[];
    };
  };

  it('lists only what the invitee can still answer, with who invites and the classroom', async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db, { user: { firstName: 'Inés', lastName: 'Prieto' } });
    const invitee = await buildTeacher(db);
    const other = await buildTeacher(db);
    const [open, archived] = await Promise.all([
      buildClassroom(db, { owner, name: 'Open room', level: 'B1' }),
      buildClassroom(db, { owner, name: 'Closing room' }),
    ]);
    const ownerClient = await graphqlClient(server, owner.user);
    const invite = async (classroomId: string, email: string | null | undefined) =>
      (
        await ownerClient.query<{
          createTeacherToClassroomInvitation: { objects: Invitation[] };
        }>(INVITE, { classroomId, email })
      ).data?.createTeacherToClassroomInvitation.objects[0] as Invitation;
    const answerable = await invite(open.id, invitee.user.email);
    await invite(archived.id, invitee.user.email);
    const expired = await invite(open.id, invitee.user.email);
    await invite(open.id, other.user.email);
    await invite(open.id, null);
    await db
      .update(teacherToClassroomInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teacherToClassroomInvitations.id, expired.id));
    await db
      .update(classrooms)
      .set({ archivedAt: new Date() })
      .where(eq(classrooms.id, archived.id));

    const inviteeClient = await graphqlClient(server, invitee.user);
    const mine = await inviteeClient.query<Mine>(MINE);
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.myTeacherToClassroomInvitations.totalCount).toBe(1);
    expect(mine.data?.myTeacherToClassroomInvitations.objects).toEqual([
      expect.objectContaining({
        id: answerable.id,
        classroomId: open.id,
        token: answerable.token,
        invitePath: `/invite/teacher-to-classroom/${answerable.token}/${open.id}`,
        invitedBy: {
          avatar: expect.any(String),
          user: { firstName: 'Inés', lastName: 'Prieto' },
        },
        classroomPreview: {
          name: 'Open room',
          level: 'B1',
          avatar: expect.any(String),
          language: { isoLanguageCode: 'es' },
        },
      }),
    ]);
  });

  it('refuses declining an invitation addressed to another account, and students', async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db);
    const invitee = await buildTeacher(db);
    const classroom = await buildClassroom(db, { owner });
    const created = await (await graphqlClient(server, owner.user)).query<{
      createTeacherToClassroomInvitation: { objects: Invitation[] };
    }>(INVITE, { classroomId: classroom.id, email: invitee.user.email });
    const invitation = created.data?.createTeacherToClassroomInvitation.objects[0] as Invitation;
    const vars = { token: invitation.token, classroomId: classroom.id };

    // Whoever else holds the link (another teacher, even the owner) cannot decline for them.
    for (const person of [await buildTeacher(db), owner]) {
      const refused = await (await graphqlClient(server, person.user)).query<{
        declineTeacherToClassroomInvitation: Payload;
      }>(DECLINE, vars);
      expect(refused.data?.declineTeacherToClassroomInvitation).toEqual({
        success: false,
        errors: [{ field: 'token', code: 'INVITATION_FOR_ANOTHER_ACCOUNT' }],
      });
    }
    const student = await graphqlClient(server, (await buildStudent(db)).user);
    expect(errorCode(await student.query(DECLINE, vars))).toBe('FORBIDDEN');
    expect(errorCode(await student.query(MINE))).toBe('FORBIDDEN');

    const inviteeClient = await graphqlClient(server, invitee.user);
    expect(
      (await inviteeClient.query<Mine>(MINE)).data?.myTeacherToClassroomInvitations.totalCount,
    ).toBe(1);
    const declined = await inviteeClient.query<{ declineTeacherToClassroomInvitation: Payload }>(
      DECLINE,
      vars,
    );
    expect(declined.data?.declineTeacherToClassroomInvitation).toEqual({
      success: true,
      errors: null,
    });
    expect(
      (await inviteeClient.query<Mine>(MINE)).data?.myTeacherToClassroomInvitations.totalCount,
    ).toBe(0);
  });
});

const INVITE = /* GraphQL */ `
  mutation ($classroomId: ID!, $email: String) {
    createTeacherToClassroomInvitation(classroomId: $classroomId, email: $email) {
      success
      objects { id token invitePath status inviteeEmail expiresAt }
      errors { field code }
    }
  }
`;
const CO_PREVIEW = /* GraphQL */ `
  query ($token: String!, $classroomId: ID!) {
    teacherToClassroomInvitationPreview(token: $token, classroomId: $classroomId) {
      status
      invitedBy { firstName }
      classroom { name }
    }
  }
`;
type Invitation = { id: string; token: string; invitePath: string; status: string };

describe('co-teacher invitations', () => {
  it('lets the owner invite by e-mail; the invitee previews, accepts and co-teaches', async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db, { user: { firstName: 'Inés' } });
    const invitee = await buildTeacher(db);
    const classroom = await buildClassroom(db, { owner, name: 'Debate club' });
    const ownerClient = await graphqlClient(server, owner.user);
    const created = await ownerClient.query<{
      createTeacherToClassroomInvitation: Payload & { objects: Invitation[] };
    }>(INVITE, { classroomId: classroom.id, email: invitee.user.email?.toUpperCase() });
    const invitation = created.data?.createTeacherToClassroomInvitation.objects[0];
    expect(invitation?.status).toBe('PENDING');
    expect(invitation?.invitePath).toBe(
      `/invite/teacher-to-classroom/${invitation?.token}/${classroom.id}`,
    );
    const vars = { token: invitation?.token, classroomId: classroom.id };
    const mails = (await readMailFolder(server.config.dataDir)).filter((mail) =>
      mail.to.includes(invitee.user.email?.toLowerCase() ?? '-'),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Debate club');
    expect(mails[0]?.links).toContain(`${server.config.publicUrl}${invitation?.invitePath}`);

    const anonymous = await graphqlClient(server, null);
    const preview = await anonymous.query<{
      teacherToClassroomInvitationPreview: {
        invitedBy: { firstName: string };
        classroom: { name: string };
      };
    }>(CO_PREVIEW, vars);
    expect(preview.data?.teacherToClassroomInvitationPreview).toEqual({
      status: 'PENDING',
      invitedBy: { firstName: 'Inés' },
      classroom: { name: 'Debate club' },
    });

    const inviteeClient = await graphqlClient(server, invitee.user);
    const mine = await inviteeClient.query<{
      myTeacherToClassroomInvitations: {
        totalCount: number;
        objects: { id: string; classroomPreview: { name: string } }[];
      };
    }>(
      '{ myTeacherToClassroomInvitations { totalCount objects { id classroomPreview { name } } } }',
    );
    expect(mine.data?.myTeacherToClassroomInvitations.objects).toEqual([
      { id: invitation?.id, classroomPreview: { name: 'Debate club' } },
    ]);

    // Someone else holding the link cannot use an invitation addressed to another e-mail.
    const stranger = await buildTeacher(db);
    const wrongPerson = await (await graphqlClient(server, stranger.user)).query<{
      acceptTeacherToClassroomInvitation: Payload;
    }>(
      'mutation ($token: String!, $classroomId: ID!) { acceptTeacherToClassroomInvitation(token: $token, classroomId: $classroomId) { success errors { field code } } }',
      vars,
    );
    expect(wrongPerson.data?.acceptTeacherToClassroomInvitation.errors?.[0]?.code).toBe(
      'INVITATION_FOR_ANOTHER_ACCOUNT',
    );

    const accepted = await inviteeClient.query<{
      acceptTeacherToClassroomInvitation: Payload & {
        objects: { id: string; viewerRole: string }[];
      };
    }>(
      'mutation ($token: String!, $classroomId: ID!) { acceptTeacherToClassroomInvitation(token: $token, classroomId: $classroomId) { success objects { id viewerRole } } }',
      vars,
    );
    expect(accepted.data?.acceptTeacherToClassroomInvitation.objects).toEqual([
      { id: classroom.id, viewerRole: 'CO_TEACHER' },
    ]);
    const again = await inviteeClient.query<{ acceptTeacherToClassroomInvitation: Payload }>(
      'mutation ($token: String!, $classroomId: ID!) { acceptTeacherToClassroomInvitation(token: $token, classroomId: $classroomId) { success errors { field code } } }',
      vars,
    );
    expect(again.data?.acceptTeacherToClassroomInvitation.errors?.[0]?.code).toBe(
      'INVITATION_NOT_PENDING',
    );

    const listed = await ownerClient.query<{
      classroom: {
        paginatedTeacherInvitations: { totalCount: number; objects: { status: string }[] };
      };
    }>(
      'query ($id: ID!) { classroom(id: $id) { paginatedTeacherInvitations { totalCount objects { status } } } }',
      { id: classroom.id },
    );
    expect(listed.data?.classroom.paginatedTeacherInvitations.objects).toEqual([
      { status: 'ACCEPTED' },
    ]);
  });

  it("refuses a co-teacher reading the classroom's invitations (they carry tokens) or revoking one", async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db);
    const coTeacher = await buildTeacher(db);
    const classroom = await buildClassroom(db, { owner, coTeachers: [coTeacher] });
    const invited = await (await graphqlClient(server, owner.user)).query<{
      createTeacherToClassroomInvitation: { objects: Invitation[] };
    }>(INVITE, { classroomId: classroom.id });
    const invitation = invited.data?.createTeacherToClassroomInvitation.objects[0] as Invitation;
    const coTeacherClient = await graphqlClient(server, coTeacher.user);

    const listed = await coTeacherClient.query(
      'query ($id: ID!) { classroom(id: $id) { name paginatedTeacherInvitations { objects { token } } } }',
      { id: classroom.id },
    );
    expect(errorCode(listed)).toBe('FORBIDDEN');
    expect(JSON.stringify(listed)).not.toContain(invitation.token);
    // The classroom itself stays readable to them.
    const own = await coTeacherClient.query<{ classroom: { name: string } }>(
      'query ($id: ID!) { classroom(id: $id) { name } }',
      { id: classroom.id },
    );
    expect(own.data?.classroom.name).toBe(classroom.name);

    const revoked = await coTeacherClient.query(
      'mutation ($id: ID!) { revokeTeacherToClassroomInvitation(id: $id) { success } }',
      { id: invitation.id },
    );
    expect(errorCode(revoked)).toBe('FORBIDDEN');
    const [row] = await db
      .select({ status: teacherToClassroomInvitations.status })
      .from(teacherToClassroomInvitations)
      .where(eq(teacherToClassroomInvitations.id, invitation.id));
    expect(row?.status).toBe('PENDING');
  });

  it("sorts the owner's invitations by when they were answered, unanswered last", async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db);
    const classroom = await buildClassroom(db, { owner });
    const ownerClient = await graphqlClient(server, owner.user);
    const ids: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const created = await ownerClient.query<{
        createTeacherToClassroomInvitation: { objects: Invitation[] };
      }>(INVITE, { classroomId: classroom.id });
      ids.push(created.data?.createTeacherToClassroomInvitation.objects[0]?.id as string);
    }
    const [first, second, third, pending] = ids as [string, string, string, string];
    // Created first to fourth; answered in another order (the oldest last), the fourth not at all.
    const answered: [string, 'DECLINED' | 'REVOKED', number][] = [
      [second, 'DECLINED', 3],
      [third, 'REVOKED', 2],
      [first, 'DECLINED', 1],
    ];
    for (const [id, status, hoursAgo] of answered) {
      await db
        .update(teacherToClassroomInvitations)
        .set({ status, respondedAt: new Date(Date.now() - hoursAgo * 3_600_000) })
        .where(eq(teacherToClassroomInvitations.id, id));
    }
    const list = async (order: 'ASC' | 'DESC', filter?: { status: string }) =>
      (
        await ownerClient.query<{
          classroom: { paginatedTeacherInvitations: { objects: { id: string }[] } };
        }>(
          `query ($id: ID!, $filter: TeacherToClassroomInvitationFilter) {
            classroom(id: $id) {
              paginatedTeacherInvitations(sortField: RESPONDED_AT, sortOrder: ${order}, filter: $filter) {
                objects { id }
              }
            }
          }`,
          { id: classroom.id, filter },
        )
      ).data?.classroom.paginatedTeacherInvitations.objects.map((row) => row.id);

    expect(await list('DESC')).toEqual([first, third, second, pending]);
    expect(await list('ASC')).toEqual([second, third, first, pending]);
    expect(await list('DESC', { status: 'DECLINED' })).toEqual([first, second]);
  });

  it('declines, revokes, expires, and lets only the owner invite', async () => {
    const { db } = server.database;
    const owner = await buildTeacher(db);
    const coTeacher = await buildTeacher(db);
    const classroom = await buildClassroom(db, { owner, coTeachers: [coTeacher] });
    const ownerClient = await graphqlClient(server, owner.user);
    const create = async () =>
      (
        await ownerClient.query<{
          createTeacherToClassroomInvitation: { objects: Invitation[] };
        }>(INVITE, { classroomId: classroom.id })
      ).data?.createTeacherToClassroomInvitation.objects[0] as Invitation;

    // The co-teacher and a stranger cannot invite.
    for (const person of [coTeacher, await buildTeacher(db)]) {
      const result = await (await graphqlClient(server, person.user)).query(INVITE, {
        classroomId: classroom.id,
      });
      expect(errorCode(result)).toBe('FORBIDDEN');
    }

    const invitee = await buildTeacher(db);
    const inviteeClient = await graphqlClient(server, invitee.user);
    const declined = await create();
    const declineResult = await inviteeClient.query<{
      declineTeacherToClassroomInvitation: Payload;
    }>(
      'mutation ($token: String!, $classroomId: ID!) { declineTeacherToClassroomInvitation(token: $token, classroomId: $classroomId) { success } }',
      { token: declined.token, classroomId: classroom.id },
    );
    expect(declineResult.data?.declineTeacherToClassroomInvitation.success).toBe(true);

    const revoked = await create();
    const revoke = await ownerClient.query<{
      revokeTeacherToClassroomInvitation: { objects: { status: string }[] };
    }>(
      'mutation ($id: ID!) { revokeTeacherToClassroomInvitation(id: $id) { objects { status } } }',
      {
        id: revoked.id,
      },
    );
    expect(revoke.data?.revokeTeacherToClassroomInvitation.objects[0]?.status).toBe('REVOKED');
    const revokeByOther = await inviteeClient.query(
      'mutation ($id: ID!) { revokeTeacherToClassroomInvitation(id: $id) { success } }',
      { id: (await create()).id },
    );
    expect(errorCode(revokeByOther)).toBe('FORBIDDEN');

    const expired = await create();
    await db
      .update(teacherToClassroomInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teacherToClassroomInvitations.id, expired.id));

    const anonymous = await graphqlClient(server, null);
    const codes = [];
    for (const token of [declined.token, revoked.token, expired.token, 'no-such-token']) {
      codes.push(
        errorCode(await anonymous.query(CO_PREVIEW, { token, classroomId: classroom.id })),
      );
    }
    expect(codes).toEqual([
      'INVITATION_NOT_PENDING',
      'INVITATION_REVOKED',
      'INVITATION_EXPIRED',
      'INVITATION_INVALID',
    ]);
  });
});
