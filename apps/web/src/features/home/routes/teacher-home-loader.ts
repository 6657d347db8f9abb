import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { reportError } from '../../../lib/report-error.ts';
import { REVIEW_QUEUE_SHOWN, ReviewQueueDocument } from '../../review/api/review-queue-query.ts';
import { TeacherHomeDocument } from '../api/teacher-home-query.ts';

/**
 * Apart from the page's component, so the data is asked for while the component downloads; the
 * review queue beside it, so the page arrives whole rather than its cards moving down when the
 * queue comes in (the server paints it the same way: src/server-render/teacher-home.tsx). The
 * queue is a card of the page, not the page: when it cannot be read, the rest still shows and
 * the error is reported.
 */
export async function loader() {
  const [home, reviewQueue] = await Promise.all([
    graphqlRequest(TeacherHomeDocument),
    graphqlRequest(ReviewQueueDocument, REVIEW_QUEUE_SHOWN).then(
      (review) => review.practiceReviewQueue,
      (error: unknown) => {
        reportError(error);
        return null;
      },
    ),
  ]);
  return { ...home, reviewQueue };
}
