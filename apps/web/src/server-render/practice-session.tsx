import { matchPath } from 'react-router';
import { DefaultLayout } from '../app/layouts/default-layout.tsx';
import { paths } from '../config/paths.ts';
import { PracticeSessionDocument } from '../features/practice/api/practice-session-query.ts';
import { practisedHereBy } from '../features/practice/routes/practice-session-loader.ts';
import { Component as PracticeSessionPage } from '../features/practice/routes/practice-session-page.tsx';
import { SpeakingSettingsDocument } from '../features/speaking/api/speaking-settings-query.ts';
import type { PracticeSessionQuery, SpeakingSettingsQuery } from '../gql/graphql.ts';
import { type RenderedPage, renderSignedInPage } from './render-signed-in-page.tsx';
import { type ServerRenderRequest, signedInUser } from './server-render-request.ts';

const PATH = paths.activities.practiceIntent.practice.path;

/**
 * An attempt in progress with its conversation so far, as its loader
 * (features/practice/routes/practice-session-loader.ts) reads it: its own student's only.
 */
export async function renderPracticeSession(
  request: ServerRenderRequest,
): Promise<RenderedPage | null> {
  const id = matchPath(PATH, new URL(request.url, 'http://localhost').pathname)?.params.id;
  if (!id) return null;
  const [user, session, settings] = await Promise.all([
    signedInUser(request),
    request.ask<PracticeSessionQuery>(String(PracticeSessionDocument), { id }),
    request.ask<SpeakingSettingsQuery>(String(SpeakingSettingsDocument)),
  ]);
  const intent = session?.practiceIntent;
  if (!intent || !settings || !practisedHereBy(intent, user) || !user) return null;
  return renderSignedInPage({
    ...request,
    user,
    path: PATH,
    Layout: DefaultLayout,
    Page: PracticeSessionPage,
    data: { intent, speakingSettings: settings.speakingSettings },
    title: (t) => t('practiceSession.title'),
  });
}
