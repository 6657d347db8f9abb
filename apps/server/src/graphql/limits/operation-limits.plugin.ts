import { GraphQLError, type ValidationRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../../config/config.ts';
import type { GraphQLContext } from '../context.ts';
import { DEFAULT_PAGE_SIZE } from '../pagination.ts';
import { measureOperation } from './operation-limits.ts';

/**
 * Refuses operations deeper or costlier than the settings allow, before anything runs, and
 * switches introspection off unless the settings allow it.
 */
export function operationLimitsPlugin(config: Config): Plugin<GraphQLContext> {
  return {
    onValidate({ addValidationRule }) {
      if (!config.graphqlIntrospection) addValidationRule(noIntrospection);
    },
    onExecute({ args, setResultAndStopExecution }) {
      const { depth, cost } = measureOperation(args.document, args.operationName, {
        variables: args.variableValues as Record<string, unknown> | null | undefined,
        defaultPageSize: DEFAULT_PAGE_SIZE,
        allPageSize: config.graphqlAllPageSizeLimit,
      });
      const refusal =
        depth > config.graphqlMaxDepth
          ? new GraphQLError(
              `The operation is nested ${depth} levels deep; at most ${config.graphqlMaxDepth} are allowed.`,
              { extensions: { code: 'QUERY_TOO_DEEP', depth, maxDepth: config.graphqlMaxDepth } },
            )
          : cost > config.graphqlMaxCost
            ? new GraphQLError(
                `The operation's estimated cost is ${cost}; at most ${config.graphqlMaxCost} is allowed. Ask for smaller pages.`,
                { extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost: config.graphqlMaxCost } },
              )
            : null;
      if (refusal) setResultAndStopExecution({ errors: [refusal] });
    },
  };
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
