import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import { type ByteRange, isPrivateMediaKey, type MediaStorage } from '../uploads/media-storage.ts';
import { contentDisposition } from './content-disposition.ts';
import { servedType } from './media-content-types.ts';
import type { MediaUrlSigner } from './media-url-signer.ts';

/** How long browsers and CDNs keep public media (profile photos, public attachments). */
const PUBLIC_MAX_AGE_SECONDS = 3600;

/** A served file is a resource, never a document of our origin: no script, no plugins, no forms. */
const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Keys are paths of plain names: no dot-segments, no hidden files, nothing to escape the root. */
const KEY_PATTERN = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

type MediaQuery = { exp?: string; sig?: string; name?: string };

/**
 * Serves media under /media/ from whichever storage runs (local folder or S3), with range
 * requests (audio seeking) and validators. `private/` keys answer only a valid, unexpired
 * signature (decision 0011); every refusal is the same 404 as a missing file.
 */
export async function mediaRoutes(
  app: FastifyInstance,
  options: { media: MediaStorage; urls: MediaUrlSigner },
): Promise<void> {
  const { media, urls } = options;
  const notFound = (reply: FastifyReply) =>
    reply.code(404).type('application/json').send({ error: 'Not Found' });

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = (request.params as { '*': string })['*'];
    const query = request.query as MediaQuery;
    if (!KEY_PATTERN.test(key)) return notFound(reply);
    const isPrivate = isPrivateMediaKey(key);
    if (isPrivate && !urls.verify(key, query.exp, query.sig)) return notFound(reply);
    const info = await media.stat(key);
    if (!info) return notFound(reply);

    const served = servedType(key);
    const maxAge = isPrivate
      ? Math.max(0, Math.floor(Number(query.exp) - Date.now() / 1000))
      : PUBLIC_MAX_AGE_SECONDS;
    reply.headers({
      'content-type': served.contentType,
      'content-disposition': contentDisposition({ key, inline: served.inline, name: query.name }),
      'x-content-type-options': 'nosniff',
      'content-security-policy': MEDIA_CSP,
      'cross-origin-resource-policy': 'cross-origin',
      'cache-control': `${isPrivate ? 'private' : 'public'}, max-age=${maxAge}`,
      'accept-ranges': 'bytes',
      etag: info.etag,
      'last-modified': info.lastModified.toUTCString(),
    });

    const range = requestedRange(request, info);
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${info.size}`).send();
    }
    if (!range && matchesEtag(request.headers['if-none-match'], info.etag)) {
      return reply.code(304).send();
    }
    const length = range ? range.end - range.start + 1 : info.size;
    reply.header('content-length', length);
    if (range) {
      reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    }
    // HEAD answers the headers only: the object is not opened (on S3, not downloaded).
    if (request.method === 'HEAD' || length === 0) return reply.send();
    const file = await media.open(key, range ?? undefined);
    if (!file) return notFound(reply);
    return reply.send(file.body);
  };

  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/*',
    // Media are compressed formats already, and a range must count the stored bytes.
    compress: false,
    handler: serve,
  });
}

/**
 * The one range a request asks for, if it asks for one this file can give. Several ranges (rare,
 * multipart answers) and a stale `If-Range` get the whole file, as RFC 9110 allows.
 */
function requestedRange(
  request: FastifyRequest,
  info: { size: number; etag: string; lastModified: Date },
): ByteRange | 'unsatisfiable' | null {
  const header = request.headers.range;
  if (!header) return null;
  const ifRange = request.headers['if-range'];
  if (ifRange && ifRange !== info.etag && ifRange !== info.lastModified.toUTCString()) return null;
  const ranges = parseRange(info.size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  const [range] = ranges;
  return range ? { start: range.start, end: range.end } : null;
}

/** If-None-Match holds a list of validators, weak or strong, or `*` (RFC 9110, weak comparison). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}
