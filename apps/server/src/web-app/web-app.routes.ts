import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { prerenderedRoutes } from './prerendered-pages.ts';
import { landingPages } from './route-preloads.ts';
import { loadServerRenderBundle, serverRenderedPages } from './server-rendered-pages.ts';

/** Paths that belong to the API: an unknown one is a 404, never the web app's index.html. */
const API_PREFIXES = ['/graphql', '/_allauth', '/media'];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Hashed file names change with their content: a browser may keep them for a year. */
export const IMMUTABLE_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** index.html names the current assets: always asked for again, so a deploy shows at once. */
export const INDEX_HTML_CACHE = 'no-cache';
/** A page rendered with the visitor's data: kept by no cache, the browser's included. */
export const SERVER_RENDERED_CACHE = 'private, no-store';

/**
 * Serves the built web app: hashed assets with long caching, sent in the brotli or gzip file the
 * build wrote beside them when the browser accepts it, and index.html for every client route (the
 * React router decides what to show, including its own 404 page).
 */
export async function webAppRoutes(
  app: FastifyInstance,
  options: { distDir: string; publicUrl: string },
): Promise<void> {
  const indexPath = join(options.distDir, 'index.html');
  const hasBuild = existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // reply.sendFile, for index.html on client routes: the same compressed files and headers.
      decorateReply: true,
      preCompressed: true,
      setHeaders: (response, path) => {
        if (path.includes('/assets/')) response.header('cache-control', IMMUTABLE_ASSET_CACHE);
        else if (/\.html(\.br|\.gz)?$/.test(path))
          response.header('cache-control', INDEX_HTML_CACHE);
      },
    });
    // Routes of their own (not the not-found handler) so the answer is compressed like any other.
    const index = readFileSync(indexPath, 'utf8');
    const landing = new Map(landingPages(options.distDir).map((page) => [page.path, page.html]));
    const prerendered = new Map(
      prerenderedRoutes(options.distDir).map((route) => [route.path, route]),
    );
    const bundle = await loadServerRenderBundle(app, options.distDir);
    const rendered = bundle && serverRenderedPages(app, bundle, options.publicUrl);
    const renderedPaths = new Set(rendered?.paths);
    for (const path of new Set([...landing.keys(), ...prerendered.keys(), ...renderedPaths])) {
      const html = landing.get(path) ?? index;
      const route = prerendered.get(path);
      for (const url of new Set([path, path.endsWith('/') ? path : `${path}/`])) {
        app.get(url, async (request, reply) => {
          reply.type('text/html; charset=utf-8');
          if (rendered && renderedPaths.has(path)) {
            // The answer depends on the visitor's session and language: no cache may share it.
            reply.header('vary', 'cookie, accept-language');
            const withData = await rendered.pageFor(request, path);
            if (withData) {
              return reply
                .header('cache-control', SERVER_RENDERED_CACHE)
                .header('content-language', withData.locale)
                .send(withData.html);
            }
          }
          reply.header('cache-control', INDEX_HTML_CACHE);
          if (!route) return reply.send(html);
          // The answer depends on the visitor's language and cookies: no cache may share it.
          reply.header('vary', 'cookie, accept-language');
          const page = route.pageFor(request);
          if (!page) return reply.send(html);
          return reply.header('content-language', page.locale).send(page.html);
        });
      }
    }
  } else {
    app.log.warn(
      { distDir: options.distDir },
      'web app not built: run `npm run build` to serve it',
    );
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET' || !hasBuild) {
      return reply
        .status(404)
        .send({ status: 404, error: 'Not Found', path: request.url.split('?')[0] });
    }
    return reply.sendFile('index.html', { cacheControl: false });
  });
}
