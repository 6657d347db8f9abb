import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import { classrooms } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { CefrLevelEnum } from '../graphql/enums.ts';
import { clientError } from '../graphql/errors.ts';
import { isUuid } from '../graphql/ids.ts';
import { avatarUrl, mediaUrl } from '../graphql/media-urls.ts';
import {
  objectsPayload,
  runMutation,
  SuccessPayload,
  succeeded,
  withObjects,
} from '../graphql/mutation-result.ts';
import {
  type PageArgs,
  pageArgs,
  pageResult,
  pageType,
  pageWindow,
  sortFieldEnum,
} from '../graphql/pagination.ts';
import { parseInput } from '../graphql/validation.ts';
import { classroomRoleSql } from '../graphql/viewer-access.ts';
import { profileSearchFilterInput } from '../profiles/profile-search-filter.ts';
import { type ProfileListArgs, profileListOrder } from '../profiles/profile-sql.ts';
import { StudentProfilePage } from '../profiles/student-profile.type.ts';
import { ProfileSortField, TeacherProfilePage } from '../profiles/teacher-profile.type.ts';
import { classroomCreateSchema, classroomUpdateSchema } from './classroom.schemas.ts';
import {
  createClassroom,
  leaveClassroom,
  removeClassroomStudents,
  removeCoTeacher,
  rotateClassroomInviteToken,
  setClassroomArchived,
  updateClassroom,
} from './classroom.service.ts';
import { type Roster, rosterJoin, rosterOf, rosterSearch } from './roster-sql.ts';

/** The path the web app opens for a classroom's invite link. */
export const CLASSROOM_INVITE_PATH = '/invite/classroom/';
export const classroomInvitePath = (teacherToken: string, classroomToken: string) =>
  `${CLASSROOM_INVITE_PATH}${teacherToken}/${classroomToken}`;

export const ClassroomRoleEnum = builder.enumType('ClassroomRole', {
  values: ['OWNER', 'CO_TEACHER', 'STUDENT'] as const,
});

const RosterFilter = profileSearchFilterInput('RosterFilter');

type RosterArgs = ProfileListArgs & { filter?: { search?: string | null } | null };

/**
 * One page of a classroom's students or teachers, planned into the classroom's query: `query`
 * for the relation, `count` for its total, both with the same search.
 */
function rosterPage(roster: Roster, args: RosterArgs, context: GraphQLContext) {
  const window = pageWindow(args, context);
  const profiles = roster === 'students' ? sql`student_profiles` : sql`teacher_profiles`;
  return {
    query: {
      where: { RAW: (table: { userId: AnyColumn }) => rosterSearch(args, table.userId) },
      orderBy: profileListOrder(args),
      limit: window.limit,
      offset: window.offset,
    },
    count: (classroomId: AnyColumn) =>
      sql<number>`(select count(*) from ${profiles} p ${rosterJoin(roster, sql`p.id`)} where ${rosterOf(classroomId)} and ${rosterSearch(args, sql`p.user_id`)})`.mapWith(
        Number,
      ),
  };
}

/** Only members (its teachers and students) and staff read a classroom. */
export const ClassroomType = builder.drizzleObject('classrooms', {
  name: 'Classroom',
  authScopes: (classroom) => ({ classroomMember: classroom.id, staff: true }),
  // The columns its fields read, whatever a query asks for; the creation date only when asked
  // for, the update date never (no field shows it). See the User type for why not `expose*`.
  select: {
    columns: {
      id: true,
      name: true,
      description: true,
      level: true,
      photo: true,
      photoThumbnail: true,
      inviteToken: true,
      archivedAt: true,
    },
  },
  fields: (t) => ({
    id: t.id({ resolve: (classroom) => classroom.id }),
    name: t.string({ resolve: (classroom) => classroom.name }),
    description: t.string({ resolve: (classroom) => classroom.description }),
    level: t.field({ type: CefrLevelEnum, resolve: (classroom) => classroom.level }),
    language: t.relation('language'),
    owner: t.relation('owner'),
    archived: t.boolean({ resolve: (classroom) => classroom.archivedAt !== null }),
    archivedAt: t.field({
      type: 'DateTime',
      nullable: true,
      resolve: (classroom) => classroom.archivedAt,
    }),
    createdAt: t.field({
      type: 'DateTime',
      select: { columns: { createdAt: true } },
      resolve: (classroom) => classroom.createdAt,
    }),
    photo: t.string({
      nullable: true,
      resolve: (classroom, _args, context) => mediaUrl(context, classroom.photo),
    }),
    photoThumbnail: t.string({
      nullable: true,
      resolve: (classroom, _args, context) => mediaUrl(context, classroom.photoThumbnail),
    }),
    avatar: t.string({
      description: 'The thumbnail, else the photo, else the default classroom avatar.',
      resolve: (classroom, _args, context) => avatarUrl(context, classroom, 'classroom'),
    }),
    viewerRole: t.field({
      type: ClassroomRoleEnum,
      nullable: true,
      description: "The viewer's place in the classroom (null for staff who are not in it).",
      resolve: (classroom, _args, context) => context.access.classroomRole(classroom.id),
    }),
    inviteToken: t.string({
      description: 'The classroom half of the invite link; rotate it to cut off shared links.',
      authScopes: (classroom) => ({ classroomTeacher: classroom.id }),
      resolve: (classroom) => classroom.inviteToken,
    }),
    invitePath: t.string({
      description: "The invite link's web path: /invite/classroom/{teacherToken}/{classroomToken}.",
      authScopes: (classroom) => ({ classroomTeacher: classroom.id }),
      select: { with: { owner: { columns: { inviteToken: true } } } },
      resolve: (classroom) =>
        classroomInvitePath(classroom.owner.inviteToken, classroom.inviteToken),
    }),
    paginatedStudents: t.field({
      type: StudentProfilePage,
      args: { ...pageArgs(ProfileSortField, 'LAST_NAME'), filter: t.arg({ type: RosterFilter }) },
      select: (args, context, nestedSelection) => {
        const roster = rosterPage('students', args, context);
        return {
          with: { students: nestedSelection(roster.query, ['objects']) },
          extras: { studentsCount: (table) => roster.count(table.id) },
        };
      },
      resolve: (classroom, args, context) =>
        pageResult(classroom.students, classroom.studentsCount, pageWindow(args, context)),
    }),
    paginatedTeachers: t.field({
      type: TeacherProfilePage,
      description: 'The owner and the co-teachers.',
      args: { ...pageArgs(ProfileSortField, 'LAST_NAME'), filter: t.arg({ type: RosterFilter }) },
      select: (args, context, nestedSelection) => {
        const roster = rosterPage('teachers', args, context);
        return {
          with: { teachers: nestedSelection(roster.query, ['objects']) },
          extras: { teachersCount: (table) => roster.count(table.id) },
        };
      },
      resolve: (classroom, args, context) =>
        pageResult(classroom.teachers, classroom.teachersCount, pageWindow(args, context)),
    }),
  }),
});

export const ClassroomPage = pageType('Classroom', ClassroomType);
const ClassroomsPayload = objectsPayload('Classrooms', ClassroomType);

export const ClassroomSortField = sortFieldEnum('ClassroomSortField', [
  'NAME',
  'LEVEL',
  'CREATED_AT',
] as const);

type ClassroomTable = typeof classrooms;

function classroomSortKey(table: ClassroomTable, field: 'NAME' | 'LEVEL' | 'CREATED_AT'): SQL {
  if (field === 'NAME') return sql`lower(${table.name})`;
  if (field === 'LEVEL') return sql`${table.level}`;
  return sql`${table.createdAt}`;
}

type ClassroomPageArgs = PageArgs<'NAME' | 'LEVEL' | 'CREATED_AT'>;

/** ORDER BY of a classroom list (NAME by default), the id last so that pages never overlap. */
function classroomListOrder(args: ClassroomPageArgs) {
  const direction = args.sortOrder === 'desc' ? desc : asc;
  return (table: ClassroomTable) => [
    direction(classroomSortKey(table, args.sortField ?? 'NAME')),
    asc(table.id),
  ];
}

/** One page of a profile's active (not archived) classrooms, for the relation's nested query. */
function activeClassroomsPage(
  args: ClassroomPageArgs,
  context: GraphQLContext,
  matches?: (classroomId: SQL | AnyColumn) => SQL,
) {
  const window = pageWindow(args, context);
  return {
    where: {
      archivedAt: { isNull: true as const },
      ...(matches ? { RAW: (table: ClassroomTable) => matches(table.id) } : {}),
    },
    orderBy: classroomListOrder(args),
    limit: window.limit,
    offset: window.offset,
  };
}

const ClassroomFilter = builder.inputType('ClassroomFilter', {
  fields: (t) => ({
    search: t.string({ description: 'Matches the name or the description.' }),
    archived: t.boolean({
      description: 'false (the default): active only; true: archived only; null: both.',
      defaultValue: false,
    }),
    role: t.field({
      type: ClassroomRoleEnum,
      description: 'Only classrooms where the viewer has this role.',
    }),
    languageId: t.id(),
  }),
});

type ClassroomFilterValue = {
  search?: string | null;
  archived?: boolean | null;
  role?: 'OWNER' | 'CO_TEACHER' | 'STUDENT' | null;
  languageId?: string | number | null;
};

type ViewerProfileIds = { teacherProfileId: string | null; studentProfileId: string | null };

/** Classrooms the viewer owns, co-teaches or studies in, narrowed by the filter. */
function classroomListSql(
  table: ClassroomTable,
  viewer: ViewerProfileIds,
  filter: ClassroomFilterValue,
): SQL {
  const teacher = viewer.teacherProfileId;
  const student = viewer.studentProfileId;
  const membership: SQL[] = [];
  if (teacher && (!filter.role || filter.role === 'OWNER')) {
    membership.push(sql`${table.ownerId} = ${teacher}`);
  }
  if (teacher && (!filter.role || filter.role === 'CO_TEACHER')) {
    membership.push(
      sql`exists (select 1 from classroom_teachers ctr where ctr.classroom_id = ${table.id} and ctr.teacher_profile_id = ${teacher})`,
    );
  }
  if (student && (!filter.role || filter.role === 'STUDENT')) {
    membership.push(
      sql`exists (select 1 from classroom_students cst where cst.classroom_id = ${table.id} and cst.student_profile_id = ${student})`,
    );
  }
  const parts: SQL[] = [
    membership.length > 0 ? sql`(${sql.join(membership, sql` or `)})` : sql`false`,
  ];
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(sql`(${table.name} ilike ${pattern} or ${table.description} ilike ${pattern})`);
  }
  if (filter.archived === true) parts.push(sql`${table.archivedAt} is not null`);
  if (filter.archived === false) parts.push(sql`${table.archivedAt} is null`);
  if (filter.languageId != null) {
    parts.push(
      isUuid(filter.languageId) ? sql`${table.languageId} = ${filter.languageId}` : sql`false`,
    );
  }
  return sql.join(parts, sql` and `);
}

type ClassroomRow = typeof classrooms.$inferSelect;

builder.queryFields((t) => ({
  classrooms: t.field({
    type: ClassroomPage,
    description: "The viewer's classrooms: owned, co-taught and studied in.",
    authScopes: { hasUserType: true },
    args: {
      ...pageArgs(ClassroomSortField, 'NAME'),
      filter: t.arg({ type: ClassroomFilter }),
    },
    resolve: async (_root, args, context, info) => {
      const profiles = await context.access.profiles();
      const filter: ClassroomFilterValue = args.filter ?? { archived: false };
      const window = pageWindow(args, context);
      const [rows, totalCount] = await Promise.all([
        context.db.query.classrooms.findMany(
          t.drizzleQueryFromInfo('classrooms', {
            context,
            info,
            path: ['objects'],
            where: { RAW: (table) => classroomListSql(table, profiles, filter) },
            orderBy: classroomListOrder(args),
            limit: window.limit,
            offset: window.offset,
          }),
        ),
        context.db.$count(classrooms, classroomListSql(classrooms, profiles, filter)),
      ]);
      return pageResult(rows as ClassroomRow[], totalCount, window);
    },
  }),
  classroom: t.drizzleField({
    type: ClassroomType,
    nullable: true,
    description: 'One classroom, for its teachers, its students and staff.',
    args: { id: t.arg.id({ required: true }) },
    // Membership (classroomMember or staff, as the Classroom type's scope) is read with the
    // classroom, in its query, not before it in a statement of its own.
    authScopes: { signedIn: true },
    resolve: async (query, _root, { id }, context) => {
      const { db, viewer, access, locale } = context;
      const row =
        viewer && isUuid(id)
          ? await db.query.classrooms.findFirst(
              query({
                where: { id },
                extras: { viewerRole: (table) => classroomRoleSql(table.id, viewer.id) },
              }),
            )
          : undefined;
      const staff = viewer?.isStaff === true || viewer?.isSuperuser === true;
      if (row) access.knowClassroomRole(String(id).toLowerCase(), row.viewerRole);
      if (row && (row.viewerRole !== null || staff)) return row;
      // A missing classroom is refused as a foreign one is, so ids reveal nothing.
      if (staff) return null;
      throw clientError('FORBIDDEN', locale);
    },
  }),
}));

/** The classrooms a teacher teaches (owned and co-taught), for the teacher themselves. */
builder.drizzleObjectField('teacherProfiles', 'paginatedClassrooms', (t) =>
  t.field({
    type: ClassroomPage,
    authScopes: (profile) => ({ owner: profile.userId, staff: true }),
    args: pageArgs(ClassroomSortField, 'NAME'),
    select: (args, context, nestedSelection) => ({
      with: {
        teachingClassrooms: nestedSelection(activeClassroomsPage(args, context), ['objects']),
      },
      extras: {
        teachingClassroomsCount: (table) =>
          sql<number>`(select count(*) from classroom_teaching ct join classrooms c on c.id = ct.classroom_id where ct.teacher_profile_id = ${table.id} and c.archived_at is null)`.mapWith(
            Number,
          ),
      },
    }),
    // The selection above loaded these onto the profile row; the field builder cannot type it.
    resolve: (profile, args, context) => {
      const loaded = profile as typeof profile & {
        teachingClassrooms: ClassroomRow[];
        teachingClassroomsCount: number;
      };
      return pageResult(
        loaded.teachingClassrooms,
        loaded.teachingClassroomsCount,
        pageWindow(args, context),
      );
    },
  }),
);

/**
 * For a teacher (not staff) reading a student's classrooms: only those the teacher owns or
 * co-teaches. Matched by the viewer's user id so that it needs no lookup before planning.
 * The narrowing is chosen by the viewer's user type alone, not by whose profile is read: that is
 * only right because a teacher never owns a student profile (the user type is set once, and
 * `confirmUserType` creates the one profile of that type), so it never narrows a student's own list.
 */
function taughtByViewer(context: GraphQLContext) {
  const { viewer } = context;
  if (viewer?.userType !== 'TEACHER' || viewer.isStaff || viewer.isSuperuser) return undefined;
  return (classroomId: SQL | AnyColumn) =>
    sql`exists (select 1 from classroom_teaching vct join teacher_profiles vtp on vtp.id = vct.teacher_profile_id where vct.classroom_id = ${classroomId} and vtp.user_id = ${viewer.id})`;
}

/** The classrooms a student studies in: all for the student and staff, shared ones for a teacher. */
builder.drizzleObjectField('studentProfiles', 'paginatedClassrooms', (t) =>
  t.field({
    type: ClassroomPage,
    description:
      'Active classrooms the student studies in: all of them for the student and staff; for their teacher, only those the teacher owns or co-teaches.',
    authScopes: (profile) => ({
      owner: profile.userId,
      teacherOfStudent: profile.id,
      staff: true,
    }),
    args: pageArgs(ClassroomSortField, 'NAME'),
    select: (args, context, nestedSelection) => {
      const taught = taughtByViewer(context);
      return {
        with: {
          classrooms: nestedSelection(activeClassroomsPage(args, context, taught), ['objects']),
        },
        extras: {
          classroomsCount: (table) =>
            sql<number>`(select count(*) from classroom_students cs join classrooms c on c.id = cs.classroom_id where cs.student_profile_id = ${table.id} and c.archived_at is null${taught ? sql` and ${taught(sql`c.id`)}` : sql``})`.mapWith(
              Number,
            ),
        },
      };
    },
    resolve: (profile, args, context) => {
      const loaded = profile as typeof profile & {
        classrooms: ClassroomRow[];
        classroomsCount: number;
      };
      return pageResult(loaded.classrooms, loaded.classroomsCount, pageWindow(args, context));
    },
  }),
);

const ClassroomInput = builder.inputType('ClassroomInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string(),
    languageId: t.id({ required: true }),
    level: t.field({ type: CefrLevelEnum, required: true }),
    photo: t.field({ type: 'File', description: 'An image; stored re-encoded with a thumbnail.' }),
  }),
});

const ClassroomUpdateInput = builder.inputType('ClassroomUpdateInput', {
  description: 'Only the fields sent change.',
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    languageId: t.id(),
    level: t.field({ type: CefrLevelEnum }),
    photo: t.field({ type: 'File' }),
    removePhoto: t.boolean({ description: 'Back to the default avatar.' }),
  }),
});

const dropNulls = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));

builder.mutationFields((t) => ({
  createClassroom: t.field({
    type: ClassroomsPayload,
    authScopes: { teacher: true },
    args: { input: t.arg({ type: ClassroomInput, required: true }) },
    resolve: (_root, { input }, context) =>
      runMutation(context, async () => {
        const { photo, ...fields } = input;
        const parsed = parseInput(classroomCreateSchema, dropNulls(fields), context.locale);
        const { teacherProfileId } = await context.access.profiles();
        if (!teacherProfileId) throw new Error('teacher without a teacher profile');
        const row = await createClassroom(
          context.db,
          teacherProfileId,
          parsed,
          { file: photo },
          context,
        );
        context.access.forget();
        return withObjects([row]);
      }),
  }),
  updateClassroom: t.field({
    type: ClassroomsPayload,
    description: 'Changes a classroom (its owner only).',
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: ClassroomUpdateInput, required: true }),
    },
    authScopes: (_root, { id }) => ({ classroomOwner: String(id) }),
    resolve: (_root, { id, input }, context) =>
      runMutation(context, async () => {
        const { photo, removePhoto, ...fields } = input;
        const parsed = parseInput(classroomUpdateSchema, dropNulls(fields), context.locale);
        const row = await updateClassroom(
          context.db,
          String(id),
          parsed,
          { file: photo, remove: removePhoto },
          context,
        );
        return withObjects([row]);
      }),
  }),
  archiveClassroom: t.field({
    type: ClassroomsPayload,
    description:
      'Archives (or with archived: false restores) a classroom; archived classrooms refuse invitations.',
    args: { id: t.arg.id({ required: true }), archived: t.arg.boolean({ defaultValue: true }) },
    authScopes: (_root, { id }) => ({ classroomOwner: String(id) }),
    resolve: (_root, { id, archived }, context) =>
      runMutation(context, async () =>
        withObjects([await setClassroomArchived(context.db, String(id), archived ?? true)]),
      ),
  }),
  rotateClassroomInviteToken: t.field({
    type: ClassroomsPayload,
    description: 'A new classroom invite token; links with the old one are refused from now on.',
    args: { id: t.arg.id({ required: true }) },
    authScopes: (_root, { id }) => ({ classroomOwner: String(id) }),
    resolve: (_root, { id }, context) =>
      runMutation(context, async () =>
        withObjects([await rotateClassroomInviteToken(context.db, String(id))]),
      ),
  }),
  removeClassroomStudents: t.field({
    type: SuccessPayload,
    description: 'Takes students out of a classroom (its teachers); their teacher links stay.',
    args: {
      classroomId: t.arg.id({ required: true }),
      studentProfileIds: t.arg.idList({ required: true }),
    },
    authScopes: (_root, { classroomId }) => ({ classroomTeacher: String(classroomId) }),
    resolve: (_root, { classroomId, studentProfileIds }, context) =>
      runMutation(context, async () => {
        await removeClassroomStudents(
          context.db,
          String(classroomId),
          studentProfileIds.map(String).filter(isUuid),
        );
        context.access.forget();
        return succeeded();
      }),
  }),
  removeClassroomTeacher: t.field({
    type: SuccessPayload,
    description: 'Takes a co-teacher out of a classroom (its owner).',
    args: {
      classroomId: t.arg.id({ required: true }),
      teacherProfileId: t.arg.id({ required: true }),
    },
    authScopes: (_root, { classroomId }) => ({ classroomOwner: String(classroomId) }),
    resolve: (_root, { classroomId, teacherProfileId }, context) =>
      runMutation(context, async () => {
        if (isUuid(teacherProfileId)) {
          await removeCoTeacher(context.db, String(classroomId), teacherProfileId);
        }
        context.access.forget();
        return succeeded();
      }),
  }),
  leaveClassroom: t.field({
    type: SuccessPayload,
    description: 'The viewer leaves a classroom they study in or co-teach.',
    args: { id: t.arg.id({ required: true }) },
    authScopes: (_root, { id }) => ({ classroomMember: String(id) }),
    resolve: (_root, { id }, context) =>
      runMutation(context, async () => {
        await leaveClassroom(context.db, String(id), await context.access.profiles());
        context.access.forget();
        return succeeded();
      }),
  }),
}));

export { ClassroomsPayload };
