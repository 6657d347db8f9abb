/**
 * Stable codes for expected failures. The web app maps them to messages; never branch on the
 * message text. Authorisation failures use UNAUTHENTICATED and FORBIDDEN as GraphQL errors
 * (extensions.code); everything else appears in a mutation's errors report or, for queries, as a
 * GraphQL error carrying the code in extensions.code.
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'INVALID',
  'NOT_FOUND',
  'USERNAME_TAKEN',
  'USER_TYPE_ALREADY_SET',
  'INVALID_PHONE_NUMBER',
  'LANGUAGE_CODE_TAKEN',
  'CLASSROOM_ARCHIVED',
  'INVITATION_INVALID',
  'INVITATION_EXPIRED',
  'INVITATION_NOT_PENDING',
  'INVITATION_FOR_ANOTHER_ACCOUNT',
  'ALREADY_A_MEMBER',
  'OWNER_CANNOT_LEAVE',
  'UNSUPPORTED_FILE_TYPE',
  'FILE_TYPE_MISMATCH',
  'FILE_TOO_LARGE',
  'FILE_EMPTY',
  'IMAGE_UNREADABLE',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
