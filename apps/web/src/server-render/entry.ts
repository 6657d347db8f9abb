/**
 * The server's bundle (`vite build --ssr`, in dist/.server/, which the server never serves): the
 * signed-in pages it renders per request, each a whole document with the visitor's data
 * (apps/server/src/web-app/server-rendered-pages.ts calls it).
 */
import { readFileSync } from 'node:fs';
import { serverAnswersScript } from '../lib/server-answers.ts';
import { fillDocument } from '../prerender/prerendered-document.ts';
import { renderPracticeSession } from './practice-session.tsx';
import type { RenderedPage } from './render-signed-in-page.tsx';
import { keepingAnswers, type ServerRenderRequest } from './server-render-request.ts';
import {
  SERVER_RENDERED_PATHS,
  type ServerRenderedPath,
  SIGNED_IN_DOCUMENTS_FILE,
  type SignedInDocuments,
} from './signed-in-documents.ts';
import { renderStudentHome } from './student-home.tsx';
import { renderTeacherHome } from './teacher-home.tsx';

export type { ServerRenderRequest };

const renderers: Record<
  ServerRenderedPath,
  (request: ServerRenderRequest) => Promise<RenderedPage | null>
> = {
  '/student': renderStudentHome,
  '/teacher': renderTeacherHome,
  '/activities/practice-intent/:id': renderPracticeSession,
};

const documents = JSON.parse(
  readFileSync(new URL(`./${SIGNED_IN_DOCUMENTS_FILE}`, import.meta.url), 'utf8'),
) as SignedInDocuments;

export const serverRenderedPaths: readonly string[] = SERVER_RENDERED_PATHS;

/**
 * The page at `path` for this visitor as a whole document, or null when the app's own
 * index.html serves them (not a page for their kind of account, or its data had errors). The
 * answers its data came from go in the document too (lib/server-answers.ts): the app takes the
 * page over without asking for them again.
 */
export async function renderDocument(
  path: string,
  request: ServerRenderRequest,
): Promise<string | null> {
  const render = renderers[path as ServerRenderedPath];
  const template = documents[path]?.[request.locale];
  if (!render || !template) return null;
  const { answers, keeping } = keepingAnswers(request);
  const page = await render(keeping);
  return (
    page &&
    fillDocument(template, {
      title: page.title,
      body: page.html,
      theme: request.mode,
      afterBody: serverAnswersScript(answers),
    })
  );
}
