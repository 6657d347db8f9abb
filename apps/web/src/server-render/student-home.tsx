import { StudentLayout } from '../app/layouts/student-layout.tsx';
import { paths } from '../config/paths.ts';
import { StudentHomeDocument } from '../features/home/api/student-home-query.ts';
import { Component as StudentHomePage } from '../features/home/routes/student-home-page.tsx';
import { thisWeekRange } from '../features/metrics/metrics-params.ts';
import type { StudentHomeQuery } from '../gql/graphql.ts';
import { type RenderedPage, renderSignedInPage } from './render-signed-in-page.tsx';
import { type ServerRenderRequest, signedInUser } from './server-render-request.ts';

/** The student's home with its data, as its loader (features/home/routes/student-home-loader.ts) reads it. */
export async function renderStudentHome(
  request: ServerRenderRequest,
): Promise<RenderedPage | null> {
  const user = await signedInUser(request);
  if (user?.userType !== 'STUDENT') return null;
  const progressRange = thisWeekRange(user.timeZone, request.locale, request.languages);
  const home = await request.ask<StudentHomeQuery>(String(StudentHomeDocument), { progressRange });
  if (!home) return null;
  return renderSignedInPage({
    ...request,
    user,
    path: paths.student.home.path,
    Layout: StudentLayout,
    Page: StudentHomePage,
    data: { ...home, progressRange },
    title: (t) => t('nav.home'),
  });
}
