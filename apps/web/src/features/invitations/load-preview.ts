import { GraphQLRequestError } from '../../lib/graphql-client.ts';

/** Invitation problems the preview reports with a stable code; any other error is unexpected. */
export const INVITATION_PROBLEMS = [
  'INVITATION_INVALID',
  'INVITATION_EXPIRED',
  'INVITATION_NOT_PENDING',
  'INVITATION_REVOKED',
  'CLASSROOM_ARCHIVED',
] as const;
export type InvitationProblem = (typeof INVITATION_PROBLEMS)[number];

export type Preview<T> = { ok: true; preview: T } | { ok: false; problem: InvitationProblem };

/** Reads an invitation's preview, turning the known invitation errors into a value. */
export async function loadPreview<T>(read: () => Promise<T>): Promise<Preview<T>> {
  try {
    return { ok: true, preview: await read() };
  } catch (error) {
    const code = error instanceof GraphQLRequestError ? error.code : undefined;
    if (code && (INVITATION_PROBLEMS as readonly string[]).includes(code)) {
      return { ok: false, problem: code as InvitationProblem };
    }
    throw error;
  }
}
