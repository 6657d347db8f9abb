import type { CefrLevel, LibraryScope, ScenarioSortField, SortOrder } from '../../gql/graphql.ts';
import { DATA_ITERATOR_PAGE_SIZE } from '../../lib/page-size.ts';

export const CEFR_LEVELS: readonly CefrLevel[] = ['A1', 'A2', 'B1', 'B2', 'C1', 'C2'];
const SCOPES: readonly LibraryScope[] = ['ALL', 'MINE', 'LIBRARY'];
const SORT_FIELDS: readonly ScenarioSortField[] = [
  'TITLE',
  'UPDATED_AT',
  'LEVEL',
  'ESTIMATED_DURATION',
  'CREATED_AT',
];

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

/** The list's filters, sort and page as the URL holds them (?q=&language=&level=&scope=&sort=&order=&page=). */
export function scenarioListParams(url: URL) {
  const search = url.searchParams;
  const text = search.get('q')?.trim();
  const languageId = search.get('language') || undefined;
  const level = CEFR_LEVELS.find((candidate) => candidate === search.get('level'));
  const sortOrder: SortOrder = search.get('order') === 'desc' ? 'DESC' : 'ASC';
  return {
    page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
    pageSize: DATA_ITERATOR_PAGE_SIZE,
    sortField: oneOf(SORT_FIELDS, search.get('sort'), 'TITLE'),
    sortOrder,
    filter: {
      scope: oneOf(SCOPES, search.get('scope'), 'ALL'),
      ...(text ? { text } : {}),
      ...(languageId ? { languageId } : {}),
      ...(level ? { level } : {}),
    },
  };
}
