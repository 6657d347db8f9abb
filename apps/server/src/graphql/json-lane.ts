import { type CORSOptions, getCORSHeadersByRequestAndOptions } from '@whatwg-node/server';
import type { FastifyRequest } from 'fastify';
import type { ExecutionResult } from 'graphql';
import {
  type GraphQLParams,
  type Plugin,
  processRegularResult,
  type YogaServerInstance,
} from 'graphql-yoga';

/** The media types of Yoga's regular (one JSON answer) result processor. */
const JSON_MEDIA_TYPES = ['application/graphql-response+json', 'application/json'];

/**
 * The media type Yoga answers a single result with for this Accept header, when the header
 * names JSON types only: then Yoga can only answer one JSON document. Null when it names
 * anything else (`*` ranges, event streams, multipart), which only Yoga decides. Yoga's rule
 * (graphql-yoga plugins/result-processor/accept.js): utf-8 types only, and it walks them in
 * reverse keeping its last match, so the header's first JSON type wins.
 */
export function jsonLaneMediaType(accept: string | undefined): string | null {
  if (!accept) return null;
  let chosen: string | null = null;
  for (const entry of accept.replace(/\s/g, '').toLowerCase().split(',')) {
    const [mediaType = '', ...params] = entry.split(';');
    const charset = params.find((param) => param.includes('charset=')) ?? 'charset=utf-8';
    if (charset !== 'charset=utf-8') continue;
    if (!JSON_MEDIA_TYPES.includes(mediaType)) return null;
    chosen ??= mediaType;
  }
  return chosen;
}

type ServerContext = { req: FastifyRequest };

/** What the lane made of a request. */
export type JsonLaneAnswer =
  /** Only Yoga answers this one (a subscription, or a request refused before it ran). */
  | { kind: 'yoga' }
  /** An answer with errors or extensions: Yoga's own Response for it. */
  | { kind: 'response'; response: Response }
  /** The common answer: data only, 200, JSON; `headers` are the CORS ones. */
  | { kind: 'json'; body: string; headers: Record<string, string> };

const isJsonContentType = (contentType: string | undefined) => {
  // Yoga's rule (request-parser/utils.js isContentTypeMatch): the first type of the header.
  const first = contentType?.split(',')[0];
  return first === 'application/json' || first?.startsWith('application/json;') === true;
};

/**
 * The Fastify-native lane for the common request: one JSON POST operation, query or mutation.
 * It runs the operation through Yoga's own pipeline (the params checks, ours and Yoga's, the
 * parse and validation caches, the operation limits, masked errors, the outage plugin), and its
 * answer is Yoga's: the status, headers and body of Yoga's regular result processor and CORS
 * plugin. Skipped: Yoga's wrapping of Fastify's request into a fetch Request with a body, and
 * the re-read of its Response's body. GET, multipart, batches and event streams stay on Yoga.
 */
export function createJsonLane(cors: CORSOptions) {
  /** Requests whose operation began: a failure after that is not re-run through Yoga. */
  const began = new WeakSet<FastifyRequest>();

  /** Marks, after every params check passed, that the request's operation runs. */
  const plugin: Plugin<Record<string, unknown>, ServerContext> = {
    onParams({ context, paramsHandler, setParamsHandler }) {
      setParamsHandler((payload) => {
        began.add((context as ServerContext).req);
        return paramsHandler(payload);
      });
    },
  };

  return {
    plugin,

    /** The headers Yoga's CORS plugin would add to its answer to this request. */
    corsHeadersOf(req: FastifyRequest): Record<string, string> {
      // The CORS rule reads only request headers (origin, access-control-request-*).
      const headers = {
        get: (name: string) => {
          const value = req.headers[name];
          return Array.isArray(value) ? value.join(', ') : (value ?? null);
        },
      };
      return getCORSHeadersByRequestAndOptions({ headers } as unknown as Request, cors) ?? {};
    },

    /**
     * The media type to answer with when the lane takes this request (POST, a JSON body that is
     * one object, no query string, an Accept header of JSON types only), or null.
     */
    mediaTypeFor(req: FastifyRequest): string | null {
      if (req.method !== 'POST' || req.url.includes('?')) return null;
      if (!isJsonContentType(req.headers['content-type'])) return null;
      const body = req.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
      return jsonLaneMediaType(req.headers.accept);
    },

    async answer<
      TServerContext extends ServerContext,
      TUserContext extends Record<string, unknown>,
    >(
      yoga: YogaServerInstance<TServerContext, TUserContext>,
      serverContext: TServerContext,
      mediaType: string,
    ): Promise<JsonLaneAnswer> {
      const { req } = serverContext;
      // Yoga's plugins read the method and headers; the body goes in as the parsed params.
      // The route is /graphql or /graphql/ without a query string: no host header is trusted.
      const request = new yoga.fetchAPI.Request(`http://localhost${req.url}`, {
        method: 'POST',
        headers: req.headers as Record<string, string>,
      });
      let result: Awaited<ReturnType<typeof yoga.getResultForParams>>;
      try {
        result = await yoga.getResultForParams(
          { params: req.body as GraphQLParams, request },
          serverContext,
        );
      } catch (error) {
        // Refused by a params check (bad input): nothing ran, and Yoga words the refusal.
        if (!began.has(req)) return { kind: 'yoga' };
        throw error;
      }
      if (!result || Symbol.asyncIterator in result) {
        // A subscription: closed at once, and asked again of Yoga, which streams or refuses it.
        await (result as AsyncGenerator | undefined)?.return?.(undefined);
        return { kind: 'yoga' };
      }
      const corsHeaders = getCORSHeadersByRequestAndOptions(request, cors) ?? {};
      if (result.errors?.length || result.extensions) {
        const response = await processRegularResult(result, yoga.fetchAPI, mediaType);
        for (const [name, value] of Object.entries(corsHeaders)) response.headers.set(name, value);
        return { kind: 'response', response };
      }
      const stringify =
        (result as ExecutionResult & { stringify?: (value: unknown) => string }).stringify ??
        JSON.stringify;
      return {
        kind: 'json',
        body: stringify(result),
        headers: corsHeaders,
      };
    },
  };
}
