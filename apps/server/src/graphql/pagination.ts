import type { EnumRef, ObjectRef } from '@pothos/core';
import { GraphQLError, Kind } from 'graphql';
import { type BuilderTypes, builder, type PageSizeValue } from './builder.ts';
import type { GraphQLContext } from './context.ts';

/** The data iterator's page size (spec section 9). */
export const DEFAULT_PAGE_SIZE = 8;
/** The largest explicit page size; "All" is bounded by the GRAPHQL_ALL_PAGE_SIZE_LIMIT setting. */
export const MAX_PAGE_SIZE = 100;

const ALL_SPELLINGS = new Set(['all', '-1']);

function parsePageSize(value: unknown): PageSizeValue {
  if (typeof value === 'string' && ALL_SPELLINGS.has(value.trim().toLowerCase())) return 'ALL';
  if (value === -1) return 'ALL';
  if (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= 1 &&
    value <= MAX_PAGE_SIZE
  ) {
    return value;
  }
  // A GraphQLError, not a TypeError: the client's mistake is shown to it, not masked.
  throw new GraphQLError(`PageSize must be an integer from 1 to ${MAX_PAGE_SIZE}, or "All"`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/**
 * A page size: an Int from 1 to 100, or "All" (the web app sends "All" where its data iterator
 * says -1; -1 itself is accepted too). Serialised back as the Int or "All".
 */
builder.scalarType('PageSize', {
  description:
    'Rows per page: an Int from 1 to 100, or the string "All" (also -1) for every row, up to the server\'s limit.',
  serialize: (value) => (value === 'ALL' ? 'All' : value),
  parseValue: parsePageSize,
  parseLiteral: (ast) => {
    if (ast.kind === Kind.INT) return parsePageSize(Number(ast.value));
    if (ast.kind === Kind.STRING) return parsePageSize(ast.value);
    throw new GraphQLError('PageSize must be an Int or "All"', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  },
});

export const SortOrder = builder.enumType('SortOrder', {
  values: { ASC: { value: 'asc' }, DESC: { value: 'desc' } } as const,
});
export type SortDirection = 'asc' | 'desc';

export type PageArgs<TSortField extends string> = {
  page?: number | null;
  pageSize?: PageSizeValue | null;
  sortField?: TSortField | null;
  sortOrder?: SortDirection | null;
};

/**
 * The arguments every list takes: page (from 1), pageSize (default 8, or "All"), sortField (an
 * enum per list) and sortOrder. Filters are a separate `filter` input on each list.
 */
export function pageArgs<TSortField extends string>(
  sortField: EnumRef<BuilderTypes, TSortField, TSortField>,
  defaultSortField: TSortField,
) {
  return builder.args((t) => ({
    page: t.int({ defaultValue: 1, description: 'Page number, from 1.' }),
    pageSize: t.field({ type: 'PageSize', defaultValue: DEFAULT_PAGE_SIZE }),
    sortField: t.field({ type: sortField, defaultValue: defaultSortField }),
    sortOrder: t.field({ type: SortOrder, defaultValue: 'asc' }),
  }));
}

/** An enum of the fields a list can be sorted by, mapped to the names the resolver uses. */
export function sortFieldEnum<T extends string>(name: string, values: readonly T[]) {
  return builder.enumType(name, {
    values: Object.fromEntries(values.map((value) => [value, { value }])) as Record<
      T,
      { value: T }
    >,
  });
}

export type PageWindow = { page: number; pageSize: PageSizeValue; limit: number; offset: number };

/** Turns page arguments into LIMIT/OFFSET; "All" is capped by the configured limit. */
export function pageWindow(
  args: { page?: number | null; pageSize?: PageSizeValue | null },
  context: Pick<GraphQLContext, 'config'>,
): PageWindow {
  const page = Math.max(1, args.page ?? 1);
  const pageSize = args.pageSize ?? DEFAULT_PAGE_SIZE;
  const limit = pageSize === 'ALL' ? context.config.graphqlAllPageSizeLimit : pageSize;
  return { page, pageSize, limit, offset: pageSize === 'ALL' ? 0 : (page - 1) * limit };
}

/** What a page resolver returns; the Page types compute the rest. */
export type PageResult<T> = {
  objects: T[];
  totalCount: number;
  window: PageWindow;
};

export function pageResult<T>(objects: T[], totalCount: number, window: PageWindow): PageResult<T> {
  return { objects, totalCount, window };
}

/**
 * `<Name>Page { objects, totalCount, page, pageSize, pages, hasNext, hasPrev }`: the shape of
 * every paginated list, named like the seed's paginated fields.
 */
export function pageType<T>(name: string, item: ObjectRef<BuilderTypes, T>) {
  return builder.objectRef<PageResult<T>>(`${name}Page`).implement({
    description: `A page of ${name} rows.`,
    fields: (t) => ({
      objects: t.field({ type: [item], resolve: (result) => result.objects }),
      totalCount: t.exposeInt('totalCount'),
      page: t.int({ resolve: (result) => result.window.page }),
      pageSize: t.field({ type: 'PageSize', resolve: (result) => result.window.pageSize }),
      pages: t.int({
        description: 'Number of pages; 1 for "All".',
        resolve: ({ totalCount, window }) =>
          window.pageSize === 'ALL' ? 1 : Math.ceil(totalCount / window.limit),
      }),
      hasNext: t.boolean({
        resolve: ({ totalCount, window }) => window.offset + window.limit < totalCount,
      }),
      hasPrev: t.boolean({ resolve: ({ window }) => window.offset > 0 }),
    }),
  });
}
