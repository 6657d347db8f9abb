import { asc, desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ClassroomsPayload } from '../classrooms/classroom.type.ts';
import { teacherToClassroomInvitations } from '../db/schema/index.ts';
import { builder } from '../graphql/builder.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { InvitationStatusEnum } from '../graphql/enums.ts';
import { AppError, toClientError } from '../graphql/errors.ts';
import { isUuid } from '../graphql/ids.ts';
import {
  objectsPayload,
  runMutation,
  SuccessPayload,
  succeeded,
  withObjects,
} from '../graphql/mutation-result.ts';
import {
  pageArgs,
  pageResult,
  pageType,
  pageWindow,
  sortFieldEnum,
} from '../graphql/pagination.ts';
import { parseInput } from '../graphql/validation.ts';
import {
  acceptCoTeacherInvitation,
  answerableBy,
  coTeacherInvitePath,
  createCoTeacherInvitation,
  DEFAULT_INVITATION_TTL_DAYS,
  declineCoTeacherInvitation,
  hasPendingInvitation,
  invitationClassroomId,
  openCoTeacherInvitation,
  revokeCoTeacherInvitation,
} from './co-teacher-invitation.service.ts';
import { classroomPreview, invitingTeacher } from './invitation-lookups.ts';
import { coTeacherInvitationMail } from './invitation-mail.ts';
import {
  ClassroomPreview,
  TeacherToClassroomInvitationPreview,
} from './invitation-preview.types.ts';

type InvitationRow = typeof teacherToClassroomInvitations.$inferSelect;

/** Read by the classroom's owner, and by the teacher it is addressed to. */
export const TeacherToClassroomInvitationType = builder.drizzleObject(
  'teacherToClassroomInvitations',
  {
    name: 'TeacherToClassroomInvitation',
    authScopes: (invitation, context) => {
      const email = context.viewer?.email;
      if (email && invitation.inviteeEmail?.toLowerCase() === email.toLowerCase()) return true;
      return { classroomOwner: invitation.classroomId, staff: true };
    },
    fields: (t) => ({
      id: t.exposeID('id'),
      classroomId: t.exposeID('classroomId', {
        description: 'With the token, what accepting or declining takes.',
      }),
      inviteeEmail: t.exposeString('inviteeEmail', { nullable: true }),
      status: t.field({ type: InvitationStatusEnum, resolve: (row) => row.status }),
      expired: t.boolean({
        resolve: (row) => row.status === 'PENDING' && row.expiresAt.getTime() <= Date.now(),
      }),
      expiresAt: t.expose('expiresAt', { type: 'DateTime' }),
      createdAt: t.expose('createdAt', { type: 'DateTime' }),
      respondedAt: t.expose('respondedAt', { type: 'DateTime', nullable: true }),
      invitedBy: t.relation('invitedBy'),
      classroomPreview: t.field({
        type: ClassroomPreview,
        description: 'What the invitee may see of the classroom before accepting.',
        select: {
          with: {
            classroom: {
              columns: { name: true, level: true, photo: true, photoThumbnail: true },
              with: { language: { columns: { name: true, isoLanguageCode: true } } },
            },
          },
        },
        resolve: (row) => row.classroom,
      }),
      token: t.exposeString('token'),
      invitePath: t.string({
        description: 'The web path to open: /invite/teacher-to-classroom/{token}/{classroomId}.',
        resolve: (row) => coTeacherInvitePath(row.token, row.classroomId),
      }),
    }),
  },
);

const InvitationPage = pageType('TeacherToClassroomInvitation', TeacherToClassroomInvitationType);
const InvitationsPayload = objectsPayload(
  'TeacherToClassroomInvitations',
  TeacherToClassroomInvitationType,
);

const InvitationSortField = sortFieldEnum('TeacherToClassroomInvitationSortField', [
  'CREATED_AT',
  'EXPIRES_AT',
  'RESPONDED_AT',
] as const);

type InvitationSortArgs = {
  sortField?: 'CREATED_AT' | 'EXPIRES_AT' | 'RESPONDED_AT' | null;
  sortOrder?: string | null;
};

/** ORDER BY for both invitation lists; the id keeps pages stable when the dates tie. */
function invitationOrder(args: InvitationSortArgs) {
  const descending = args.sortOrder === 'desc';
  const direction = descending ? desc : asc;
  return (table: typeof teacherToClassroomInvitations) => {
    if (args.sortField === 'RESPONDED_AT') {
      // Unanswered invitations have no answer date: last in either direction, newest first.
      return [
        sql`${table.respondedAt} ${descending ? sql`desc` : sql`asc`} nulls last`,
        desc(table.createdAt),
        asc(table.id),
      ];
    }
    return [
      direction(args.sortField === 'EXPIRES_AT' ? table.expiresAt : table.createdAt),
      asc(table.id),
    ];
  };
}

const InvitationFilter = builder.inputType('TeacherToClassroomInvitationFilter', {
  fields: (t) => ({ status: t.field({ type: InvitationStatusEnum }) }),
});

builder.drizzleObjectField('classrooms', 'paginatedTeacherInvitations', (t) =>
  t.field({
    type: InvitationPage,
    description: 'Co-teacher invitations of the classroom, for its owner.',
    authScopes: (classroom) => ({ classroomOwner: classroom.id }),
    args: {
      ...pageArgs(InvitationSortField, 'CREATED_AT'),
      filter: t.arg({ type: InvitationFilter }),
    },
    select: (args, context, nestedSelection) => {
      const window = pageWindow(args, context);
      const status = args.filter?.status;
      return {
        with: {
          teacherInvitations: nestedSelection(
            {
              where: status ? { status } : {},
              orderBy: invitationOrder(args),
              limit: window.limit,
              offset: window.offset,
            },
            ['objects'],
          ),
        },
        extras: {
          teacherInvitationsCount: (table) =>
            sql<number>`(select count(*) from teacher_to_classroom_invitations i where i.classroom_id = ${table.id} ${status ? sql`and i.status = ${status}` : sql``})`.mapWith(
              Number,
            ),
        },
      };
    },
    // The selection above loaded these onto the classroom row; the field builder cannot type it.
    resolve: (classroom, args, context) => {
      const loaded = classroom as typeof classroom & {
        teacherInvitations: InvitationRow[];
        teacherInvitationsCount: number;
      };
      return pageResult(
        loaded.teacherInvitations,
        loaded.teacherInvitationsCount,
        pageWindow(args, context),
      );
    },
  }),
);

builder.queryFields((t) => ({
  myTeacherToClassroomInvitations: t.field({
    type: InvitationPage,
    description:
      "Co-teacher invitations sent to the viewer's e-mail address that they can still answer: pending, unexpired, their classroom not archived.",
    authScopes: { teacher: true },
    args: pageArgs(InvitationSortField, 'CREATED_AT'),
    resolve: async (_root, args, context, info) => {
      const email = context.viewer?.email ?? '';
      const window = pageWindow(args, context);
      const [rows, totalCount] = await Promise.all([
        context.db.query.teacherToClassroomInvitations.findMany(
          t.drizzleQueryFromInfo('teacherToClassroomInvitations', {
            context,
            info,
            path: ['objects'],
            where: { RAW: (table) => answerableBy(email, table) },
            orderBy: invitationOrder(args),
            limit: window.limit,
            offset: window.offset,
          }),
        ),
        context.db.$count(teacherToClassroomInvitations, answerableBy(email)),
      ]);
      return pageResult(rows as InvitationRow[], totalCount, window);
    },
  }),
  teacherToClassroomInvitationPreview: t.field({
    type: TeacherToClassroomInvitationPreview,
    description:
      'Who invites to which classroom, for /invite/teacher-to-classroom/{token}/{classroomId}; readable before signing in. Errors: INVITATION_INVALID, INVITATION_EXPIRED, INVITATION_NOT_PENDING, INVITATION_REVOKED, CLASSROOM_ARCHIVED.',
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }), classroomId: t.arg.id({ required: true }) },
    resolve: async (_root, { token, classroomId }, context) => {
      try {
        if (!isUuid(classroomId)) throw new AppError('INVITATION_INVALID', { field: 'token' });
        const { invitation, classroom } = await openCoTeacherInvitation(
          context.db,
          token,
          classroomId,
        );
        const inviter =
          invitation.invitedById === classroom.ownerId
            ? classroom.owner
            : ((await context.db.query.teacherProfiles.findFirst({
                where: { id: invitation.invitedById },
                columns: { id: true, photo: true, photoThumbnail: true, inviteToken: true },
                with: { user: { columns: { firstName: true, lastName: true } } },
              })) ?? classroom.owner);
        return {
          invitedBy: invitingTeacher(inviter),
          classroom: classroomPreview(classroom),
          status: invitation.status,
          expiresAt: invitation.expiresAt,
        };
      } catch (error) {
        if (error instanceof AppError) throw toClientError(error, context.locale);
        throw error;
      }
    },
  }),
}));

const createInvitationSchema = z.object({
  email: z.email().max(254).nullable().default(null),
  expiresInDays: z.number().int().min(1).max(30).default(DEFAULT_INVITATION_TTL_DAYS),
});

const invitationTokenArgs = builder.args((t) => ({
  token: t.string({ required: true }),
  classroomId: t.id({ required: true }),
}));

/** Who answers an invitation to co-teach: the viewing teacher, for a well-formed classroom id. */
async function answeringTeacher(context: GraphQLContext, classroomId: string) {
  if (!isUuid(classroomId)) throw new AppError('INVITATION_INVALID', { field: 'token' });
  const { teacherProfileId } = await context.access.profiles();
  if (!teacherProfileId) throw new Error('teacher without a teacher profile');
  return { classroomId, teacherProfileId, email: context.viewer?.email ?? null };
}

builder.mutationFields((t) => ({
  createTeacherToClassroomInvitation: t.field({
    type: InvitationsPayload,
    description:
      'Invites a teacher to co-teach (the owner only): a link to share, mailed when an e-mail is given. Expires after expiresInDays (1–30, default 7).',
    authScopes: (_root, { classroomId }) => ({ classroomOwner: String(classroomId) }),
    args: {
      classroomId: t.arg.id({ required: true }),
      email: t.arg.string(),
      expiresInDays: t.arg.int(),
    },
    resolve: (_root, args, context) =>
      runMutation(context, async () => {
        const input = parseInput(
          createInvitationSchema,
          {
            email: args.email?.trim() || null,
            ...(args.expiresInDays != null ? { expiresInDays: args.expiresInDays } : {}),
          },
          context.locale,
        );
        const { teacherProfileId } = await context.access.profiles();
        if (!teacherProfileId) throw new Error('teacher without a teacher profile');
        // Invitation mails carry text the inviter chose to an address they chose: one mail while
        // an invitation to that address is pending, and a budget per inviter and per address.
        const mailAgain = input.email
          ? !(await hasPendingInvitation(context.db, String(args.classroomId), input.email))
          : false;
        if (mailAgain && input.email && context.rateLimits) {
          const subjects = { user: context.viewer?.id, key: input.email.toLowerCase() };
          if (!(await context.rateLimits.take('invitation_mail', subjects)).allowed) {
            throw new AppError('TOO_MANY_INVITATIONS', { field: 'email' });
          }
        }
        const { invitation, classroom } = await createCoTeacherInvitation(context.db, {
          classroomId: String(args.classroomId),
          invitedById: teacherProfileId,
          email: input.email,
          ttlDays: input.expiresInDays,
        });
        if (invitation.inviteeEmail && mailAgain) {
          const inviter = context.viewer;
          const mail = coTeacherInvitationMail(context.locale, {
            inviterName:
              `${inviter?.firstName ?? ''} ${inviter?.lastName ?? ''}`.trim() || 'Charla',
            classroomName: classroom.name,
            link: `${context.config.publicUrl}${coTeacherInvitePath(invitation.token, classroom.id)}`,
            expiresAt: invitation.expiresAt,
          });
          await context.sendMail({ to: invitation.inviteeEmail, ...mail });
        }
        return withObjects([invitation]);
      }),
  }),
  revokeTeacherToClassroomInvitation: t.field({
    type: InvitationsPayload,
    description: 'Withdraws a pending invitation (the classroom owner).',
    args: { id: t.arg.id({ required: true }) },
    authScopes: async (_root, { id }, context) => {
      const classroomId = isUuid(id) ? await invitationClassroomId(context.db, id) : null;
      return classroomId ? { classroomOwner: classroomId } : false;
    },
    resolve: (_root, { id }, context) =>
      runMutation(context, async () =>
        withObjects([await revokeCoTeacherInvitation(context.db, String(id))]),
      ),
  }),
  acceptTeacherToClassroomInvitation: t.field({
    type: ClassroomsPayload,
    description: 'The viewer (a teacher) becomes a co-teacher of the classroom; returns it.',
    authScopes: { teacher: true },
    args: invitationTokenArgs,
    resolve: (_root, { token, classroomId }, context) =>
      runMutation(context, async () => {
        await acceptCoTeacherInvitation(context.db, {
          token,
          ...(await answeringTeacher(context, classroomId)),
        });
        context.access.forget();
        const classroom = await context.db.query.classrooms.findFirst({
          where: { id: classroomId },
        });
        return withObjects(classroom ? [classroom] : []);
      }),
  }),
  declineTeacherToClassroomInvitation: t.field({
    type: SuccessPayload,
    authScopes: { teacher: true },
    args: invitationTokenArgs,
    resolve: (_root, { token, classroomId }, context) =>
      runMutation(context, async () => {
        await declineCoTeacherInvitation(context.db, {
          token,
          ...(await answeringTeacher(context, classroomId)),
        });
        return succeeded();
      }),
  }),
}));
