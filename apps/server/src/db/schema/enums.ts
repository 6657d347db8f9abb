import { pgEnum } from 'drizzle-orm/pg-core';

export const USER_TYPES = ['TEACHER', 'STUDENT'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const userTypeEnum = pgEnum('user_type', USER_TYPES);

/** CEFR levels, A1 (beginner) to C2 (mastery). */
export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];
export const cefrLevelEnum = pgEnum('cefr_level', CEFR_LEVELS);

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'DECLINED', 'REVOKED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const invitationStatusEnum = pgEnum('invitation_status', INVITATION_STATUSES);
