import { z } from 'zod';
import type { AuthContext } from '../http/auth-context.ts';
import type { AuthRouter } from '../http/auth-route.ts';
import { bodyOf, parseInput } from '../http/input.ts';
import { authenticationResponse, inputErrors, ok, providerData } from '../http/responses.ts';
import type { SessionRecord } from './session-types.ts';

const endSessionsInput = z.object({ sessions: z.array(z.number().int()) });

const seconds = (date: Date) => date.getTime() / 1000;

export function registerSessionRoutes(router: AuthRouter): void {
  router.route(
    'GET',
    '/config',
    async (ctx) =>
      ok({
        account: {
          authentication_method: 'email',
          login_methods: ['email'],
          is_open_for_signup: true,
          email_verification_by_code_enabled: false,
          login_by_code_enabled: false,
          password_reset_by_code_enabled: false,
        },
        socialaccount: {
          providers: ctx.deps.providers.list().map((p) => providerData(p, router.client)),
        },
        usersessions: { track_activity: true },
      }),
    { ignoreStaleToken: true },
  );

  router.route('GET', '/auth/session', async (ctx) => authenticationResponse(ctx));

  router.route('DELETE', '/auth/session', async (ctx) => {
    await ctx.endSession();
    return authenticationResponse(ctx);
  });

  const sessionList = async (ctx: AuthContext) => {
    const user = ctx.user;
    if (!user) return authenticationResponse(ctx);
    const records = await ctx.deps.sessions.listForUser(user.id);
    const current = ctx.session?.id;
    return ok(
      records.map((record: SessionRecord) => ({
        id: record.publicId,
        user_agent: record.userAgent ?? '',
        ip: record.ip ?? '',
        created_at: seconds(record.createdAt),
        last_seen_at: seconds(record.lastSeenAt),
        is_current: record.id === current,
      })),
    );
  };

  router.route('GET', '/auth/sessions', sessionList);

  router.route('DELETE', '/auth/sessions', async (ctx) => {
    const user = ctx.user;
    if (!user) return authenticationResponse(ctx);
    const input = parseInput(endSessionsInput, bodyOf(ctx.request));
    if (!input.ok) return inputErrors(input.errors);
    const wanted = new Set(input.value.sessions);
    const records = await ctx.deps.sessions.listForUser(user.id);
    let endedCurrent = false;
    for (const record of records) {
      if (!wanted.has(record.publicId)) continue;
      if (record.id === ctx.session?.id) endedCurrent = true;
      else await ctx.deps.sessions.delete(record.id);
    }
    if (endedCurrent) {
      await ctx.endSession();
      return authenticationResponse(ctx);
    }
    return sessionList(ctx);
  });
}
