import { CEFR_LEVELS, INVITATION_STATUSES, USER_TYPES } from '../db/schema/index.ts';
import { builder } from './builder.ts';

/** Enums shared by several features, named as in the domain model. */
export const UserTypeEnum = builder.enumType('UserType', { values: USER_TYPES });

export const CefrLevelEnum = builder.enumType('CefrLevel', {
  description: 'CEFR level, A1 (beginner) to C2 (mastery).',
  values: CEFR_LEVELS,
});

export const InvitationStatusEnum = builder.enumType('InvitationStatus', {
  values: INVITATION_STATUSES,
});
