import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Serves uploaded files from the media folder under /media/; missing files are plain 404s. */
export async function mediaRoutes(
  app: FastifyInstance,
  options: { mediaDir: string },
): Promise<void> {
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    maxAge: '1h',
  });
}
