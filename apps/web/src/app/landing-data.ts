import { type LoaderFunction, matchRoutes, type Params, type RouteObject } from 'react-router';
import { authUserId, isAuthenticated } from '../lib/auth/auth-change.ts';
import { authStore, ensureSession } from '../lib/auth/auth-store.ts';

/**
 * The first page's data, asked for as soon as the session check says someone is signed in:
 * beside the signed-in user's request instead of after it (the guards need the user, the
 * loaders do not). The guards still decide before anything renders: only the first navigation
 * takes the answer, and only when its guards let it reach the page's loader; a page they turn
 * away (a teacher on the student's home) never shows it, and the server authorises every field
 * it was asked for whoever asks (docs/decisions/0018-signed-in-first-load.md).
 */

/** A page's loader in a module of its own (`*-loader.ts`): it reads the route's params only. */
export type PageLoader = (args: { params: Params }) => Promise<unknown>;
export type PageLoaderModule = () => Promise<{ loader: PageLoader }>;

const NOT_ASKED = Symbol('not asked');

type Landing = { path: string; userId: string | undefined; data: Promise<unknown> };

const pageLoaders = new WeakMap<RouteObject, PageLoaderModule>();
let landing: Landing | null = null;

function pathOf(url: { pathname: string; search: string }): string {
  return `${url.pathname}${url.search}`;
}

/** The page's route, remembered with its loader module so the first page's can start early. */
export function withPageLoader(route: RouteObject, module: PageLoaderModule): RouteObject {
  pageLoaders.set(route, module);
  return route;
}

/** Starts the data of the page at `location` once the session is known, if it has a loader. */
export function startLandingData(routes: RouteObject[], location: Location): void {
  const leaf = matchRoutes(routes, location)?.at(-1);
  const module = leaf && pageLoaders.get(leaf.route);
  if (!leaf || !module) return;
  const started: Landing = { path: pathOf(location), userId: undefined, data: Promise.resolve() };
  started.data = ensureSession().then(async (session) => {
    if (!isAuthenticated(session)) return NOT_ASKED;
    started.userId = authUserId(session);
    return (await module()).loader({ params: leaf.params });
  });
  // A failure is the page's to report, if its navigation takes the answer.
  started.data.catch(() => undefined);
  landing = started;
}

/** Once the first navigation is over, a later one asks afresh (after a sign-out, say). */
export function forgetLandingData(): void {
  landing = null;
}

/** The page's loader, answering the first navigation with the data started early for it. */
export function landingAware(pageLoader: PageLoader): LoaderFunction {
  return async (args) => {
    const early = landing;
    landing = null;
    if (early && early.path === pathOf(new URL(args.request.url))) {
      const data = await early.data;
      // Asked for the user still signed in, or asked again.
      if (data !== NOT_ASKED && early.userId === authUserId(authStore.get().session)) return data;
    }
    return pageLoader(args);
  };
}
