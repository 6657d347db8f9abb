import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type ApiError, apiErrors } from './api-errors.ts';

/** The request body as an object; anything else (no body, an array, a string) reads as empty. */
export function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email({ pattern: z.regexes.html5Email }));

/**
 * Validates a body with zod and reports the failures as allauth does: a missing field is
 * `required`, a malformed e-mail `invalid` with its own message, anything else `invalid`.
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  body: unknown,
): { ok: true; value: z.infer<T> } | { ok: false; errors: ApiError[] } {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, value: result.data };
  const errors: ApiError[] = [];
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const param = String(issue.path[0] ?? 'body');
    if (seen.has(param)) continue;
    seen.add(param);
    if (issue.code === 'invalid_type' && issue.input === undefined) {
      errors.push(apiErrors.required(param));
    } else if (issue.code === 'invalid_format' && issue.format === 'email') {
      errors.push(apiErrors.invalidEmail(param));
    } else if (param === 'email') {
      errors.push(apiErrors.invalidEmail(param));
    } else {
      errors.push(apiErrors.invalid(param));
    }
  }
  return { ok: false, errors };
}
