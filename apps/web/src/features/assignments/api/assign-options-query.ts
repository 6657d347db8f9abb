import type { AssignOptionsQuery, AssignOptionsQueryVariables } from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

/**
 * What the assign dialog offers: the teacher's time zone and evaluation settings, and the
 * classrooms, scenarios and curricula to choose from when the dialog was not opened on one.
 * A hundred of each: "All" would cost a thousand rows each in the server's query budget.
 */
export const AssignOptionsDocument = typedDocument<
  AssignOptionsQuery,
  AssignOptionsQueryVariables
>(/* GraphQL */ `
  query AssignOptions($withClassrooms: Boolean!, $withScenarios: Boolean!, $withCurricula: Boolean!) {
    readUser(me: true) {
      id
      timeZone
    }
    evaluationSettings(pageSize: 100) {
      objects {
        id
        name
        attemptMode
        maxAttempts
        helpFeatures
        passingScore
        maxDurationSeconds
      }
    }
    classrooms(pageSize: 100, filter: { archived: false }) @include(if: $withClassrooms) {
      objects {
        id
        name
        viewerRole
      }
    }
    scenarios(pageSize: 100, sortField: TITLE) @include(if: $withScenarios) {
      objects {
        id
        title
        isLibrary
        language {
          id
          name
          isoLanguageCode
        }
      }
    }
    curricula(pageSize: 100, sortField: TITLE) @include(if: $withCurricula) {
      objects {
        id
        title
        isLibrary
        language {
          id
          name
          isoLanguageCode
        }
      }
    }
  }
`);
