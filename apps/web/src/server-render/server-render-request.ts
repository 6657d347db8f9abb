import type { Locale } from '../config/locales.ts';
import type { CurrentUserQuery } from '../gql/graphql.ts';
import { type CurrentUser, CurrentUserDocument, toCurrentUser } from '../lib/auth/current-user.ts';
import type { ServerAnswer } from '../lib/server-answers.ts';
import type { ThemeMode } from '../lib/theme-preference.ts';

/** What the server knows of the request it renders a page for. */
export type ServerRenderRequest = {
  /** The address asked for (path and query), for a page whose route has parameters. */
  url: string;
  /** The interface language the app will start in (its cookie, else the browser's). */
  locale: Locale;
  /** The mode the app last showed this browser (lib/theme-preference.ts). */
  mode: ThemeMode;
  /** The browser's languages, most preferred first (its Accept-Language). */
  languages: readonly string[];
  /** The app's public origin (the server's configured URL), for absolute links such as an invite's. */
  origin: string;
  /**
   * Runs a GraphQL operation as the visitor (their session, every field authorised as for the
   * app's own requests): its data, or null when it has errors (the app then asks and reports).
   */
  ask<Data>(document: string, variables?: Record<string, unknown>): Promise<Data | null>;
};

export async function signedInUser(request: ServerRenderRequest): Promise<CurrentUser | null> {
  const current = await request.ask<CurrentUserQuery>(String(CurrentUserDocument));
  return current?.readUser ? toCurrentUser(current.readUser) : null;
}

/**
 * The request, keeping every answer its `ask` gets (in `answers`), for the document to hand to
 * the app (lib/server-answers.ts). An answer with errors is not kept: the app asks again.
 */
export function keepingAnswers(request: ServerRenderRequest): {
  keeping: ServerRenderRequest;
  answers: ServerAnswer[];
} {
  const answers: ServerAnswer[] = [];
  const keeping: ServerRenderRequest = {
    ...request,
    async ask<Data>(query: string, variables: Record<string, unknown> = {}) {
      const data = await request.ask<Data>(query, variables);
      if (data) answers.push({ query, variables, data });
      return data;
    },
  };
  return { keeping, answers };
}
