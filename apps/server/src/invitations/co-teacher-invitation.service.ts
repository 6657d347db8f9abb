import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { classroomTeachers, teacherToClassroomInvitations } from '../db/schema/index.ts';
import { AppError } from '../graphql/errors.ts';
import { randomToken } from '../platform/tokens.ts';
import { type ClassroomForInvite, classroomById } from './invitation-lookups.ts';

type InvitationRow = typeof teacherToClassroomInvitations.$inferSelect;
type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const DEFAULT_INVITATION_TTL_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The web path an invited teacher opens. */
export const coTeacherInvitePath = (token: string, classroomId: string) =>
  `/invite/teacher-to-classroom/${token}/${classroomId}`;

/** Whether this address already holds an answerable invitation to the classroom. */
export async function hasPendingInvitation(
  db: Db,
  classroomId: string,
  email: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: teacherToClassroomInvitations.id })
    .from(teacherToClassroomInvitations)
    .where(and(eq(teacherToClassroomInvitations.classroomId, classroomId), answerableBy(email)))
    .limit(1);
  return row !== undefined;
}

export async function createCoTeacherInvitation(
  db: Db,
  input: { classroomId: string; invitedById: string; email: string | null; ttlDays: number },
): Promise<{ invitation: InvitationRow; classroom: ClassroomForInvite }> {
  const classroom = await classroomById(db, input.classroomId);
  if (!classroom) throw new AppError('NOT_FOUND', { field: 'classroomId' });
  if (classroom.archivedAt) throw new AppError('CLASSROOM_ARCHIVED', { field: 'classroomId' });
  const [invitation] = await db
    .insert(teacherToClassroomInvitations)
    .values({
      classroomId: input.classroomId,
      invitedById: input.invitedById,
      inviteeEmail: input.email,
      token: randomToken(),
      expiresAt: new Date(Date.now() + input.ttlDays * DAY_MS),
    })
    .returning();
  if (!invitation) throw new Error('invitation insert returned no row');
  return { invitation, classroom };
}

/**
 * The invitation behind /invite/teacher-to-classroom/{token}/{classroomId}, still answerable:
 * pending, not expired, its classroom not archived. Each failure has its own code.
 */
export async function openCoTeacherInvitation(
  db: Db,
  token: string,
  classroomId: string,
): Promise<{ invitation: InvitationRow; classroom: ClassroomForInvite }> {
  const invitation = await db.query.teacherToClassroomInvitations.findFirst({
    where: { token },
  });
  if (!invitation || invitation.classroomId !== classroomId) {
    throw new AppError('INVITATION_INVALID', { field: 'token' });
  }
  const classroom = await classroomById(db, invitation.classroomId);
  if (!classroom) throw new AppError('INVITATION_INVALID', { field: 'token' });
  if (classroom.archivedAt) throw new AppError('CLASSROOM_ARCHIVED', { field: 'token' });
  // Withdrawn is said as such: "already answered" sent invitees asking what they had answered.
  if (invitation.status === 'REVOKED') throw new AppError('INVITATION_REVOKED', { field: 'token' });
  if (invitation.status !== 'PENDING')
    throw new AppError('INVITATION_NOT_PENDING', { field: 'token' });
  if (invitation.expiresAt.getTime() <= Date.now()) {
    throw new AppError('INVITATION_EXPIRED', { field: 'token' });
  }
  return { invitation, classroom };
}

/** Marks a pending invitation answered; a concurrent answer makes this one INVITATION_NOT_PENDING. */
async function answer(
  db: Executor,
  invitationId: string,
  status: 'ACCEPTED' | 'DECLINED' | 'REVOKED',
  respondedById: string | null,
): Promise<InvitationRow> {
  const [row] = await db
    .update(teacherToClassroomInvitations)
    .set({ status, respondedById, respondedAt: new Date() })
    .where(
      and(
        eq(teacherToClassroomInvitations.id, invitationId),
        eq(teacherToClassroomInvitations.status, 'PENDING'),
      ),
    )
    .returning();
  if (!row) throw new AppError('INVITATION_NOT_PENDING', { field: 'token' });
  return row;
}

export async function acceptCoTeacherInvitation(
  db: Db,
  input: { token: string; classroomId: string; teacherProfileId: string; email: string | null },
): Promise<InvitationRow> {
  const { invitation, classroom } = await openCoTeacherInvitation(
    db,
    input.token,
    input.classroomId,
  );
  refuseAnotherAccount(invitation, input.email);
  if (classroom.ownerId === input.teacherProfileId) {
    throw new AppError('ALREADY_A_MEMBER', { field: 'token' });
  }
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(classroomTeachers)
      .values({ classroomId: classroom.id, teacherProfileId: input.teacherProfileId })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw new AppError('ALREADY_A_MEMBER', { field: 'token' });
    return answer(tx, invitation.id, 'ACCEPTED', input.teacherProfileId);
  });
}

/** An invitation sent to an e-mail is answered only by the account with that address. */
function refuseAnotherAccount(invitation: InvitationRow, email: string | null): void {
  if (
    invitation.inviteeEmail &&
    invitation.inviteeEmail.toLowerCase() !== (email ?? '').toLowerCase()
  ) {
    throw new AppError('INVITATION_FOR_ANOTHER_ACCOUNT', { field: 'token' });
  }
}

export async function declineCoTeacherInvitation(
  db: Db,
  input: { token: string; classroomId: string; teacherProfileId: string; email: string | null },
): Promise<InvitationRow> {
  const { invitation } = await openCoTeacherInvitation(db, input.token, input.classroomId);
  refuseAnotherAccount(invitation, input.email);
  return answer(db, invitation.id, 'DECLINED', input.teacherProfileId);
}

export async function revokeCoTeacherInvitation(
  db: Db,
  invitationId: string,
): Promise<InvitationRow> {
  return answer(db, invitationId, 'REVOKED', null);
}

/** Its classroom, for the owner check before revoking. */
export async function invitationClassroomId(db: Db, invitationId: string): Promise<string | null> {
  const [row] = await db
    .select({ classroomId: teacherToClassroomInvitations.classroomId })
    .from(teacherToClassroomInvitations)
    .where(eq(teacherToClassroomInvitations.id, invitationId));
  return row?.classroomId ?? null;
}

/**
 * Invitations this e-mail can still answer: addressed to it, pending, unexpired, and for a
 * classroom that is not archived (accepting one of those would be refused).
 */
export const answerableBy = (
  email: string,
  table: typeof teacherToClassroomInvitations = teacherToClassroomInvitations,
) =>
  sql`lower(${table.inviteeEmail}) = lower(${email})
    and ${table.status} = 'PENDING'
    and ${table.expiresAt} > now()
    and not exists (select 1 from classrooms c where c.id = ${table.classroomId} and c.archived_at is not null)`;
