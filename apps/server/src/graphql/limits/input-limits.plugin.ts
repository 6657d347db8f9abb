import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { Config } from '../../config/config.ts';
import type { GraphQLContext } from '../context.ts';

/** Deepest nesting of brackets a query document or its variables may have. */
export const MAX_INPUT_NESTING = 64;

const NUL = '\u0000';

const badInput = (message: string, code = 'BAD_USER_INPUT') =>
  createGraphQLError(message, { extensions: { code, http: { status: 400 } } });

/**
 * Nesting depth of `[`, `{` and `(` in a GraphQL document, outside strings and comments: a
 * linear scan, so a list nested 100,000 deep is refused before the recursive parser sees it.
 */
export function documentNesting(source: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (char === '#') {
      while (i < source.length && source[i] !== '\n') i += 1;
    } else if (char === '"') {
      const block = source.startsWith('"""', i);
      const end = block ? '"""' : '"';
      i += end.length;
      while (i < source.length && !source.startsWith(end, i)) i += source[i] === '\\' ? 2 : 1;
      i += end.length - 1;
    } else if (char === '[' || char === '{' || char === '(') {
      depth += 1;
      deepest = Math.max(deepest, depth);
    } else if (char === ']' || char === '}' || char === ')') {
      depth -= 1;
    }
  }
  return deepest;
}

/** Depth of a JSON value (variables), walked without recursion; and whether a string holds NUL. */
function inspectValue(value: unknown): { depth: number; hasNul: boolean } {
  let deepest = 0;
  let hasNul = false;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current === 'string') {
      if (current.includes(NUL)) hasNul = true;
    } else if (current !== null && typeof current === 'object') {
      deepest = Math.max(deepest, depth + 1);
      if (deepest > MAX_INPUT_NESTING) break;
      for (const [key, inner] of Object.entries(current)) {
        if (key.includes(NUL)) hasNul = true;
        stack.push([inner, depth + 1]);
      }
    }
  }
  return { depth: deepest, hasNul };
}

/** Why the variables cannot be taken (NUL characters, nesting too deep), or null. */
export function variablesRefusal(variables: unknown): string | null {
  const { depth, hasNul } = inspectValue(variables ?? null);
  if (hasNul) return 'Text in a GraphQL request cannot contain the NUL character (\\u0000).';
  if (depth > MAX_INPUT_NESTING) {
    return `The variables are nested deeper than ${MAX_INPUT_NESTING} levels.`;
  }
  return null;
}

/**
 * Bad input answered as such (400, BAD_USER_INPUT, a message saying what is wrong) before it can
 * reach the parser's recursion or the database: NUL characters (PostgreSQL text cannot hold
 * them), documents or variables nested deeper than MAX_INPUT_NESTING. In production, validation
 * does not suggest field names ("Did you mean …?"): they would map the schema for a stranger.
 */
export function inputLimitsPlugin(config: Config): Plugin<GraphQLContext> {
  return {
    onParams({ params }) {
      const query = params.query ?? '';
      if (query.includes(NUL) || /\\u0000|\\u\{0+\}/i.test(query)) {
        throw badInput('Text in a GraphQL request cannot contain the NUL character (\\u0000).');
      }
      if (documentNesting(query) > MAX_INPUT_NESTING) {
        throw badInput(`The GraphQL document is nested deeper than ${MAX_INPUT_NESTING} levels.`);
      }
      const refusal = variablesRefusal(params.variables);
      if (refusal) throw badInput(refusal);
    },
    onValidate({ setValidationFn, validateFn }) {
      if (!config.isProduction) return;
      setValidationFn((schema, document, rules, options) =>
        validateFn(schema, document, rules, { ...options, hideSuggestions: true }),
      );
    },
  };
}
