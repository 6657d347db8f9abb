import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { landingPages } from './route-preloads.ts';

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

/**
 * Serves the built web app: hashed assets with long caching, sent in the brotli or gzip file the
 * build wrote beside them when the browser accepts it, and index.html for every client route (the
 * React router decides what to show, including its own 404 page).
 */
export async function webAppRoutes(
  app: FastifyInstance,
  options: { distDir: string },
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
    for (const { path, html } of landingPages(options.distDir)) {
      for (const url of new Set([path, path.endsWith('/') ? path : `${path}/`])) {
        app.get(url, async (_request, reply) =>
          reply
            .header('cache-control', INDEX_HTML_CACHE)
            .type('text/html; charset=utf-8')
            .send(html),
        );
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
