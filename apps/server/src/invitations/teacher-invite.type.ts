import { eq } from 'drizzle-orm';
import { teacherProfiles, teacherStudents } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import { AppError, toClientError } from '../graphql/errors.ts';
import { objectsPayload, runMutation, withObjects } from '../graphql/mutation-result.ts';
import { randomToken } from '../platform/tokens.ts';
import { TeacherProfileType } from '../profiles/teacher-profile.type.ts';
import { invitingTeacher, teacherByInviteToken } from './invitation-lookups.ts';
import { TeacherInvitePreview } from './invitation-preview.types.ts';

const TeacherProfilesPayload = objectsPayload('TeacherProfiles', TeacherProfileType);

builder.queryField('teacherInvitePreview', (t) =>
  t.field({
    type: TeacherInvitePreview,
    description:
      'Who invites, for /invite/teacher/{token}; readable before signing in. A wrong or rotated token is an INVITATION_INVALID error.',
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: async (_root, { token }, context) => {
      try {
        return { teacher: invitingTeacher(await teacherByInviteToken(context.db, token)) };
      } catch (error) {
        if (error instanceof AppError) throw toClientError(error, context.locale);
        throw error;
      }
    },
  }),
);

builder.mutationFields((t) => ({
  acceptTeacherInvite: t.field({
    type: TeacherProfilesPayload,
    description:
      'Links the viewer (a student) to the teacher of the invite token; returns the teacher.',
    authScopes: { student: true },
    args: { token: t.arg.string({ required: true }) },
    resolve: (_root, { token }, context) =>
      runMutation(context, async () => {
        const teacher = await teacherByInviteToken(context.db, token);
        const { studentProfileId } = await context.access.profiles();
        if (!studentProfileId) throw new Error('student without a student profile');
        await context.db
          .insert(teacherStudents)
          .values({ teacherProfileId: teacher.id, studentProfileId })
          .onConflictDoNothing();
        context.access.forget();
        const [row] = await context.db
          .select()
          .from(teacherProfiles)
          .where(eq(teacherProfiles.id, teacher.id));
        return withObjects(row ? [row] : []);
      }),
  }),
  rotateTeacherInviteToken: t.field({
    type: TeacherProfilesPayload,
    description:
      'A new teacher invite token: teacher links and every classroom link carrying the old one stop working.',
    authScopes: { teacher: true },
    resolve: (_root, _args, context) =>
      runMutation(context, async () => {
        const { teacherProfileId } = await context.access.profiles();
        if (!teacherProfileId) throw new Error('teacher without a teacher profile');
        const [row] = await context.db
          .update(teacherProfiles)
          .set({ inviteToken: randomToken() })
          .where(eq(teacherProfiles.id, teacherProfileId))
          .returning();
        return withObjects(row ? [row] : []);
      }),
  }),
}));
