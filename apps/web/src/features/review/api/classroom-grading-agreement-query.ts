import type {
  ClassroomGradingAgreementQuery,
  ClassroomGradingAgreementQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const ClassroomGradingAgreementDocument = typedDocument<
  ClassroomGradingAgreementQuery,
  ClassroomGradingAgreementQueryVariables
>(/* GraphQL */ `
  query ClassroomGradingAgreement($classroomId: ID!) {
    classroomGradingAgreement(classroomId: $classroomId) {
      classroom {
        answers
        exactAgreement
        kappa
        meanAbsoluteScoreDifference
        scores
      }
      teachers {
        teacherProfileId
        name
        agreement {
          answers
          exactAgreement
          kappa
          meanAbsoluteScoreDifference
          scores
        }
      }
    }
  }
`);
