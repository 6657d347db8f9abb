import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';

export type OperationMeasure = {
  depth: number;
  /** Fields that can come back: each field once per row of every list around it. */
  cost: number;
  /** Selections looked at: at most the selections written in the document, whatever it spreads. */
  visited: number;
};

export type MeasureOptions = {
  schema: GraphQLSchema;
  variables: Record<string, unknown> | null | undefined;
  /** Rows of a paginated list whose `pageSize` is not given (the argument's default). */
  defaultPageSize: number;
  /** Rows a pageSize of "All" (or -1) stands for. */
  allPageSize: number;
  /** Rows assumed for a list without pages (`languages`, a scenario's steps). */
  listSize: number;
};

type Measure = { depth: number; cost: number };

/**
 * The rows a list field returns at most, when known: what it declares (`extensions: { listSize:
 * n }`), else, for a list of enum values, the number of values (each at most once).
 */
function declaredListSize(field: GraphQLField<unknown, unknown> | undefined): number | undefined {
  const size = field?.extensions?.listSize;
  if (typeof size === 'number') return size;
  const item = field && getNamedType(field.type);
  return item && isEnumType(item) ? item.getValues().length : undefined;
}
type Parent = GraphQLNamedType | undefined;

/** `__typename` is an ordinary field here: it is resolved (and answered) once per object. */
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/**
 * Depth and estimated cost of an operation, read against the schema. Every field costs 1 per row
 * it can come back in: a paginated field (one with a `pageSize` argument) multiplies its list of
 * objects by the page size (its default when not given, the "All" limit for "All"); any other
 * list multiplies what it selects by the size it declares (`extensions: { listSize }`) or, for
 * enum values, their number, else by `listSize`. Aliases are fields like any other, so 5,000
 * aliases of a list cost 5,000 lists. Introspection fields are not counted: introspection is
 * switched on or off as a whole by its own setting.
 *
 * Each fragment is measured once per place it can be spread in (inside a page or not) and reused:
 * a document whose fragments spread each other twice ("fragment bomb") costs 2^n but is measured
 * in linear time.
 */
export function measureOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
  options: MeasureOptions,
): OperationMeasure {
  const { schema } = options;
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    } else if (definition.kind === Kind.OPERATION_DEFINITION) {
      if (!operationName || definition.name?.value === operationName) operation ??= definition;
    }
  }
  if (!operation) return { depth: 0, cost: 0, visited: 0 };

  const pageSizeOf = (value: ValueNode | undefined): number => {
    const raw = value ? valueFromASTUntyped(value, options.variables ?? undefined) : undefined;
    if (typeof raw === 'number' && raw > 0) return raw;
    if (raw === -1 || (typeof raw === 'string' && ['all', '-1'].includes(raw.toLowerCase()))) {
      return options.allPageSize;
    }
    return options.defaultPageSize;
  };

  const fieldOf = (parent: Parent, name: string): GraphQLField<unknown, unknown> | undefined =>
    parent && (isObjectType(parent) || isInterfaceType(parent))
      ? parent.getFields()[name]
      : undefined;

  let visited = 0;
  const measuredFragments = new Map<string, Measure>();
  const measuring = new Set<string>();

  /** `pageRows`: the page size of the paginated field whose page object this selection reads. */
  const fragmentMeasure = (name: string, pageRows: number | null): Measure => {
    const memoKey = `${name}:${pageRows ?? ''}`;
    const known = measuredFragments.get(memoKey);
    if (known) return known;
    const fragment = fragments.get(name);
    // An unknown fragment or a cycle is invalid GraphQL, reported by validation: count nothing.
    if (!fragment || measuring.has(memoKey)) return { depth: 0, cost: 0 };
    measuring.add(memoKey);
    const parent = schema.getType(fragment.typeCondition.name.value);
    const measure = walk(fragment.selectionSet, parent, pageRows);
    measuring.delete(memoKey);
    measuredFragments.set(memoKey, measure);
    return measure;
  };

  /** Depth below this selection set and the cost of everything in it, for one object. */
  const walk = (
    selectionSet: SelectionSetNode,
    parent: Parent,
    pageRows: number | null,
  ): Measure => {
    let depth = 0;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      visited += 1;
      let inner: Measure;
      if (selection.kind === Kind.FIELD) {
        if (INTROSPECTION_FIELDS.has(selection.name.value)) continue;
        const field = fieldOf(parent, selection.name.value);
        const isList = field ? isListType(getNullableType(field.type)) : false;
        const paginated = field?.args.some((arg) => arg.name === 'pageSize') ?? false;
        const rows = isList ? (pageRows ?? declaredListSize(field) ?? options.listSize) : 1;
        if (!selection.selectionSet) {
          inner = { depth: 1, cost: rows };
        } else {
          const pageSize = paginated
            ? pageSizeOf(selection.arguments?.find((arg) => arg.name.value === 'pageSize')?.value)
            : null;
          const below = walk(
            selection.selectionSet,
            field ? getNamedType(field.type) : undefined,
            pageSize,
          );
          inner = { depth: 1 + below.depth, cost: rows * (1 + below.cost) };
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const typed = selection.typeCondition
          ? schema.getType(selection.typeCondition.name.value)
          : parent;
        inner = walk(selection.selectionSet, typed, pageRows);
      } else {
        inner = fragmentMeasure(selection.name.value, pageRows);
      }
      cost += inner.cost;
      depth = Math.max(depth, inner.depth);
    }
    return { depth, cost };
  };

  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  return { ...walk(operation.selectionSet, root ?? undefined, null), visited };
}
