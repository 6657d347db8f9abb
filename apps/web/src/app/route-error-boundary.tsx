import { lazy, Suspense } from 'react';
import { useRouteError } from 'react-router';

// The error pages are built with MUI: loaded when one shows, not with every page's first load.
const ErrorPage = lazy(() =>
  import('./error-pages.tsx').then((module) => ({ default: module.ErrorPage })),
);

/** Every route's error boundary: the page for the error (error-pages.tsx). */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return (
    <Suspense fallback={null}>
      <ErrorPage error={error} />
    </Suspense>
  );
}
