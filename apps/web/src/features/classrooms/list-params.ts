import type { ClassroomSortField, SortOrder } from '../../gql/graphql.ts';
import { DATA_ITERATOR_PAGE_SIZE } from '../../lib/page-size.ts';

export const CLASSROOM_SORTS = ['NAME', 'LEVEL', 'CREATED_AT'] as const;

export type ClassroomListParams = {
  page: number;
  pageSize: number;
  search: string | null;
  archived: boolean;
  sortField: ClassroomSortField;
  sortOrder: SortOrder;
};

/** Reads ?page=, ?q=, ?sort=, ?order= and ?archived=1 of the classroom list; anything odd falls back. */
export function classroomListParams(url: URL): ClassroomListParams {
  const sort = url.searchParams.get('sort');
  return {
    page: Math.max(1, Number(url.searchParams.get('page')) || 1),
    pageSize: DATA_ITERATOR_PAGE_SIZE,
    search: url.searchParams.get('q')?.trim() || null,
    archived: url.searchParams.get('archived') === '1',
    sortField: (CLASSROOM_SORTS as readonly string[]).includes(sort ?? '')
      ? (sort as ClassroomSortField)
      : 'NAME',
    sortOrder: url.searchParams.get('order') === 'desc' ? 'DESC' : 'ASC',
  };
}

/** The absolute invite link to copy, from the API's web path and the app's origin (lib/app-origin.ts). */
export function inviteUrl(invitePath: string, origin: string): string {
  return new URL(invitePath, origin).toString();
}
