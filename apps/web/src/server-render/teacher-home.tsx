import { DefaultLayout } from '../app/layouts/default-layout.tsx';
import { paths } from '../config/paths.ts';
import { TeacherHomeDocument } from '../features/home/api/teacher-home-query.ts';
import { Component as TeacherHomePage } from '../features/home/routes/teacher-home-page.tsx';
import {
  REVIEW_QUEUE_SHOWN,
  ReviewQueueDocument,
} from '../features/review/api/review-queue-query.ts';
import type { ReviewQueueQuery, TeacherHomeQuery } from '../gql/graphql.ts';
import { type RenderedPage, renderSignedInPage } from './render-signed-in-page.tsx';
import { type ServerRenderRequest, signedInUser } from './server-render-request.ts';

/**
 * The teacher's home with its data and review queue, as its loader
 * (features/home/routes/teacher-home-loader.ts) reads them: a teacher's only.
 */
export async function renderTeacherHome(
  request: ServerRenderRequest,
): Promise<RenderedPage | null> {
  const user = await signedInUser(request);
  if (user?.userType !== 'TEACHER') return null;
  const [home, review] = await Promise.all([
    request.ask<TeacherHomeQuery>(String(TeacherHomeDocument)),
    request.ask<ReviewQueueQuery>(String(ReviewQueueDocument), REVIEW_QUEUE_SHOWN),
  ]);
  if (!home || !review) return null;
  return renderSignedInPage({
    ...request,
    user,
    path: paths.teacher.home.path,
    Layout: DefaultLayout,
    Page: TeacherHomePage,
    data: { ...home, reviewQueue: review.practiceReviewQueue },
    title: (t) => t('nav.home'),
  });
}
