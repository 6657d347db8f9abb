import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this an answer fits in one packet either way: compressing it only costs CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * On-the-fly brotli (then gzip) for dynamic answers above the threshold: GraphQL, the auth API,
 * index.html. The web app's assets are compressed at build time and sent as they are (their
 * Content-Encoding is set, so this skips them). Brotli quality 4 costs about what gzip does at
 * level 6 and still compresses JSON better; 11 is for build time only.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
  });
}
