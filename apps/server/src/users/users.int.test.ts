import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, graphqlClient } from '../test/graphql-clients.ts';
import { startTestServer, type TestServer } from '../test/test-server.ts';
import { buildStudent, buildTeacher, buildUser } from '../test/world-factories.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ME = /* GraphQL */ `
  query Me {
    readUser(where: { isActive: true }, me: true) {
      id userType email username firstName lastName isActive isStaff isSuperuser
      teacherProfile { id inviteToken invitePath phoneNumber phoneNumberVerified nativeLanguage { isoLanguageCode } paginatedLanguagesTaught { totalCount objects { id name isoLanguageCode } } }
      studentProfile { id phoneNumber paginatedLearningLanguages { totalCount objects { id name } } }
    }
  }
`;

type Me = {
  readUser: {
    id: string;
    userType: string | null;
    email: string;
    teacherProfile: { inviteToken: string; invitePath: string } | null;
    studentProfile: { id: string } | null;
  } | null;
};

describe('readUser', () => {
  it('reads the current user with the seed fields, for browser and app clients', async () => {
    const { db } = server.database;
    const teacher = await buildTeacher(db, { languagesTaught: ['es', 'en'] });
    for (const kind of ['browser', 'app'] as const) {
      const client = await graphqlClient(server, teacher.user, kind);
      const { data, errors } = await client.query<Me>(ME);
      expect(errors).toBeUndefined();
      expect(data?.readUser).toMatchObject({
        id: teacher.user.id,
        userType: 'TEACHER',
        email: teacher.user.email,
        isActive: true,
        isStaff: false,
        isSuperuser: false,
        teacherProfile: {
          inviteToken: teacher.profile.inviteToken,
          invitePath: `/invite/teacher/${teacher.profile.inviteToken}`,
          phoneNumberVerified: false,
          nativeLanguage: { isoLanguageCode: 'es' },
          paginatedLanguagesTaught: { totalCount: 2 },
        },
        studentProfile: null,
      });
    }
  });

  it('finds other users only for staff', async () => {
    const { db } = server.database;
    const [student, other, staff] = await Promise.all([
      buildStudent(db),
      buildStudent(db),
      buildUser(db, { isStaff: true }),
    ]);
    const byEmail = 'query ($e: String!) { readUser(where: { email: $e }) { id email } }';
    const studentClient = await graphqlClient(server, student.user);
    const hidden = await studentClient.query<Me>(byEmail, { e: other.user.email });
    expect(hidden.data?.readUser).toBeNull();
    const staffClient = await graphqlClient(server, staff);
    const found = await staffClient.query<Me>(byEmail, { e: other.user.email?.toUpperCase() });
    expect(found.data?.readUser?.id).toBe(other.user.id);
  });
});

describe('users list', () => {
  it('lists and filters every account for staff, and refuses others', async () => {
    const { db } = server.database;
    const staff = await buildUser(db, { isStaff: true });
    const marker = `zz${Date.now()}`;
    await Promise.all(
      ['a', 'b', 'c'].map((suffix) => buildUser(db, { lastName: `${marker}${suffix}` })),
    );
    const query = /* GraphQL */ `
      query ($search: String!) {
        users(filter: { search: $search }, pageSize: 2, sortField: LAST_NAME, sortOrder: DESC) {
          totalCount pages page pageSize hasNext hasPrev objects { lastName }
        }
      }
    `;
    const staffClient = await graphqlClient(server, staff);
    const { data } = await staffClient.query<{
      users: { totalCount: number; objects: { lastName: string }[] };
    }>(query, { search: marker });
    expect(data?.users).toEqual({
      totalCount: 3,
      pages: 2,
      page: 1,
      pageSize: 2,
      hasNext: true,
      hasPrev: false,
      objects: [{ lastName: `${marker}c` }, { lastName: `${marker}b` }],
    });
    const all = await staffClient.query<{ users: { pageSize: string; objects: unknown[] } }>(
      'query ($s: String!) { users(filter: { search: $s }, pageSize: "All") { pageSize objects { id } } }',
      { s: marker },
    );
    expect(all.data?.users.pageSize).toBe('All');
    expect(all.data?.users.objects).toHaveLength(3);
    const minusOne = await staffClient.query<{ users: { pageSize: string } }>(
      'query ($s: String!) { users(filter: { search: $s }, pageSize: -1) { pageSize } }',
      { s: marker },
    );
    expect(minusOne.data?.users.pageSize).toBe('All');

    const teacher = await buildTeacher(db);
    const refused = await (await graphqlClient(server, teacher.user)).query(query, {
      search: marker,
    });
    expect(errorCode(refused)).toBe('FORBIDDEN');
  });
});

describe('confirmUserType', () => {
  it('sets the type once and creates the profile; a teacher gets an invite token', async () => {
    const { db } = server.database;
    const user = await buildUser(db);
    const client = await graphqlClient(server, user);
    const confirm = /* GraphQL */ `
      mutation ($type: UserType!) {
        confirmUserType(userType: $type) {
          success
          objects { userType teacherProfile { inviteToken } studentProfile { id } }
          errors { field code messages }
        }
      }
    `;
    const first = await client.query<{
      confirmUserType: { objects: { userType: string; teacherProfile: { inviteToken: string } }[] };
    }>(confirm, { type: 'TEACHER' });
    const confirmed = first.data?.confirmUserType.objects[0];
    expect(confirmed?.userType).toBe('TEACHER');
    expect(confirmed?.teacherProfile.inviteToken).toMatch(/^[\w-]{20,}$/);

    const again = await client.query<{
      confirmUserType: { success: boolean; errors: { field: string; code: string }[] };
    }>(confirm, { type: 'STUDENT' });
    expect(again.data?.confirmUserType).toMatchObject({
      success: false,
      errors: [{ field: 'userType', code: 'USER_TYPE_ALREADY_SET' }],
    });
    const me = await client.query<Me>(ME);
    expect(me.data?.readUser?.userType).toBe('TEACHER');
    expect(me.data?.readUser?.studentProfile).toBeNull();
  });
});
