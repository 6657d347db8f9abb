import { sql } from 'drizzle-orm';
import { teacherLanguagesTaught, teacherProfiles } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import { isUuid } from '../graphql/ids.ts';
import {
  pageArgs,
  pageResult,
  pageType,
  pageWindow,
  sortFieldEnum,
} from '../graphql/pagination.ts';
import { LanguagePage, LanguageSortField, languagePageQuery } from '../languages/language.type.ts';
import {
  PROFILE_FIELD_COLUMNS,
  profilePictureAndPhoneFields,
} from './profile-picture-and-phone-fields.ts';
import { profileSearchFilterInput } from './profile-search-filter.ts';
import { PROFILE_SORT_FIELDS, profileListOrder, profileUserSearch } from './profile-sql.ts';

/** The path the web app opens for a teacher's invite link. */
export const teacherInvitePath = (token: string) => `/invite/teacher/${token}`;

export const TeacherProfileType = builder.drizzleObject('teacherProfiles', {
  name: 'TeacherProfile',
  select: { columns: PROFILE_FIELD_COLUMNS },
  fields: (t) => ({
    id: t.id({ resolve: (profile) => profile.id }),
    user: t.relation('user'),
    ...profilePictureAndPhoneFields(t, 'teacher'),
    nativeLanguage: t.relation('nativeLanguage', { nullable: true }),
    paginatedLanguagesTaught: t.field({
      type: LanguagePage,
      args: pageArgs(LanguageSortField, 'NAME'),
      select: (args, context, nestedSelection) => ({
        with: { languagesTaught: nestedSelection(languagePageQuery(args, context), ['objects']) },
        extras: {
          languagesTaughtCount: (table) =>
            sql<number>`(select count(*) from ${teacherLanguagesTaught} where ${teacherLanguagesTaught.teacherProfileId} = ${table.id})`.mapWith(
              Number,
            ),
        },
      }),
      resolve: (profile, args, context) =>
        pageResult(
          profile.languagesTaught,
          profile.languagesTaughtCount,
          pageWindow(args, context),
        ),
    }),
    inviteToken: t.string({
      description: 'Behind the teacher invite link; rotate it to cut off links already shared.',
      authScopes: (profile) => ({ owner: profile.userId }),
      select: { columns: { inviteToken: true } },
      resolve: (profile) => profile.inviteToken,
    }),
    invitePath: t.string({
      description: 'The web path of the invite link: /invite/teacher/{inviteToken}.',
      authScopes: (profile) => ({ owner: profile.userId }),
      select: { columns: { inviteToken: true } },
      resolve: (profile) => teacherInvitePath(profile.inviteToken),
    }),
  }),
});

export const TeacherProfilePage = pageType('TeacherProfile', TeacherProfileType);

export const ProfileSortField = sortFieldEnum('ProfileSortField', PROFILE_SORT_FIELDS);

const TeacherFilter = profileSearchFilterInput('TeacherFilter');

type TeacherTable = typeof teacherProfiles;

builder.queryFields((t) => ({
  myTeachers: t.field({
    type: TeacherProfilePage,
    description:
      "The student's teachers: linked through a teacher link or teaching one of their classrooms.",
    authScopes: { student: true },
    args: { ...pageArgs(ProfileSortField, 'LAST_NAME'), filter: t.arg({ type: TeacherFilter }) },
    resolve: async (_root, args, context, info) => {
      const { studentProfileId } = await context.access.profiles();
      const window = pageWindow(args, context);
      const search = args.filter?.search?.trim();
      const where = (table: TeacherTable) =>
        sql`(exists (select 1 from teacher_students ts where ts.teacher_profile_id = ${table.id} and ts.student_profile_id = ${studentProfileId})
          or exists (select 1 from classroom_teaching ct join classroom_students cs on cs.classroom_id = ct.classroom_id where ct.teacher_profile_id = ${table.id} and cs.student_profile_id = ${studentProfileId}))
          ${search ? sql`and ${profileUserSearch(table.userId, search)}` : sql``}`;
      const [rows, totalCount] = await Promise.all([
        context.db.query.teacherProfiles.findMany(
          t.drizzleQueryFromInfo('teacherProfiles', {
            context,
            info,
            path: ['objects'],
            where: { RAW: (table) => where(table) },
            orderBy: profileListOrder(args),
            limit: window.limit,
            offset: window.offset,
          }),
        ),
        context.db.$count(teacherProfiles, where(teacherProfiles)),
      ]);
      return pageResult(rows as TeacherRow[], totalCount, window);
    },
  }),
  teacherProfile: t.drizzleField({
    type: TeacherProfileType,
    nullable: true,
    description: 'A teacher, for themselves, their students and staff.',
    args: { id: t.arg.id({ required: true }) },
    authScopes: async (_root, { id }, context) => {
      const { teacherProfileId } = await context.access.profiles();
      if (teacherProfileId === id) return true;
      return { studentOfTeacher: String(id), staff: true };
    },
    resolve: async (query, _root, { id }, { db }) =>
      isUuid(id) ? await db.query.teacherProfiles.findFirst(query({ where: { id } })) : null,
  }),
}));

type TeacherRow = typeof teacherProfiles.$inferSelect;
