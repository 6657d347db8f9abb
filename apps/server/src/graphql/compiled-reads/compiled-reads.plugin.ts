import { randomBytes } from 'node:crypto';
import { RequestCache } from '@pothos/plugin-scope-auth';
import type { FastifyRequest } from 'fastify';
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLSchema,
  getOperationAST,
  Kind,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import type { Config } from '../../config/config.ts';
import { prepareStatement } from '../../db/prepared-statement.ts';
import { timeStage } from '../../platform/request-timing.ts';
import { builder } from '../builder.ts';
import type { GraphQLContext } from '../context.ts';
import { variablesRefusal } from '../limits/input-limits.plugin.ts';
import { measureAgainstLimits } from '../limits/operation-limits.plugin.ts';
import {
  type CompiledRead,
  compileRead,
  type GuardedField,
  type ReadRegistry,
} from './compile-read.ts';
import type { ReadScope } from './read-model.ts';

/** A compiled read with its statement ready to run (made into text once). */
type Prepared = CompiledRead & { run: () => Promise<{ rows: Row[] }> };

/** Compiled statements kept per operation: one per viewer and variables, the least used dropped. */
const COMPILED_PER_OPERATION = 500;
/** Variables longer than this (as JSON) are compiled for the request, not kept. */
const MAX_KEY_LENGTH = 2048;

/**
 * Whether the operation can be compiled at all: a query whose root fields all have root reads,
 * but for those @skip or @include may leave out. Mutations and the rest go to the executor
 * without a look at their variables.
 */
function mayCompile(
  document: DocumentNode,
  operationName: string | null | undefined,
  registry: ReadRegistry,
): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  return operation.selectionSet.selections.every(
    (selection) =>
      selection.kind === Kind.FIELD &&
      (Object.hasOwn(registry.roots, selection.name.value) ||
        (selection.directives?.length ?? 0) > 0),
  );
}

type ScopeResult = unknown;
type ScopeFunction = (...args: unknown[]) => ScopeResult;
type Row = Record<string, unknown>;

const scopesOf = (node: { extensions?: Record<string, unknown> | null }) =>
  (node.extensions?.pothosOptions as { authScopes?: unknown } | undefined)?.authScopes;

/** Scope-auth's own answer for a scope map: null when granted (request-cache.js). */
const granted = async (failure: ScopeResult) => (await failure) === null;

/**
 * Whether the schema's scopes let the viewer read the compiled root: the root field's, the root
 * type's (with the row's authorisation columns as the parent) and those of every selected field
 * of the type that has its own. Asked through Pothos's scope-auth request cache, so the scope
 * loaders and their per-request cache are the executor's.
 */
async function rootAuthorised(
  compiled: CompiledRead,
  row: Row,
  context: GraphQLContext,
): Promise<boolean> {
  const cache = RequestCache.fromContext(context, builder);
  const fieldScopes = async ({ field, args }: GuardedField, parent: unknown) => {
    const scopes = scopesOf(field);
    if (scopes === undefined) return true;
    const map =
      typeof scopes === 'function'
        ? await (scopes as ScopeFunction)(parent, args, context, undefined)
        : scopes;
    return granted(cache.evaluateScopeMap(map as never, undefined));
  };
  if (!(await fieldScopes(compiled.rootField, {}))) return false;
  const typeScopes = scopesOf(compiled.rootType);
  if (typeScopes !== undefined) {
    const failure =
      typeof typeScopes === 'function'
        ? cache.evaluateTypeScopeFunction(
            typeScopes as never,
            compiled.rootType.name,
            row,
            undefined as never,
          )
        : cache.evaluateScopeMap(typeScopes as never, undefined);
    if (!(await granted(failure))) return false;
  }
  for (const guarded of compiled.guardedFields) {
    if (!(await fieldScopes(guarded, row))) return false;
  }
  return true;
}

/** Query texts Yoga has parsed, validated and seen answered here, and their documents. */
const KNOWN_QUERY_TEXTS = 200;

/** The request body's GraphQL parameters, when they are the plain ones the known lane takes. */
type PlainParams = {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
};

const PLAIN_PARAM_KEYS = new Set(['query', 'operationName', 'variables']);

/** The body's parameters if Yoga's own checks would take them as they are; else null. */
function plainParams(body: unknown): PlainParams | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  if (!Object.keys(body).every((key) => PLAIN_PARAM_KEYS.has(key))) return null;
  const { query, operationName, variables } = body as Record<string, unknown>;
  if (typeof query !== 'string') return null;
  if (operationName != null && typeof operationName !== 'string') return null;
  if (variables != null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return null;
  }
  return body as PlainParams;
}

/**
 * The compiled read path (decision 0026): a query whose every field has a read model is answered
 * by one SQL statement that builds the answer's JSON, which is sent as PostgreSQL wrote it, with
 * the media keys made URLs. Any other operation, and any answer that is not the plain one (a
 * refusal, a missing row, an error), is the executor's: the compiled path only ever answers what
 * the executor would have answered, and leaves every error to it.
 *
 * Two ways in: `plugin`, in Yoga's execute step; and `answerKnownText`, before Yoga, for a query
 * text Yoga has already parsed, validated and seen answered here (the same text always makes the
 * same document, valid or not, whoever sends it), once the checks that depend on the request's
 * variables (input and operation limits) pass as they would in Yoga.
 */
export function createCompiledReads(options: {
  registry: ReadRegistry;
  schema: GraphQLSchema;
  config: Config;
}) {
  const { registry, schema, config } = options;
  // Marks media keys in the statement's JSON; unguessable, so no stored text can pose as one.
  const mediaMark = `~media-${randomBytes(16).toString('hex')}:`;
  const mediaKey = new RegExp(`"${mediaMark}([^"\\\\]*)"`, 'g');
  // Compiled statements by operation, then by all else they depend on (ReadScope, variables);
  // `false` for an operation the executor answers. Parsed documents are Yoga's cached objects.
  const compiledByDocument = new WeakMap<DocumentNode, LRUCache<string, Prepared | false>>();
  const knownTexts = new LRUCache<string, DocumentNode>({ max: KNOWN_QUERY_TEXTS });

  const compiledFor = (args: ExecutionArgs, context: GraphQLContext): Prepared | null => {
    if (!mayCompile(args.document, args.operationName, registry)) return null;
    let byKey = compiledByDocument.get(args.document);
    if (!byKey) {
      byKey = new LRUCache({ max: COMPILED_PER_OPERATION });
      compiledByDocument.set(args.document, byKey);
    }
    const scope: ReadScope = { viewerId: context.viewer?.id ?? null, config: context.config };
    const key = JSON.stringify([scope.viewerId, args.operationName, args.variableValues]);
    let compiled = key.length <= MAX_KEY_LENGTH ? byKey.get(key) : undefined;
    if (compiled === undefined) {
      const read = compileRead({
        schema: args.schema,
        registry,
        document: args.document,
        operationName: args.operationName,
        variableValues: args.variableValues as Record<string, unknown> | undefined,
        scope,
        mediaMark,
      });
      compiled = read ? { ...read, run: prepareStatement(context.db, read.statement) } : false;
      if (key.length <= MAX_KEY_LENGTH) byKey.set(key, compiled);
    }
    return compiled || null;
  };

  /** The answer's JSON text, or null when the executor must answer. */
  const answerText = async (args: ExecutionArgs): Promise<string | null> => {
    const context = args.contextValue as GraphQLContext & { req?: FastifyRequest };
    const compiled = compiledFor(args, context);
    if (!compiled) return null;
    const { rows } = context.req
      ? await timeStage(context.req, 'compiled-read', compiled.run)
      : await compiled.run();
    const [first] = rows;
    if (!first) return null;
    const { data, ...authRow } = first;
    compiled.root.beforeScopes?.(authRow, context);
    if (!(await rootAuthorised(compiled, authRow, context))) return null;
    const json = String(data).replace(mediaKey, (_match, key: string) =>
      JSON.stringify(context.media.url(key)),
    );
    if (json.includes(mediaMark)) return null;
    return `{"data":{${JSON.stringify(compiled.responseKey)}:${json}}}`;
  };

  const plugin: Plugin = {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args) => {
        const text = await answerText(args);
        if (text === null) return executeFn(args);
        const source = args.document.loc?.source.body;
        if (source !== undefined) knownTexts.set(source, args.document);
        return {
          get data() {
            return JSON.parse(text).data;
          },
          stringify: () => text,
        } as ExecutionResult;
      });
    },
  };

  /**
   * The answer's JSON text for a request body of a known query text (the context is made only
   * then), or null for Yoga to answer: unknown text, other parameters, limits passed, anything
   * but the plain answer. A failure is Yoga's too: the read runs again there, and Yoga words
   * the error.
   */
  const answerKnownText = async (
    body: unknown,
    contextFor: () => GraphQLContext,
  ): Promise<string | null> => {
    const params = plainParams(body);
    const document = params && knownTexts.get(params.query);
    if (!params || !document || variablesRefusal(params.variables) !== null) return null;
    const args: ExecutionArgs = {
      schema,
      document,
      operationName: params.operationName,
      variableValues: params.variables,
      contextValue: contextFor(),
    };
    if (measureAgainstLimits(config, args).refusal) return null;
    return answerText(args).catch(() => null);
  };

  return { plugin, answerKnownText };
}
