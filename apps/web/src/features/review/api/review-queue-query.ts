import type { ReviewQueueQuery, ReviewQueueQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const ReviewQueueDocument = typedDocument<ReviewQueueQuery, ReviewQueueQueryVariables>(
  /* GraphQL */ `
    query ReviewQueue($first: Int) {
      practiceReviewQueue(first: $first) {
        totalCount
        items {
          reasons
          studentName
          assignmentTitle
          classroomName
          intent {
            id
            attemptNumber
            scenarioTitle
            overallScore
            passed
            endedAt
          }
        }
      }
    }
  `,
);

/** What the teacher home shows of the queue: its first eight attempts. */
export const REVIEW_QUEUE_SHOWN: ReviewQueueQueryVariables = { first: 8 };
