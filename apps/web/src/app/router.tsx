import type { TFunction } from 'i18next';
import {
  createBrowserRouter,
  type LazyRouteFunction,
  type MiddlewareFunction,
  type RouteObject,
  redirect,
} from 'react-router';
import { paths } from '../config/paths.ts';
import { ensureAuth } from '../lib/auth/auth-store.ts';
import { outdatedBuildStore } from '../lib/build-manifest.ts';
import { loadEveryString, translationsReady } from '../lib/i18n.ts';
import type { GuardName } from '../lib/route-guard.ts';
import { requestPath } from '../lib/route-guard.ts';
import { guards } from './guards.ts';
import {
  forgetLandingData,
  landingAware,
  type PageLoaderModule,
  startLandingData,
  withPageLoader,
} from './landing-data.ts';
import { RootLoading, RootShell, type RouteHandle } from './root.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

type Lazy = LazyRouteFunction<RouteObject>;
type Page = {
  path: string;
  guards: readonly GuardName[];
  lazy: Lazy;
  /**
   * The page's loader in a module of its own: it runs once the guards pass, while the page's
   * component still downloads (in `lazy`, it would wait for the component's code). On the first
   * page it starts once the session says someone is signed in, beside the signed-in user's
   * request (./landing-data.ts).
   */
  loader?: PageLoaderModule;
  title?: (t: TFunction) => string;
  /** A page shown before sign-in renders with the catalogue's sign-in part alone. */
  strings?: 'sign-in';
};

/** A lazy route that renders once the rest of the catalogue is in too (it loads in parallel). */
function withEveryString<T>(lazy: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [route] = await Promise.all([lazy(), loadEveryString()]);
    return route;
  };
}

/**
 * One page: its guards run as middleware, its code loads on demand. A new page is one more
 * `page({ path, guards, lazy: () => import('../features/<feature>/routes/<name>-page.tsx') })`
 * under its layout; never import a page or a feature's component statically here, or it joins
 * every visitor's first load (docs/decisions/0010-first-load-and-compression.md).
 */
function page({ path, guards: names, lazy, loader, title, strings }: Page): RouteObject {
  const load = strings === 'sign-in' ? lazy : withEveryString(lazy);
  const route: RouteObject = {
    path,
    middleware: names.length ? [guards.compose(names)] : undefined,
    lazy: loader
      ? {
          loader: async () => landingAware((await loader()).loader),
          Component: async () => (await load()).Component,
        }
      : load,
    handle: { title, guards: names } satisfies RouteHandle,
    ErrorBoundary: RouteErrorBoundary,
  };
  return loader ? withPageLoader(route, loader) : route;
}

const AUTH = ['require-auth'] as const;
const TYPED = ['require-auth', 'require-user-type'] as const;
const ANONYMOUS = ['require-anonymous'] as const;
/** Authoring (scenarios, curricula, evaluation settings): students are sent to their home. */
const TEACHER = ['require-auth', 'require-teacher'] as const;

/** A deploy happened since this page loaded: the next navigation loads the new build. */
const reloadIfOutdated: MiddlewareFunction = async ({ request }) => {
  if (!outdatedBuildStore.get()) return;
  window.location.assign(requestPath(request));
  await new Promise(() => undefined);
};

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootShell,
    HydrateFallback: RootLoading,
    ErrorBoundary: RouteErrorBoundary,
    // The first catalogue arrives with the route's chunks; guards that show a message wait for it.
    middleware: [reloadIfOutdated, translationsReady, guards.compose(['handle-auth-changes'])],
    loader: () => null,
    children: [
      {
        lazy: withEveryString(() =>
          import('./layouts/student-layout.tsx').then((m) => ({ Component: m.StudentLayout })),
        ),
        ErrorBoundary: RouteErrorBoundary,
        children: [
          page({
            path: paths.student.home.path,
            guards: ['require-auth', 'require-student'],
            loader: () => import('../features/home/routes/student-home-loader.ts'),
            lazy: () => import('../features/home/routes/student-home-page.tsx'),
            title: (t) => t('nav.home'),
          }),
          page({
            path: paths.student.progress.path,
            guards: ['require-auth', 'require-student'],
            lazy: () => import('../features/metrics/routes/my-progress-page.tsx'),
            title: (t) => t('metrics.myProgress'),
          }),
        ],
      },
      {
        lazy: () => import('./layouts/auth-layout.tsx').then((m) => ({ Component: m.AuthLayout })),
        ErrorBoundary: RouteErrorBoundary,
        children: [
          page({
            path: paths.accounts.login.path,
            guards: ANONYMOUS,
            lazy: () => import('../features/auth/routes/login-page.tsx'),
            strings: 'sign-in',
            title: (t) => t('auth.signIn'),
          }),
          page({
            path: paths.accounts.signup.path,
            guards: ANONYMOUS,
            lazy: () => import('../features/auth/routes/signup-page.tsx'),
            strings: 'sign-in',
            title: (t) => t('auth.signUp'),
          }),
          page({
            path: paths.accounts.passwordReset.path,
            guards: ANONYMOUS,
            lazy: () => import('../features/auth/routes/password-reset-page.tsx'),
            strings: 'sign-in',
            title: (t) => t('passwordReset.title'),
          }),
          page({
            path: paths.accounts.passwordResetKey.path,
            guards: ANONYMOUS,
            lazy: () => import('../features/auth/routes/password-reset-key-page.tsx'),
            strings: 'sign-in',
            title: (t) => t('passwordResetKey.title'),
          }),
          page({
            path: paths.accounts.providerSignup.path,
            guards: ANONYMOUS,
            lazy: () => import('../features/auth/routes/provider-signup-page.tsx'),
            strings: 'sign-in',
            title: (t) => t('providerSignup.title'),
          }),
          page({
            path: paths.accounts.providerCallback.path,
            guards: [],
            lazy: () => import('../features/auth/routes/provider-callback-page.tsx'),
            strings: 'sign-in',
            title: (t) => t('providerCallback.title'),
          }),
          page({
            path: paths.accounts.verifyEmail.path,
            guards: [],
            lazy: () => import('../features/auth/routes/verify-email-page.tsx'),
            strings: 'sign-in',
            title: (t) => t('verifyEmail.title'),
          }),
          page({
            path: paths.accounts.verifyEmailKey.path,
            guards: [],
            lazy: () => import('../features/auth/routes/verify-email-key-page.tsx'),
            strings: 'sign-in',
            title: (t) => t('verifyEmailKey.title'),
          }),
          {
            // Signed-in steps in the sign-in frame, built with MUI.
            lazy: () =>
              import('./layouts/mui-outlet.tsx').then((m) => ({ Component: m.MuiOutlet })),
            ErrorBoundary: RouteErrorBoundary,
            children: [
              page({
                path: paths.accounts.reauthenticate.path,
                guards: AUTH,
                lazy: () => import('../features/auth/routes/reauthenticate-page.tsx'),
                strings: 'sign-in',
                title: (t) => t('reauthenticate.title'),
              }),
              page({
                path: paths.accounts.confirmUserType.path,
                guards: ['require-auth', 'require-not-user-type'],
                lazy: () => import('../features/users/routes/confirm-user-type-page.tsx'),
                title: (t) => t('userType.title'),
              }),
              page({
                path: paths.accounts.completeProfile.path,
                guards: TYPED,
                lazy: () => import('../features/users/routes/complete-profile-page.tsx'),
                title: (t) => t('completeProfile.title'),
              }),
            ],
          },
        ],
      },
      {
        lazy: withEveryString(() =>
          import('./layouts/bare-layout.tsx').then((m) => ({ Component: m.BareLayout })),
        ),
        ErrorBoundary: RouteErrorBoundary,
        children: [
          page({
            path: paths.accounts.email.path,
            guards: TYPED,
            lazy: () => import('../features/account/routes/email-page.tsx'),
            title: (t) => t('email.title'),
          }),
        ],
      },
      {
        lazy: withEveryString(() =>
          import('./layouts/default-layout.tsx').then((m) => ({ Component: m.DefaultLayout })),
        ),
        ErrorBoundary: RouteErrorBoundary,
        children: [
          page({
            path: paths.home.path,
            guards: ['require-auth', 'complete-profile', 'require-not-user-type'],
            lazy: () => import('../features/users/routes/home-page.tsx'),
            title: (t) => t('nav.home'),
          }),
          page({
            path: paths.teacher.home.path,
            guards: ['require-auth', 'require-teacher'],
            loader: () => import('../features/home/routes/teacher-home-loader.ts'),
            lazy: () => import('../features/home/routes/teacher-home-page.tsx'),
            title: (t) => t('nav.home'),
          }),
          page({
            path: paths.deviceTest.path,
            guards: [],
            lazy: () => import('../features/device-test/routes/device-test-page.tsx'),
            title: (t) => t('deviceTest.title'),
          }),
          {
            path: paths.auth.signIn.path,
            loader: ({ request }) =>
              redirect(`${paths.accounts.login.path}${new URL(request.url).search}`),
          },
          {
            path: paths.auth.signUp.path,
            loader: ({ request }) =>
              redirect(`${paths.accounts.signup.path}${new URL(request.url).search}`),
          },
          page({
            path: paths.accounts.providers.path,
            guards: [],
            lazy: () => import('../features/account/routes/providers-page.tsx'),
            title: (t) => t('providers.title'),
          }),
          page({
            path: paths.accounts.sessions.path,
            guards: AUTH,
            lazy: () => import('../features/account/routes/sessions-page.tsx'),
            title: (t) => t('sessions.title'),
          }),
          page({
            path: paths.accounts.passwordChange.path,
            guards: AUTH,
            lazy: () => import('../features/account/routes/password-change-page.tsx'),
            title: (t) => t('passwordChange.title'),
          }),
          page({
            path: paths.accounts.students.detail.path,
            guards: AUTH,
            lazy: () => import('../features/users/routes/student-profile-page.tsx'),
            title: (t) => t('profile.studentTitle'),
          }),
          page({
            path: paths.accounts.teachers.detail.path,
            guards: TYPED,
            lazy: () => import('../features/users/routes/teacher-profile-page.tsx'),
            title: (t) => t('profile.teacherTitle'),
          }),
          page({
            path: paths.accounts.students.list.path,
            guards: ['require-auth', 'require-teacher'],
            lazy: () => import('../features/users/routes/students-page.tsx'),
            title: (t) => t('students.title'),
          }),
          page({
            path: paths.accounts.teachers.list.path,
            guards: TYPED,
            lazy: () => import('../features/users/routes/teachers-page.tsx'),
            title: (t) => t('teachers.title'),
          }),
          page({
            path: paths.accounts.classroom.list.path,
            guards: TYPED,
            lazy: () => import('../features/classrooms/routes/classrooms-page.tsx'),
            title: (t) => t('classrooms.title'),
          }),
          page({
            path: paths.accounts.classroom.student.path,
            guards: TYPED,
            lazy: () => import('../features/classrooms/routes/classroom-student-page.tsx'),
            title: (t) => t('classroomStudent.title'),
          }),
          page({
            path: paths.accounts.classroom.detail.path,
            guards: TYPED,
            lazy: () => import('../features/classrooms/routes/classroom-page.tsx'),
            title: (t) => t('classroom.title'),
          }),
          page({
            path: paths.accounts.classroom.progress.path,
            guards: TEACHER,
            lazy: () => import('../features/metrics/routes/classroom-progress-page.tsx'),
            title: (t) => t('metrics.classroomTitle'),
          }),
          page({
            path: paths.accounts.classroom.studentProgress.path,
            guards: TEACHER,
            lazy: () => import('../features/metrics/routes/student-progress-page.tsx'),
            title: (t) => t('metrics.studentTitle'),
          }),
          page({
            path: paths.accounts.classroom.assignmentProgress.path,
            guards: TEACHER,
            lazy: () => import('../features/metrics/routes/assignment-progress-page.tsx'),
            title: (t) => t('metrics.assignmentTitle'),
          }),
          page({
            path: paths.learning.scenario.list.path,
            guards: TEACHER,
            lazy: () => import('../features/learning/routes/scenarios-page.tsx'),
            title: (t) => t('scenarios.title'),
          }),
          page({
            path: paths.learning.scenario.create.path,
            guards: TEACHER,
            lazy: () => import('../features/learning/routes/scenario-create-page.tsx'),
            title: (t) => t('scenarioCreate.title'),
          }),
          page({
            path: paths.learning.scenario.detail.path,
            guards: TEACHER,
            lazy: () => import('../features/learning/routes/scenario-page.tsx'),
            title: (t) => t('scenario.title'),
          }),
          page({
            path: paths.learning.curriculum.list.path,
            guards: TEACHER,
            lazy: () => import('../features/learning/routes/curricula-page.tsx'),
            title: (t) => t('curricula.title'),
          }),
          page({
            path: paths.learning.curriculum.create.path,
            guards: TEACHER,
            lazy: () => import('../features/learning/routes/curriculum-create-page.tsx'),
            title: (t) => t('curriculumCreate.title'),
          }),
          page({
            path: paths.learning.curriculum.detail.path,
            guards: TEACHER,
            lazy: () => import('../features/learning/routes/curriculum-page.tsx'),
            title: (t) => t('curriculum.title'),
          }),
          page({
            path: paths.activities.practiceAssignment.list.path,
            guards: TYPED,
            lazy: () => import('../features/assignments/routes/practice-assignments-page.tsx'),
            title: (t) => t('practiceAssignments.title'),
          }),
          page({
            path: paths.activities.practiceAssignment.results.path,
            guards: TEACHER,
            lazy: () => import('../features/assignment-results/routes/assignment-results-page.tsx'),
            title: (t) => t('assignmentResults.title'),
          }),
          page({
            path: paths.activities.practiceAssignment.scenario.path,
            guards: TYPED,
            lazy: () =>
              import('../features/assignments/routes/practice-assignment-scenario-page.tsx'),
            title: (t) => t('practiceAssignmentScenario.title'),
          }),
          page({
            path: paths.activities.practiceIntent.detail.path,
            guards: TYPED,
            lazy: () => import('../features/practice/routes/practice-result-page.tsx'),
            title: (t) => t('practiceResult.title'),
          }),
          page({
            path: paths.activities.practiceIntent.practice.path,
            guards: TYPED,
            loader: () => import('../features/practice/routes/practice-session-loader.ts'),
            lazy: () => import('../features/practice/routes/practice-session-page.tsx'),
            title: (t) => t('practiceSession.title'),
          }),
          page({
            path: paths.evaluation.evaluationSetting.detail.path,
            guards: TEACHER,
            lazy: () => import('../features/evaluation/routes/evaluation-setting-page.tsx'),
            title: (t) => t('evaluationSetting.title'),
          }),
          page({
            path: paths.invite.teacher.path,
            guards: ['catch-token', 'require-auth', 'require-student'],
            lazy: () => import('../features/invitations/routes/invite-teacher-page.tsx'),
            title: (t) => t('invite.title'),
          }),
          page({
            path: paths.invite.classroom.path,
            guards: ['catch-token', 'require-auth', 'require-student'],
            lazy: () => import('../features/invitations/routes/invite-classroom-page.tsx'),
            title: (t) => t('invite.title'),
          }),
          page({
            path: paths.invite.teacherToClassroom.path,
            guards: ['catch-token', 'require-auth', 'require-teacher'],
            lazy: () =>
              import('../features/invitations/routes/invite-teacher-to-classroom-page.tsx'),
            title: (t) => t('invite.title'),
          }),
          {
            path: '*',
            lazy: () => import('./error-pages.tsx').then((m) => ({ Component: m.NotFoundPage })),
            handle: { title: (t: TFunction) => t('errors.pageNotFound') },
          },
        ],
      },
    ],
  },
];

export function createRouter() {
  // The session check and the signed-in user load beside the first route's code, not after it:
  // the guards then find them loaded (or loading). A failure is the guards' to report.
  ensureAuth().catch(() => undefined);
  // The first page's data, on the session alone; only the first navigation may take it.
  startLandingData(routes, window.location);
  const router = createBrowserRouter(routes);
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    forgetLandingData();
  });
  return router;
}
export type AppRouter = ReturnType<typeof createRouter>;
