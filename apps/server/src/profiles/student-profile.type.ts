import { sql } from 'drizzle-orm';
import { studentLearningLanguages, studentProfiles } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import { isUuid } from '../graphql/ids.ts';
import { pageArgs, pageResult, pageType, pageWindow } from '../graphql/pagination.ts';
import { LanguagePage, LanguageSortField, languagePageQuery } from '../languages/language.type.ts';
import {
  PROFILE_FIELD_COLUMNS,
  profilePictureAndPhoneFields,
} from './profile-picture-and-phone-fields.ts';
import { profileSearchFilterInput } from './profile-search-filter.ts';
import { profileListOrder, profileUserSearch } from './profile-sql.ts';
import { ProfileSortField } from './teacher-profile.type.ts';

export const StudentProfileType = builder.drizzleObject('studentProfiles', {
  name: 'StudentProfile',
  select: { columns: PROFILE_FIELD_COLUMNS },
  fields: (t) => ({
    id: t.id({ resolve: (profile) => profile.id }),
    user: t.relation('user'),
    ...profilePictureAndPhoneFields(t, 'student'),
    nativeLanguage: t.relation('nativeLanguage', { nullable: true }),
    paginatedLearningLanguages: t.field({
      type: LanguagePage,
      args: pageArgs(LanguageSortField, 'NAME'),
      select: (args, context, nestedSelection) => ({
        with: {
          learningLanguages: nestedSelection(languagePageQuery(args, context), ['objects']),
        },
        extras: {
          learningLanguagesCount: (table) =>
            sql<number>`(select count(*) from ${studentLearningLanguages} where ${studentLearningLanguages.studentProfileId} = ${table.id})`.mapWith(
              Number,
            ),
        },
      }),
      resolve: (profile, args, context) =>
        pageResult(
          profile.learningLanguages,
          profile.learningLanguagesCount,
          pageWindow(args, context),
        ),
    }),
  }),
});

export const StudentProfilePage = pageType('StudentProfile', StudentProfileType);

const StudentFilter = profileSearchFilterInput('StudentFilter');

type StudentTable = typeof studentProfiles;
type StudentRow = typeof studentProfiles.$inferSelect;

builder.queryFields((t) => ({
  myStudents: t.field({
    type: StudentProfilePage,
    description:
      "The teacher's students: linked through the teacher link or studying in a classroom they teach.",
    authScopes: { teacher: true },
    args: { ...pageArgs(ProfileSortField, 'LAST_NAME'), filter: t.arg({ type: StudentFilter }) },
    resolve: async (_root, args, context, info) => {
      const { teacherProfileId } = await context.access.profiles();
      const window = pageWindow(args, context);
      const search = args.filter?.search?.trim();
      const where = (table: StudentTable) =>
        sql`(exists (select 1 from teacher_students ts where ts.student_profile_id = ${table.id} and ts.teacher_profile_id = ${teacherProfileId})
          or exists (select 1 from classroom_students cs join classroom_teaching ct on ct.classroom_id = cs.classroom_id where cs.student_profile_id = ${table.id} and ct.teacher_profile_id = ${teacherProfileId}))
          ${search ? sql`and ${profileUserSearch(table.userId, search)}` : sql``}`;
      const [rows, totalCount] = await Promise.all([
        context.db.query.studentProfiles.findMany(
          t.drizzleQueryFromInfo('studentProfiles', {
            context,
            info,
            path: ['objects'],
            where: { RAW: (table) => where(table) },
            orderBy: profileListOrder(args),
            limit: window.limit,
            offset: window.offset,
          }),
        ),
        context.db.$count(studentProfiles, where(studentProfiles)),
      ]);
      return pageResult(rows as StudentRow[], totalCount, window);
    },
  }),
  studentProfile: t.drizzleField({
    type: StudentProfileType,
    nullable: true,
    description: 'A student, for themselves, their teachers and staff.',
    args: { id: t.arg.id({ required: true }) },
    authScopes: async (_root, { id }, context) => {
      const { studentProfileId } = await context.access.profiles();
      if (studentProfileId === id) return true;
      return { teacherOfStudent: String(id), staff: true };
    },
    resolve: async (query, _root, { id }, { db }) =>
      isUuid(id) ? await db.query.studentProfiles.findFirst(query({ where: { id } })) : null,
  }),
}));
