import type {
  AssignmentResultsCsvQuery,
  AssignmentResultsCsvQueryVariables,
} from '../../../gql/graphql.ts';
import { typedDocument } from '../../../lib/typed-document.ts';

export const AssignmentResultsCsvDocument = typedDocument<
  AssignmentResultsCsvQuery,
  AssignmentResultsCsvQueryVariables
>(/* GraphQL */ `
  query AssignmentResultsCsv($id: ID!) {
    practiceAssignment(id: $id) {
      id
      title
      resultsCsv
    }
  }
`);
