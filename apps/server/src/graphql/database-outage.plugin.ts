import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { DatabaseHealth } from '../db/database-health.ts';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  SERVICE_UNAVAILABLE_CODE,
} from '../health/database-gate.ts';

/** An error no resolver meant (masked in production as INTERNAL_SERVER_ERROR). */
const isUnexpected = (error: GraphQLError) =>
  error.extensions?.code === 'INTERNAL_SERVER_ERROR' ||
  (error.originalError !== undefined && !(error.originalError instanceof GraphQLError));

/**
 * A result carrying an unexpected error while the database does not answer becomes a 503 with
 * a message saying so: the client retries, where "Unexpected error." would have told it nothing.
 */
export function databaseOutagePlugin(health: DatabaseHealth): Plugin {
  const outage = {
    errors: [
      new GraphQLError(DATABASE_UNAVAILABLE_MESSAGE, {
        extensions: {
          code: SERVICE_UNAVAILABLE_CODE,
          http: { status: 503, headers: { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) } },
        },
      }),
    ],
  };
  return {
    async onExecutionResult({ result, setResult }) {
      if (!result || Symbol.asyncIterator in result) return;
      if (!(result.errors ?? []).some(isUnexpected)) return;
      if (await health.stillReachable()) return;
      setResult(outage);
    },
  };
}
