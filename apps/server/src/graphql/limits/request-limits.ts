import type { FastifyReply } from 'fastify';
import type { RateLimits } from '../../auth/rate-limits/rate-limits.ts';

/** A GraphQL-over-HTTP error answer outside execution (refused before or after Yoga). */
export function sendGraphQLError(
  reply: FastifyReply,
  status: number,
  code: string,
  message: string,
): FastifyReply {
  return reply.status(status).send({ errors: [{ message, extensions: { code } }] });
}

/**
 * Counts `operations` GraphQL operations against the account's and the address's budgets (the
 * address alone for anonymous requests); answers 429 with Retry-After when one is spent.
 * Returns true when the request may go on.
 */
export async function takeGraphQLBudget(
  rateLimits: RateLimits,
  reply: FastifyReply,
  subjects: { ip: string; userId: string | null },
  operations: number,
): Promise<boolean> {
  const verdict = subjects.userId
    ? await rateLimits.take('graphql', { ip: subjects.ip, user: subjects.userId }, operations)
    : await rateLimits.take('graphql_anonymous', { ip: subjects.ip }, operations);
  if (verdict.allowed) return true;
  reply.header('retry-after', String(Math.max(1, verdict.retryAfterSeconds)));
  sendGraphQLError(
    reply,
    429,
    'RATE_LIMITED',
    `Too many requests; try again in ${Math.max(1, verdict.retryAfterSeconds)} seconds.`,
  );
  return false;
}

const JSON_TYPES = /^application\/(graphql-response\+)?json/;

/**
 * The body to send for Yoga's answer: JSON answers over `maxBytes` are replaced by a
 * RESPONSE_TOO_LARGE error (a ceiling behind the cost limit: long texts can still add up);
 * streamed answers (event streams, multipart) pass as they are.
 */
export async function cappedBody(
  response: Response,
  maxBytes: number,
): Promise<{ body: Buffer | ReadableStream | null; tooLarge: boolean }> {
  if (!JSON_TYPES.test(response.headers.get('content-type') ?? '')) {
    return { body: response.body, tooLarge: false };
  }
  return capJsonBody(Buffer.from(await response.arrayBuffer()), maxBytes);
}

/** A JSON answer as it is, or the RESPONSE_TOO_LARGE error when it is over `maxBytes`. */
export function capJsonBody(whole: Buffer, maxBytes: number): { body: Buffer; tooLarge: boolean } {
  if (whole.length <= maxBytes) return { body: whole, tooLarge: false };
  const refusal = JSON.stringify({
    errors: [
      {
        message: `The answer would be larger than ${maxBytes} bytes; ask for smaller pages or fewer fields.`,
        extensions: { code: 'RESPONSE_TOO_LARGE', maxBytes },
      },
    ],
  });
  return { body: Buffer.from(refusal), tooLarge: true };
}
