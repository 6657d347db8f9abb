import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths that belong to the API: an unknown one is a 404, never the web app's index.html. */
const API_PREFIXES = ['/graphql', '/_allauth', '/media'];

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every client
 * route (the React router decides what to show, including its own 404 page).
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
      decorateReply: false,
      setHeaders: (response, path) => {
        if (path.includes('/assets/')) {
          response.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
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
    const html = await readFile(indexPath, 'utf8');
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}
