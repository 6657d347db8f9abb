import type { AssignmentBucket, PracticeAssignmentStatus, SortOrder } from '../../gql/graphql.ts';

export const BUCKETS: readonly AssignmentBucket[] = ['TO_DO', 'DONE', 'CLOSED'];
export const STATUSES: readonly PracticeAssignmentStatus[] = ['DRAFT', 'PUBLISHED', 'CLOSED'];
/** Cards per page in the student's lists; two columns on a desktop. */
export const ASSIGNMENTS_PAGE_SIZE = 12;

/**
 * ?tab=done|closed, ?classroom= and ?page= of the student's list: to do comes soonest due first,
 * the others most recent first; a classroom named, only its assignments (the link from its page).
 */
export function studentListParams(url: URL): {
  bucket: AssignmentBucket;
  classroomId: string | null;
  page: number;
  pageSize: number;
  sortOrder: SortOrder;
} {
  const tab = url.searchParams.get('tab')?.toUpperCase().replace('-', '_');
  const bucket = BUCKETS.find((entry) => entry === tab) ?? 'TO_DO';
  return {
    bucket,
    classroomId: url.searchParams.get('classroom') || null,
    page: Math.max(1, Number(url.searchParams.get('page')) || 1),
    pageSize: ASSIGNMENTS_PAGE_SIZE,
    sortOrder: bucket === 'TO_DO' ? 'ASC' : 'DESC',
  };
}

/** ?status=, ?q=, ?classroom= and ?page= of a teacher's list. */
export function teacherListParams(url: URL): {
  status: PracticeAssignmentStatus | null;
  text: string | null;
  classroomId: string | null;
  page: number;
  pageSize: number;
} {
  const status = url.searchParams.get('status')?.toUpperCase();
  return {
    status: STATUSES.find((entry) => entry === status) ?? null,
    text: url.searchParams.get('q')?.trim() || null,
    classroomId: url.searchParams.get('classroom') || null,
    page: Math.max(1, Number(url.searchParams.get('page')) || 1),
    pageSize: ASSIGNMENTS_PAGE_SIZE,
  };
}
