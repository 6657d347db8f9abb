import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createCsrf } from './csrf.ts';

const TOKEN = 'a-csrf-token-of-enough-length';
const ORIGIN = 'https://charla.example.org';
const csrf = createCsrf({
  secretKey: 'unit-test-secret-key'.padEnd(48, 'x'),
  secure: false,
  allowedOrigins: [ORIGIN],
});

function request(
  method: string,
  headers: Record<string, string>,
  body?: Record<string, unknown>,
): FastifyRequest {
  return { method, headers, body } as unknown as FastifyRequest;
}

/** The token the server hands a browser holding this session cookie. */
function boundTokenOf(sessionCookie: string): string {
  let token = '';
  const reply = {
    setCookie: (_name: string, value: string) => {
      token = value;
    },
  };
  csrf.ensureCookie(request('GET', { cookie: sessionCookie }), reply as never);
  return token;
}

describe('csrf.verify', () => {
  it('lets safe methods through and checks the double-submitted token otherwise', () => {
    expect(csrf.verify(request('GET', {}))).toBe(true);
    const cookie = `csrftoken=${TOKEN}`;
    expect(csrf.verify(request('POST', { cookie, 'x-csrftoken': TOKEN }))).toBe(true);
    expect(csrf.verify(request('POST', { cookie }))).toBe(false);
    expect(csrf.verify(request('POST', { cookie, 'x-csrftoken': `${TOKEN}x` }))).toBe(false);
    expect(csrf.verify(request('DELETE', { 'x-csrftoken': TOKEN }))).toBe(false);
  });

  it('accepts the token in the csrfmiddlewaretoken form field', () => {
    const cookie = `csrftoken=${TOKEN}`;
    expect(csrf.verify(request('POST', { cookie }, { csrfmiddlewaretoken: TOKEN }))).toBe(true);
  });

  it('refuses cross-site fetches and foreign origins, and lets app clients through', () => {
    const cookie = `csrftoken=${TOKEN}`;
    const ok = { cookie, 'x-csrftoken': TOKEN };
    expect(csrf.verify(request('POST', { ...ok, 'sec-fetch-site': 'cross-site' }))).toBe(false);
    expect(csrf.verify(request('POST', { ...ok, origin: ORIGIN }))).toBe(true);
    expect(csrf.verify(request('POST', { ...ok, origin: 'https://evil.example.org' }))).toBe(false);
    expect(csrf.verify(request('POST', { ...ok, origin: 'null' }))).toBe(false);
    expect(csrf.verify(request('POST', { ...ok, referer: `${ORIGIN}/classrooms` }))).toBe(true);
    expect(csrf.verify(request('POST', { ...ok, referer: 'https://evil.example.org/' }))).toBe(
      false,
    );
    expect(csrf.verify(request('POST', { 'x-session-token': 'app-token' }))).toBe(true);
  });

  it('binds the token to the session cookie: a matching pair of other values fails', () => {
    const session = 'sessionid=the-session-secret';
    const bound = boundTokenOf(session);
    expect(bound).not.toBe('');
    const cookie = `${session}; csrftoken=${bound}`;
    expect(csrf.verify(request('POST', { cookie, 'x-csrftoken': bound }))).toBe(true);
    const planted = `${session}; csrftoken=${TOKEN}`;
    expect(csrf.verify(request('POST', { cookie: planted, 'x-csrftoken': TOKEN }))).toBe(false);
    expect(boundTokenOf('sessionid=another-session')).not.toBe(bound);
  });
});
