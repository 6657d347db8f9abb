import { eq } from 'drizzle-orm';
import { ClassroomsPayload } from '../classrooms/classroom.type.ts';
import { classroomStudents, classrooms, teacherStudents } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import { AppError, toClientError } from '../graphql/errors.ts';
import { runMutation, withObjects } from '../graphql/mutation-result.ts';
import {
  classroomByInviteTokens,
  classroomPreview,
  invitingTeacher,
} from './invitation-lookups.ts';
import { ClassroomInvitePreview } from './invitation-preview.types.ts';

const tokenArgs = builder.args((t) => ({
  teacherToken: t.string({ required: true }),
  classroomToken: t.string({ required: true }),
}));

builder.queryField('classroomInvitePreview', (t) =>
  t.field({
    type: ClassroomInvitePreview,
    description:
      'The classroom and teacher behind /invite/classroom/{teacherToken}/{classroomToken}; readable before signing in. Errors: INVITATION_INVALID (wrong or rotated token), CLASSROOM_ARCHIVED.',
    authScopes: { public: true },
    args: tokenArgs,
    resolve: async (_root, { teacherToken, classroomToken }, context) => {
      try {
        const classroom = await classroomByInviteTokens(context.db, teacherToken, classroomToken);
        const role = await context.access.classroomRole(classroom.id);
        return {
          teacher: invitingTeacher(classroom.owner),
          classroom: classroomPreview(classroom),
          joinedClassroomId: role ? classroom.id : null,
        };
      } catch (error) {
        if (error instanceof AppError) throw toClientError(error, context.locale);
        throw error;
      }
    },
  }),
);

builder.mutationField('acceptClassroomInvite', (t) =>
  t.field({
    type: ClassroomsPayload,
    description:
      'Joins the viewer (a student) to the classroom and links them to its teacher; joining twice changes nothing.',
    authScopes: { student: true },
    args: tokenArgs,
    resolve: (_root, { teacherToken, classroomToken }, context) =>
      runMutation(context, async () => {
        const classroom = await classroomByInviteTokens(context.db, teacherToken, classroomToken);
        const { studentProfileId } = await context.access.profiles();
        if (!studentProfileId) throw new Error('student without a student profile');
        await context.db.transaction(async (tx) => {
          await tx
            .insert(classroomStudents)
            .values({ classroomId: classroom.id, studentProfileId })
            .onConflictDoNothing();
          await tx
            .insert(teacherStudents)
            .values({ teacherProfileId: classroom.ownerId, studentProfileId })
            .onConflictDoNothing();
        });
        context.access.forget();
        const rows = await context.db
          .select()
          .from(classrooms)
          .where(eq(classrooms.id, classroom.id));
        return withObjects(rows);
      }),
  }),
);
