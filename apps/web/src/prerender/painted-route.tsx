import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { PrerenderingContext } from '../lib/prerendered-page.ts';

export type RouteAtPath = { dataRoutes: RouteObject[]; context: StaticHandlerContext };

/** The routes' match at `path`, their loaders run: what a painted page renders. */
export async function routeAt(routes: RouteObject[], path: string): Promise<RouteAtPath> {
  const { query, dataRoutes } = createStaticHandler(routes);
  const context = await query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  return { dataRoutes, context };
}

/**
 * A page rendered for the server to send painted (at build time or per request): its buttons
 * wait for the app, which renders the same page over it (lib/prerendered-page.ts).
 */
export function PaintedRoute({ route, i18n }: { route: RouteAtPath; i18n: i18n }) {
  return (
    <PrerenderingContext value={true}>
      <I18nextProvider i18n={i18n}>
        <StaticRouterProvider
          router={createStaticRouter(route.dataRoutes, route.context)}
          context={route.context}
          hydrate={false}
        />
      </I18nextProvider>
    </PrerenderingContext>
  );
}
