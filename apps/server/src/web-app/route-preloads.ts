import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written by the web build (apps/web/build/route-preloads-plugin.ts) beside index.html. */
const ROUTE_PRELOADS_FILE = 'route-preloads.json';
type RoutePreloads = { routes: { path: string; files: string[] }[] };

/**
 * index.html for each landing page that names the chunks its route loads, as
 * `<link rel="modulepreload">`: the browser fetches them beside the entry's instead of after the
 * entry has run and the router asked for them. The build's own index.html serves every other
 * path. Static tags only: the CSP forbids inline scripts. The route paths are the web app's
 * (`/activities/practice-intent/:id`), which Fastify's router reads the same way.
 */
export function landingPages(distDir: string): { path: string; html: string }[] {
  const preloadsPath = join(distDir, ROUTE_PRELOADS_FILE);
  if (!existsSync(preloadsPath)) return [];
  const index = readFileSync(join(distDir, 'index.html'), 'utf8');
  const { routes } = JSON.parse(readFileSync(preloadsPath, 'utf8')) as RoutePreloads;
  return routes
    .filter((route) => route.files.length > 0)
    .map((route) => {
      const links = route.files
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      return { path: route.path, html: index.replace('</head>', `${links}</head>`) };
    });
}
