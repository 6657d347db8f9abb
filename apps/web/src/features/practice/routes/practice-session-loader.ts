import { type Params, redirect } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { PracticeSessionQuery } from '../../../gql/graphql.ts';
import { ensureAuth } from '../../../lib/auth/auth-store.ts';
import type { CurrentUser } from '../../../lib/auth/current-user.ts';
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
  // A finished attempt, or someone else's (a teacher's look), is read on the result page.
  if (!practisedHereBy(practiceIntent, user)) {
    throw redirect(paths.activities.practiceIntent.detail.getHref(practiceIntent.id));
  }
  return { intent: practiceIntent, speakingSettings };
}

type Attempt = Pick<
  NonNullable<PracticeSessionQuery['practiceIntent']>,
  'status' | 'isPreview' | 'student'
>;

/** An attempt in progress, the viewer's own (a student's, or a teacher's preview). */
export function practisedHereBy(intent: Attempt, user: CurrentUser | null | undefined): boolean {
  const own = intent.student
    ? user?.userType === 'STUDENT' && user.profile?.id === intent.student.id
    : intent.isPreview && user?.userType === 'TEACHER';
  return intent.status === 'IN_PROGRESS' && Boolean(own);
}
