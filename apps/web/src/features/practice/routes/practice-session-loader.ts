import { type Params, redirect } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ensureAuth } from '../../../lib/auth/auth-store.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { SpeakingSettingsDocument } from '../../speaking/api/speaking-settings-query.ts';
import { PracticeSessionDocument } from '../api/practice-session-query.ts';

/**
 * The attempt and the student's speaking settings; apart from the page's component, so the data
 * is asked for while the component downloads.
 */
export async function loader({ params }: { params: Params }) {
  const id = params.id ?? '';
  const [{ user }, { practiceIntent }, { speakingSettings }] = await Promise.all([
    ensureAuth(),
    graphqlRequest(PracticeSessionDocument, { id }),
    graphqlRequest(SpeakingSettingsDocument),
  ]);
  if (!practiceIntent) throw new Response('Not found', { status: 404 });
  const own = practiceIntent.student
    ? user?.userType === 'STUDENT' && user.profile?.id === practiceIntent.student.id
    : practiceIntent.isPreview && user?.userType === 'TEACHER';
  // A finished attempt, or someone else's (a teacher's look), is read on the result page.
  if (practiceIntent.status !== 'IN_PROGRESS' || !own) {
    throw redirect(paths.activities.practiceIntent.detail.getHref(practiceIntent.id));
  }
  return { intent: practiceIntent, speakingSettings };
}
