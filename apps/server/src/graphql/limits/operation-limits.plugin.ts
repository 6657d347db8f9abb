import { type ExecutionArgs, GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../../config/config.ts';
import type { GraphQLContext } from '../context.ts';
import { DEFAULT_PAGE_SIZE } from '../pagination.ts';
import { measureOperation } from './operation-limits.ts';

/**
 * Refuses operations deeper or costlier than the settings allow, before anything runs, and
 * switches introspection off unless the settings allow it. The operations of one batched request
 * share one cost budget: a batch of ten costly operations is as costly as one ten times larger.
 */
export function operationLimitsPlugin(config: Config): Plugin<GraphQLContext> {
  /** Cost already spent by the request (the `req` every operation of a batch shares). */
  const spentByRequest = new WeakMap<object, number>();
  return {
    onValidate({ addValidationRule }) {
      if (!config.graphqlIntrospection) addValidationRule(noIntrospection);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const request = (args.contextValue as { req?: object }).req;
      const spent = request ? (spentByRequest.get(request) ?? 0) : 0;
      const { cost, refusal } = measureAgainstLimits(config, args, spent);
      if (request) spentByRequest.set(request, cost);
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
}

/**
 * The operation's depth and cost (added to what the request already `spent`) against the
 * settings: the request's cost so far, and the refusal when a limit is passed.
 */
export function measureAgainstLimits(
  config: Config,
  args: Pick<ExecutionArgs, 'schema' | 'document' | 'operationName' | 'variableValues'>,
  spent = 0,
): { cost: number; refusal: GraphQLError | null } {
  const { depth, cost: operationCost } = measureOperation(args.document, args.operationName, {
    schema: args.schema,
    variables: args.variableValues as Record<string, unknown> | null | undefined,
    defaultPageSize: DEFAULT_PAGE_SIZE,
    allPageSize: config.graphqlAllPageSizeLimit,
    listSize: config.graphqlListSize,
  });
  const cost = spent + operationCost;
  const refusal =
    depth > config.graphqlMaxDepth
      ? new GraphQLError(
          `The operation is nested ${depth} levels deep; at most ${config.graphqlMaxDepth} are allowed.`,
          { extensions: { code: 'QUERY_TOO_DEEP', depth, maxDepth: config.graphqlMaxDepth } },
        )
      : cost > config.graphqlMaxCost
        ? new GraphQLError(
            spent > 0
              ? `The request's estimated cost is ${cost} over its batched operations; at most ${config.graphqlMaxCost} is allowed. Send fewer operations or ask for smaller pages.`
              : `The operation's estimated cost is ${cost}; at most ${config.graphqlMaxCost} is allowed. Ask for smaller pages, fewer lists or fewer aliases.`,
            { extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost: config.graphqlMaxCost } },
          )
        : null;
  return { cost, refusal };
}

/** Refuses `__schema` and `__type` (introspection); `__typename` stays allowed. */
const noIntrospection: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === '__schema' || node.name.value === '__type') {
      context.reportError(
        new GraphQLError(
          'GraphQL introspection is switched off on this server (GRAPHQL_INTROSPECTION).',
          { nodes: [node], extensions: { code: 'INTROSPECTION_DISABLED' } },
        ),
      );
    }
  },
});
