import type { GraphQLContext } from '../graphql/context.ts';
import { AppError, clientError, toClientError } from '../graphql/errors.ts';
import { type MetricsRange, type MetricsRangeInput, parseMetricsRange } from './metrics-range.ts';

/** The viewer's range, checked; a bad one is a GraphQL error with its code and translated text. */
export function rangeFor(input: MetricsRangeInput, context: GraphQLContext): MetricsRange {
  try {
    return parseMetricsRange(input, context.viewer?.timeZone ?? 'UTC');
  } catch (error) {
    if (error instanceof AppError) throw toClientError(error, context.locale);
    throw error;
  }
}

export function forbidden(context: GraphQLContext) {
  return clientError('FORBIDDEN', context.locale);
}
