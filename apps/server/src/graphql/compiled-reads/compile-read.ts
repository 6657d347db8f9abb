import { getTableName, type SQL, sql } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import {
  type DocumentNode,
  type FieldNode,
  type GraphQLField,
  GraphQLIncludeDirective,
  GraphQLObjectType,
  type GraphQLSchema,
  GraphQLSkipDirective,
  getArgumentValues,
  getDirectiveValues,
  getOperationAST,
  getVariableValues,
  Kind,
  type SelectionSetNode,
  type VariableValues,
} from 'graphql';
import { pageWindow } from '../pagination.ts';
import type { FieldArgs, FieldRead, ReadModel, ReadScope, RootRead } from './read-model.ts';

/** The read models and root fields the compiled path knows (compiled-read-registry.ts). */
export type ReadRegistry = {
  models: Record<string, ReadModel>;
  roots: Record<string, RootRead>;
};

/** A root field's authorisation, asked of the schema's own scopes once the row is read. */
export type GuardedField = { field: GraphQLField<unknown, unknown>; args: FieldArgs };

/** One operation made into one statement, and what to ask before its answer is sent. */
export type CompiledRead = {
  statement: SQL;
  /** The root field's response key: the answer is `{"data":{"<key>": <the statement's data>}}`. */
  responseKey: string;
  root: RootRead;
  rootField: GuardedField;
  rootType: GraphQLObjectType;
  /** Fields of the root's type with scopes of their own, selected by the operation. */
  guardedFields: GuardedField[];
  /** Marks the media keys in the statement's JSON, for the URLs made after the read. */
  mediaMark: string;
};

/** Options on a field (Pothos's) that the compiled path knows to be only what the read model says. */
const PLAIN_FIELD_OPTIONS = new Set([
  'type',
  'resolve',
  'description',
  'nullable',
  'args',
  'select',
  'extensions',
]);

/** The root row's authorisation columns, beside its JSON (and read by `authColumn` fields). */
const AUTH_ROW = 'auth_row';

/** json_build_object takes at most 100 arguments: 50 fields. */
const MAX_FIELDS_PER_OBJECT = 50;

type PothosOptions = Record<string, unknown>;

const pothosOptions = (node: { extensions?: Record<string, unknown> | null }) =>
  (node.extensions?.pothosOptions ?? {}) as PothosOptions;

/** `record[key]` when the record has it itself (not `constructor` and the like). */
const ownEntry = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** Why an operation is not compiled: any of these, and the executor answers it. */
class NotCompilable extends Error {}

const refuse = (why: string): never => {
  throw new NotCompilable(why);
};

type Walk = {
  schema: GraphQLSchema;
  registry: ReadRegistry;
  document: DocumentNode;
  variables: VariableValues;
  scope: ReadScope;
  mediaMark: string;
  aliases: number;
};

/**
 * The fields a selection set selects on `type`, by response key, after @skip and @include and
 * with fragments on the same type inlined. Anything else (another directive, a fragment on an
 * interface, a response key selected twice) is left to the executor.
 */
function collectFields(
  walk: Walk,
  type: GraphQLObjectType,
  selectionSet: SelectionSetNode,
  into: Map<string, FieldNode> = new Map(),
): Map<string, FieldNode> {
  for (const selection of selectionSet.selections) {
    for (const directive of selection.directives ?? []) {
      const name = directive.name.value;
      if (name !== 'skip' && name !== 'include') refuse(`directive @${name}`);
    }
    if (getDirectiveValues(GraphQLSkipDirective, selection, walk.variables)?.if === true) continue;
    if (getDirectiveValues(GraphQLIncludeDirective, selection, walk.variables)?.if === false) {
      continue;
    }
    if (selection.kind === Kind.FIELD) {
      const key = selection.alias?.value ?? selection.name.value;
      if (into.has(key)) refuse(`response key ${key} selected twice`);
      into.set(key, selection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition?.name.value;
      if (on !== undefined && on !== type.name) refuse(`fragment on ${on}`);
      collectFields(walk, type, selection.selectionSet, into);
    } else {
      const fragment = walk.document.definitions.find(
        (definition) =>
          definition.kind === Kind.FRAGMENT_DEFINITION &&
          definition.name.value === selection.name.value,
      );
      if (fragment?.kind !== Kind.FRAGMENT_DEFINITION) return refuse('unknown fragment');
      if (fragment.typeCondition.name.value !== type.name || selection.arguments?.length) {
        refuse(`fragment ${fragment.name.value}`);
      }
      collectFields(walk, type, fragment.selectionSet, into);
    }
  }
  return into;
}

const objectType = (schema: GraphQLSchema, name: string): GraphQLObjectType => {
  const type = schema.getType(name);
  return type instanceof GraphQLObjectType ? type : refuse(`${name} is not an object type`);
};

/** A unique alias of the table behind `typeName`, for one place in the statement. */
function aliasOf(
  walk: Walk,
  typeName: string,
): { model: ReadModel; table: PgTable; from: SQL; name: string } {
  const model = ownEntry(walk.registry.models, typeName) ?? refuse(`no read model for ${typeName}`);
  walk.aliases += 1;
  const name = `t${walk.aliases}`;
  return {
    model,
    table: alias(model.table, name) as PgTable,
    from: sql`${sql.identifier(getTableName(model.table))} ${sql.identifier(name)}`,
    name,
  };
}

const idOf = (table: PgTable): SQL => sql`${(table as unknown as { id: SQL }).id}`;

/** `json_build_object('key', value, …)` of one object's selected fields. */
function objectJson(
  walk: Walk,
  typeName: string,
  model: ReadModel,
  table: PgTable,
  selectionSet: SelectionSetNode | undefined,
  guarded: GuardedField[] | null,
): SQL {
  const type = objectType(walk.schema, typeName);
  // Below the root, a type or field with scopes of its own is the executor's (see read-model.ts).
  if (guarded === null && pothosOptions(type).authScopes) refuse(`${typeName} has scopes`);
  if (!selectionSet) return refuse(`${typeName} without a selection`);
  const fields = collectFields(walk, type, selectionSet);
  if (fields.size > MAX_FIELDS_PER_OBJECT) refuse('too many fields');
  const parts: SQL[] = [];
  for (const [key, node] of fields) {
    parts.push(sql.raw(`'${key}'`));
    const name = node.name.value;
    if (name === '__typename') {
      parts.push(sql`${typeName}::text`);
      continue;
    }
    const field = type.getFields()[name] ?? refuse(`${typeName}.${name}`);
    const read = ownEntry(model.fields, name) ?? refuse(`${typeName}.${name} has no read`);
    if (read.kind === 'authColumn' && guarded === null)
      refuse(`${typeName}.${name} below the root`);
    const options = pothosOptions(field);
    for (const option of Object.keys(options)) {
      if (option === 'authScopes' && guarded !== null) continue;
      if (!PLAIN_FIELD_OPTIONS.has(option)) refuse(`${typeName}.${name} has ${option}`);
    }
    const args = getArgumentValues(field, node, walk.variables) as FieldArgs;
    if (options.authScopes) guarded?.push({ field, args });
    parts.push(fieldValue(walk, read, table, node, args));
  }
  return sql`json_build_object(${sql.join(parts, sql`, `)})`;
}

function fieldValue(
  walk: Walk,
  read: FieldRead<PgTable>,
  table: PgTable,
  node: FieldNode,
  args: FieldArgs,
): SQL {
  switch (read.kind) {
    case 'value':
      return sql`${read.value(table, walk.scope)}`;
    case 'media':
      return sql`${walk.mediaMark}::text || ${read.key(table)}`;
    case 'authColumn':
      return sql`${sql.identifier(AUTH_ROW)}.${sql.identifier(read.column)}`;
    case 'object': {
      const child = aliasOf(walk, read.type);
      const json = objectJson(walk, read.type, child.model, child.table, node.selectionSet, null);
      return sql`(select ${json} from ${child.from} where ${idOf(child.table)} = ${read.key(table)})`;
    }
    case 'page':
      return pageJson(walk, read, table, node, args);
  }
}

/** A `<Type>Page`: its rows, their count and the window, as pagination.ts computes them. */
function pageJson(
  walk: Walk,
  read: Extract<FieldRead<PgTable>, { kind: 'page' }>,
  parent: PgTable,
  node: FieldNode,
  args: FieldArgs,
): SQL {
  const window = pageWindow(args, walk.scope);
  const pageType = objectType(walk.schema, `${read.type}Page`);
  if (pothosOptions(pageType).authScopes) refuse(`${pageType.name} has scopes`);
  if (!node.selectionSet) return refuse('page without a selection');
  const from = ({ table, from }: { table: PgTable; from: SQL }) =>
    sql`${from} ${read.join?.(table) ?? sql``} where ${read.where(parent, table, args)}`;
  const count = () => sql`(select count(*) from ${from(aliasOf(walk, read.type))})`;
  const parts: SQL[] = [];
  for (const [key, field] of collectFields(walk, pageType, node.selectionSet)) {
    parts.push(sql.raw(`'${key}'`));
    switch (field.name.value) {
      case '__typename':
        parts.push(sql`${pageType.name}::text`);
        break;
      case 'totalCount':
        parts.push(count());
        break;
      case 'page':
        parts.push(sql`${window.page}::int`);
        break;
      case 'pageSize':
        parts.push(window.pageSize === 'ALL' ? sql`'All'::text` : sql`${window.pageSize}::int`);
        break;
      case 'pages':
        parts.push(
          window.pageSize === 'ALL'
            ? sql`1`
            : sql`ceil(${count()}::numeric / ${window.limit}::int)::int`,
        );
        break;
      case 'hasNext':
        parts.push(sql`${window.offset + window.limit}::int < ${count()}`);
        break;
      case 'hasPrev':
        parts.push(sql`${window.offset > 0}::boolean`);
        break;
      case 'objects': {
        // The window's rows first, then their JSON: the subquery takes the child's alias, so
        // the JSON and the order read its columns as they would the table's, for the page's
        // rows only.
        const child = aliasOf(walk, read.type);
        const json = objectJson(
          walk,
          read.type,
          child.model,
          child.table,
          field.selectionSet,
          null,
        );
        const order = sql.join(read.orderBy(child.table, args), sql`, `);
        const name = sql.identifier(child.name);
        parts.push(
          sql`coalesce((select json_agg(${json} order by ${order}) from (select ${name}.* from ${from(child)} order by ${order} limit ${window.limit}::int offset ${window.offset}::int) ${name}), '[]'::json)`,
        );
        break;
      }
      default:
        refuse(`${pageType.name}.${field.name.value}`);
    }
  }
  return sql`json_build_object(${sql.join(parts, sql`, `)})`;
}

export type CompileInput = {
  schema: GraphQLSchema;
  registry: ReadRegistry;
  document: DocumentNode;
  operationName?: string | null | undefined;
  variableValues?: Record<string, unknown> | null | undefined;
  scope: ReadScope;
  mediaMark: string;
};

/**
 * The operation as one SQL statement building its answer's JSON, or null when the executor must
 * answer it: a mutation, a root field with no root read, a field with no read, a type or field
 * with scopes below the root, variables the executor would refuse, or a root that does not
 * accept its arguments.
 */
export function compileRead(input: CompileInput): CompiledRead | null {
  const { schema, registry, document, scope } = input;
  const operation = getOperationAST(document, input.operationName);
  const queryType = schema.getQueryType();
  if (operation?.operation !== 'query' || !queryType) return null;
  const coerced = getVariableValues(
    schema,
    operation.variableDefinitions ?? [],
    input.variableValues ?? {},
  );
  if (!('variableValues' in coerced) || !coerced.variableValues) return null;
  const walk: Walk = {
    schema,
    registry,
    document,
    variables: coerced.variableValues,
    scope,
    mediaMark: input.mediaMark,
    aliases: 0,
  };
  try {
    const roots = collectFields(walk, queryType, operation.selectionSet);
    const [entry, ...others] = roots;
    if (!entry || others.length > 0) return null;
    const [responseKey, node] = entry;
    const root = ownEntry(registry.roots, node.name.value);
    const field = queryType.getFields()[node.name.value];
    if (!root || !field) return null;
    for (const option of Object.keys(pothosOptions(field))) {
      if (option !== 'authScopes' && !PLAIN_FIELD_OPTIONS.has(option)) return null;
    }
    const args = getArgumentValues(field, node, walk.variables) as FieldArgs;
    if (!root.accepts(args, scope)) return null;
    const { model, table, from } = aliasOf(walk, root.type);
    const guardedFields: GuardedField[] = [];
    const json = objectJson(walk, root.type, model, table, node.selectionSet, guardedFields);
    const authColumns = Object.entries(root.authRow(table, walk.scope)).map(
      ([name, value]) => sql`${value} as ${sql.identifier(name)}`,
    );
    const auth = sql.identifier(AUTH_ROW);
    const statement = sql`select ${json}::text as data, ${auth}.* from ${from} cross join lateral (select ${sql.join(authColumns, sql`, `)}) ${auth} where ${root.where(table, args)}`;
    return {
      statement,
      responseKey,
      root,
      rootField: { field, args },
      rootType: objectType(schema, root.type),
      guardedFields,
      mediaMark: input.mediaMark,
    };
  } catch (error) {
    if (error instanceof NotCompilable) return null;
    throw error;
  }
}
