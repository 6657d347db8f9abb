import {
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';

export type OperationMeasure = {
  depth: number;
  cost: number;
  /** Selections looked at: at most the selections written in the document, whatever it spreads. */
  visited: number;
};

type MeasureOptions = {
  variables: Record<string, unknown> | null | undefined;
  /** Rows a list field is assumed to return when it has no pageSize argument. */
  defaultPageSize: number;
  /** Rows a pageSize of "All" (or -1) stands for. */
  allPageSize: number;
};

type Measure = { depth: number; cost: number };

/** `__typename` is an ordinary field here: it is resolved (and answered) once per object. */
const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/**
 * Depth and estimated cost of an operation. Every field costs 1; a field with a `pageSize`
 * argument multiplies the cost of what it selects by that size, so nested pages multiply.
 * Introspection fields (`__schema`, `__type`) are not counted: introspection is switched on or
 * off as a whole by its own setting.
 *
 * Each fragment is measured once, relative to where it is spread, and reused: a document whose
 * fragments spread each other twice ("fragment bomb") costs 2^n but is measured in linear time.
 */
export function measureOperation(
  document: DocumentNode,
  operationName: string | null | undefined,
  options: MeasureOptions,
): OperationMeasure {
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

  const pageSizeOf = (value: ValueNode): number => {
    const raw = valueFromASTUntyped(value, options.variables ?? undefined);
    if (typeof raw === 'number' && raw > 0) return raw;
    if (raw === -1 || (typeof raw === 'string' && raw.toLowerCase() === 'all')) {
      return options.allPageSize;
    }
    return options.defaultPageSize;
  };

  let visited = 0;
  const measuredFragments = new Map<string, Measure>();
  const measuring = new Set<string>();

  const fragmentMeasure = (name: string): Measure => {
    const known = measuredFragments.get(name);
    if (known) return known;
    const fragment = fragments.get(name);
    // An unknown fragment or a cycle is invalid GraphQL, reported by validation: count nothing.
    if (!fragment || measuring.has(name)) return { depth: 0, cost: 0 };
    measuring.add(name);
    const measure = walk(fragment.selectionSet);
    measuring.delete(name);
    measuredFragments.set(name, measure);
    return measure;
  };

  /** Depth below this selection set and the cost of everything in it. */
  const walk = (selectionSet: SelectionSetNode): Measure => {
    let depth = 0;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      visited += 1;
      let inner: Measure;
      if (selection.kind === Kind.FIELD) {
        if (INTROSPECTION_FIELDS.has(selection.name.value)) continue;
        inner = { depth: 1, cost: 1 };
        if (selection.selectionSet) {
          const pageSize = selection.arguments?.find((arg) => arg.name.value === 'pageSize');
          const hasPage = selection.arguments?.some((arg) => arg.name.value === 'page');
          const multiplier = pageSize
            ? pageSizeOf(pageSize.value)
            : hasPage
              ? options.defaultPageSize
              : 1;
          const below = walk(selection.selectionSet);
          inner = { depth: 1 + below.depth, cost: 1 + multiplier * below.cost };
        }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = walk(selection.selectionSet);
      } else {
        inner = fragmentMeasure(selection.name.value);
      }
      cost += inner.cost;
      depth = Math.max(depth, inner.depth);
    }
    return { depth, cost };
  };

  return { ...walk(operation.selectionSet), visited };
}
