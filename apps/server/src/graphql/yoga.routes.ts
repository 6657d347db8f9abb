import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createYoga } from 'graphql-yoga';
import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { GraphQLContext, ViewerUser } from './context.ts';
import { schema } from './schema.ts';

type ServerContext = { req: FastifyRequest; reply: FastifyReply };

export type GraphQLRoutesOptions = {
  db: Db;
  config: Config;
  /** Finds the signed-in user from the session cookie or X-Session-Token. */
  resolveViewer: (request: FastifyRequest) => Promise<ViewerUser | null>;
};

export async function graphqlRoutes(
  app: FastifyInstance,
  options: GraphQLRoutesOptions,
): Promise<void> {
  const { db, config, resolveViewer } = options;
  const yoga = createYoga<ServerContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    graphiql: !config.isProduction,
    maskedErrors: config.isProduction,
    logging: {
      debug: (...args) => app.log.debug(args),
      info: (...args) => app.log.info(args),
      warn: (...args) => app.log.warn(args),
      error: (...args) => app.log.error(args),
    },
    context: async ({ req }): Promise<GraphQLContext> => {
      const viewer = await resolveViewer(req);
      return { db, config, viewer, locale: viewer?.language ?? 'en' };
    },
  });

  // Yoga reads multipart bodies itself (uploads), so Fastify must leave them alone.
  app.addContentTypeParser('multipart/form-data', {}, (_request, _payload, done) => done(null));

  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
    for (const [key, value] of response.headers) reply.header(key, value);
    reply.status(response.status);
    reply.send(response.body);
    return reply;
  };
  for (const url of ['/graphql', '/graphql/']) {
    app.route({ url, method: ['GET', 'POST', 'OPTIONS'], handler });
  }
}
