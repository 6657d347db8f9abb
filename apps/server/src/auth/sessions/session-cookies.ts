import type { FastifyReply } from 'fastify';

export const SESSION_TOKEN_HEADER = 'x-session-token';

/** `__Host-` pins the cookie to this exact host over HTTPS: no subdomain can set or read it. */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Host-sessionid' : 'sessionid';
}

export type SessionCookieOptions = { secure: boolean; maxAgeSeconds: number };

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  options: SessionCookieOptions,
): void {
  reply.setCookie(sessionCookieName(options.secure), token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    maxAge: options.maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, options: SessionCookieOptions): void {
  reply.clearCookie(sessionCookieName(options.secure), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
  });
}
