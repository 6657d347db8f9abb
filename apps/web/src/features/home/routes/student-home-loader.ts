import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { StudentHomeDocument } from '../api/student-home-query.ts';

/** Apart from the page's component, so the data is asked for while the component downloads. */
export async function loader() {
  return graphqlRequest(StudentHomeDocument);
}
