import type { CefrLevel, CurriculumSortField, LibraryScope, SortOrder } from '../../gql/graphql.ts';
import { CEFR_LEVELS } from './list-params.ts';

const SCOPES: readonly LibraryScope[] = ['ALL', 'MINE', 'LIBRARY'];
const SORT_FIELDS: readonly CurriculumSortField[] = ['TITLE', 'UPDATED_AT', 'LEVEL', 'CREATED_AT'];

/** The curricula list's filters, sort and page as the URL holds them. */
export function curriculumListParams(url: URL) {
  const search = url.searchParams;
  const text = search.get('q')?.trim();
  const languageId = search.get('language') || undefined;
  const level: CefrLevel | undefined = CEFR_LEVELS.find((c) => c === search.get('level'));
  const sortOrder: SortOrder = search.get('order') === 'desc' ? 'DESC' : 'ASC';
  return {
    page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
    sortField: SORT_FIELDS.find((field) => field === search.get('sort')) ?? 'TITLE',
    sortOrder,
    filter: {
      scope: SCOPES.find((scope) => scope === search.get('scope')) ?? 'ALL',
      ...(text ? { text } : {}),
      ...(languageId ? { languageId } : {}),
      ...(level ? { level } : {}),
    },
  };
}

/** The total of a curriculum's scenarios, in minutes rounded up like every duration. */
export function totalMinutes(scenarios: readonly { estimatedDurationSeconds: number }[]): number {
  const seconds = scenarios.reduce((sum, scenario) => sum + scenario.estimatedDurationSeconds, 0);
  return seconds > 0 ? Math.ceil(seconds / 60) : 0;
}
