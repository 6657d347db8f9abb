import { type SQL, sql } from 'drizzle-orm';
import { classrooms, studentProfiles, teacherProfiles } from '../db/schema/index.ts';
import {
  type FieldArgs,
  isoTimestampSql,
  pageRead,
  type RootRead,
  readModel,
} from '../graphql/compiled-reads/read-model.ts';
import { isUuid } from '../graphql/ids.ts';
import { avatarKeySql } from '../graphql/media-urls.ts';
import { classroomRoleSql } from '../graphql/viewer-access.ts';
import { type ProfileListArgs, profileListOrder } from '../profiles/profile-sql.ts';
import { CLASSROOM_INVITE_PATH } from './classroom.type.ts';
import { type Roster, rosterJoin, rosterOf, rosterSearch } from './roster-sql.ts';

type ClassroomTable = typeof classrooms;

/** A roster page of the Classroom type: its students or its teachers (classroom.type.ts). */
function rosterPageRead(roster: Roster) {
  const [type, table] =
    roster === 'students'
      ? (['StudentProfile', studentProfiles] as const)
      : (['TeacherProfile', teacherProfiles] as const);
  return pageRead<ClassroomTable, typeof table>(type, table, {
    join: (profile) => rosterJoin(roster, profile.id),
    where: (classroom, profile, args) =>
      sql`${rosterOf(classroom.id)} and ${rosterSearch(args, profile.userId)}`,
    orderBy: (profile, args) => profileListOrder(args as ProfileListArgs)(profile),
  });
}

/** The invite link's path as classroomInvitePath builds it: the owner's token, the classroom's. */
const invitePathSql = (classroom: ClassroomTable): SQL =>
  sql`${CLASSROOM_INVITE_PATH} || (select owner.invite_token from teacher_profiles owner where owner.id = ${classroom.ownerId}) || '/' || ${classroom.inviteToken}`;

/** The Classroom type's fields for compiled reads (classroom.type.ts). */
export const classroomReadModel = readModel(classrooms, {
  id: { kind: 'value', value: (t) => t.id },
  name: { kind: 'value', value: (t) => t.name },
  description: { kind: 'value', value: (t) => t.description },
  level: { kind: 'value', value: (t) => t.level },
  language: { kind: 'object', type: 'Language', key: (t) => t.languageId },
  owner: { kind: 'object', type: 'TeacherProfile', key: (t) => t.ownerId },
  archived: { kind: 'value', value: (t) => sql`${t.archivedAt} is not null` },
  archivedAt: { kind: 'value', value: (t) => isoTimestampSql(t.archivedAt) },
  createdAt: { kind: 'value', value: (t) => isoTimestampSql(t.createdAt) },
  photo: { kind: 'media', key: (t) => t.photo },
  photoThumbnail: { kind: 'media', key: (t) => t.photoThumbnail },
  avatar: { kind: 'media', key: (t) => avatarKeySql(t, 'classroom') },
  viewerRole: { kind: 'authColumn', column: 'viewerRole' },
  // Teachers only: the root's scopes are asked for these two after the read (compile-read.ts).
  inviteToken: { kind: 'value', value: (t) => t.inviteToken },
  invitePath: { kind: 'value', value: invitePathSql },
  paginatedStudents: rosterPageRead('students'),
  paginatedTeachers: rosterPageRead('teachers'),
});

/** `classroom(id)`: for its members and staff; any other answer is the executor's. */
export const classroomRootRead: RootRead<ClassroomTable> = {
  type: 'Classroom',
  accepts: (args: FieldArgs, { viewerId }) => viewerId !== null && isUuid(args.id),
  where: (t, args) => sql`${t.id} = ${String(args.id)}`,
  authRow: (t, { viewerId }) => ({
    id: t.id,
    viewerRole: viewerId ? classroomRoleSql(t.id, viewerId) : sql`null`,
  }),
  beforeScopes: (row, context) =>
    context.access.knowClassroomRole(String(row.id), row.viewerRole as never),
};
