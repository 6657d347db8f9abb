import type { MiddlewareFunction, Params } from 'react-router';

/** What a guard sees: the request being navigated to and its route params. */
export type GuardArgs = { request: Request; params: Params };

/** A guard passes by returning, or stops the navigation by throwing `redirect(...)`. */
export type Guard = (args: GuardArgs) => void | Promise<void>;

export const GUARD_NAMES = [
  'catch-token',
  'complete-profile',
  'handle-auth-changes',
  'require-anonymous',
  'require-auth',
  'require-not-user-type',
  'require-student',
  'require-teacher',
  'require-user-type',
] as const;
export type GuardName = (typeof GUARD_NAMES)[number];

export class UnknownGuardError extends Error {
  override name = 'UnknownGuardError';
  readonly guardName: string;
  constructor(guardName: string) {
    super(`Unknown route guard: ${guardName}`);
    this.guardName = guardName;
  }
}

export type GuardRegistry = {
  get(name: string): Guard;
  /** One middleware running the named guards in order; the first redirect wins. */
  compose(names: readonly string[]): MiddlewareFunction;
};

export function createGuardRegistry(guards: Readonly<Record<GuardName, Guard>>): GuardRegistry {
  const get = (name: string): Guard => {
    if (!Object.hasOwn(guards, name)) throw new UnknownGuardError(name);
    return guards[name as GuardName];
  };
  return {
    get,
    compose(names) {
      // Resolving up front makes a misspelt guard fail when the route table is built.
      const chain = names.map(get);
      return async ({ request, params }) => {
        for (const guard of chain) await guard({ request, params });
      };
    },
  };
}

/** The path, query and hash of a request's URL: what `next` carries. */
export function requestPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}
