import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { verifyCsrf } from './csrf.ts';

const TOKEN = 'a-csrf-token-of-enough-length';

function request(
  method: string,
  headers: Record<string, string>,
  body?: Record<string, unknown>,
): FastifyRequest {
  return { method, headers, body } as unknown as FastifyRequest;
}

describe('verifyCsrf', () => {
  it('lets safe methods through', () => {
    expect(verifyCsrf(request('GET', {}))).toBe(true);
  });

  it('requires the csrftoken cookie echoed in X-CSRFToken on unsafe methods', () => {
    const cookie = `sessionid=abc; csrftoken=${TOKEN}`;
    expect(verifyCsrf(request('POST', { cookie, 'x-csrftoken': TOKEN }))).toBe(true);
    expect(verifyCsrf(request('POST', { cookie }))).toBe(false);
    expect(verifyCsrf(request('POST', { cookie, 'x-csrftoken': `${TOKEN}x` }))).toBe(false);
    expect(verifyCsrf(request('DELETE', { 'x-csrftoken': TOKEN }))).toBe(false);
  });

  it('accepts the form field of a top-level form post', () => {
    const cookie = `csrftoken=${TOKEN}`;
    expect(verifyCsrf(request('POST', { cookie }, { csrfmiddlewaretoken: TOKEN }))).toBe(true);
  });

  it('refuses cross-site fetches even with a token, and trusts X-Session-Token requests', () => {
    const cookie = `csrftoken=${TOKEN}`;
    expect(
      verifyCsrf(request('POST', { cookie, 'x-csrftoken': TOKEN, 'sec-fetch-site': 'cross-site' })),
    ).toBe(false);
    expect(verifyCsrf(request('POST', { 'x-session-token': 'app-token' }))).toBe(true);
  });
});
