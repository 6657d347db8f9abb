/** The page size that means "every row". */
export const PAGE_SIZE_ALL = -1;
/** Items per page in card grids (data iterators). */
export const DATA_ITERATOR_PAGE_SIZE = 8;

/** The API takes a number of rows or the word 'All'; the UI uses -1 for "All". */
export function toApiPageSize(pageSize: number): number | 'All' {
  return pageSize === PAGE_SIZE_ALL ? 'All' : pageSize;
}
