import { authStore } from '../../../lib/auth/auth-store.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { interfaceLocale } from '../../../lib/i18n.ts';
import { viewerTimeZone } from '../../../lib/time-zone.ts';
import { thisWeekRange } from '../../metrics/metrics-params.ts';
import { StudentHomeDocument } from '../api/student-home-query.ts';

/**
 * Apart from the page's component, so the data is asked for while the component downloads; the
 * progress card's figures come in the same request. Read before the signed-in user may have
 * loaded (on the first page, beside the user's request), the week is then the browser zone's:
 * the page asks again if the user's zone turns out to be another.
 */
export async function loader() {
  const progressRange = thisWeekRange(
    viewerTimeZone(authStore.get().user),
    interfaceLocale(),
    navigator.languages,
  );
  return { ...(await graphqlRequest(StudentHomeDocument, { progressRange })), progressRange };
}
