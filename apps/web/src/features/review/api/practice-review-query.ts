import type { PracticeReviewQuery, PracticeReviewQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

/** What the review controls of the result page read: grades, the tutor's, the history. */
export const PracticeReviewDocument = typedDocument<
  PracticeReviewQuery,
  PracticeReviewQueryVariables
>(/* GraphQL */ `
  query PracticeReview($id: ID!) {
    practiceIntent(id: $id) {
      id
      status
      overallScore
      passed
      viewerCanGrade
      categoryScores {
        category
        score
      }
      rules {
        passingScore
        gradedCategories {
          category
          weight
        }
      }
      teacherGrade {
        comment
        gradedAt
        gradedByName
        categories
        overallScoreSet
        aiOverallScore
        aiPassed
        aiCategoryScores {
          category
          score
        }
      }
      review {
        reviewedAt
        reviewedByName
        teacherOverallScore
        teacherCategoryScores {
          category
          score
        }
        changes {
          id
          changedAt
          teacherName
          messageId
          correctnessBefore
          correctnessAfter
          overallScoreBefore
          overallScoreAfter
          comment
        }
      }
      messages {
        id
        role
        text
        correctness
        gradingStatus
        teacherGraded
        aiCorrectness
        feedback {
          category
          code
          severity
          message
          excerpt
          suggestion
          span {
            start
            end
          }
        }
      }
    }
  }
`);
