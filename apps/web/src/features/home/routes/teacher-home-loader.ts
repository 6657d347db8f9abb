import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { TeacherHomeDocument } from '../api/teacher-home-query.ts';

/** Apart from the page's component, so the data is asked for while the component downloads. */
export async function loader() {
  return graphqlRequest(TeacherHomeDocument);
}
