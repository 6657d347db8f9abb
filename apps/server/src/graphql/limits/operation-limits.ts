import {
  type DocumentNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
  valueFromASTUntyped,
} from 'graphql';

export type OperationMeasure = { depth: number; cost: number };

type MeasureOptions = {
  variables: Record<string, unknown> | null | undefined;
  /** Rows a list field is assumed to return when it has no pageSize argument. */
  defaultPageSize: number;
  /** Rows a pageSize of "All" (or -1) stands for. */
  allPageSize: number;
};

/**
 * Depth and estimated cost of an operation. Every field costs 1; a field with a `pageSize`
 * argument multiplies the cost of what it selects by that size, so nested pages multiply.
 * Introspection fields (`__schema`, `__type`) are not counted: introspection is switched on or
 * off as a whole by its own setting.
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
  if (!operation) return { depth: 0, cost: 0 };

  const pageSizeOf = (value: ValueNode): number => {
    const raw = valueFromASTUntyped(value, options.variables ?? undefined);
    if (typeof raw === 'number' && raw > 0) return raw;
    if (raw === -1 || (typeof raw === 'string' && raw.toLowerCase() === 'all')) {
      return options.allPageSize;
    }
    return options.defaultPageSize;
  };

  const walk = (
    selectionSet: SelectionSetNode,
    depth: number,
    visiting: Set<string>,
  ): OperationMeasure => {
    let deepest = depth;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value.startsWith('__')) continue;
        let fieldCost = 1;
        let fieldDepth = depth + 1;
        if (selection.selectionSet) {
          const pageSize = selection.arguments?.find((arg) => arg.name.value === 'pageSize');
          const hasPage = selection.arguments?.some((arg) => arg.name.value === 'page');
          const multiplier = pageSize
            ? pageSizeOf(pageSize.value)
            : hasPage
              ? options.defaultPageSize
              : 1;
          const inner = walk(selection.selectionSet, depth + 1, visiting);
          fieldCost += multiplier * inner.cost;
          fieldDepth = inner.depth;
        }
        cost += fieldCost;
        deepest = Math.max(deepest, fieldDepth);
      } else {
        let inner: OperationMeasure | null = null;
        if (selection.kind === Kind.INLINE_FRAGMENT) {
          inner = walk(selection.selectionSet, depth, visiting);
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          // A fragment cycle is invalid GraphQL and is reported by validation; stop here.
          if (!fragment || visiting.has(name)) continue;
          inner = walk(fragment.selectionSet, depth, new Set([...visiting, name]));
        }
        cost += inner.cost;
        deepest = Math.max(deepest, inner.depth);
      }
    }
    return { depth: deepest, cost };
  };

  return walk(operation.selectionSet, 0, new Set());
}
