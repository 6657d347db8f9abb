import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, data } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthLoadError } from '../lib/auth/auth-store.ts';
import { GraphQLRequestError } from '../lib/graphql-client.ts';
import { setupTestI18n } from '../test/i18n.ts';
import { GenericErrorPage } from './error-pages.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

beforeAll(setupTestI18n);

function renderAt(path: string, routes: Parameters<typeof createMemoryRouter>[0]) {
  const router = createMemoryRouter([{ path: '/', element: <p>Home page</p> }, ...routes], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

function renderFailing(error: unknown) {
  return renderAt('/broken', [
    {
      path: '/broken',
      loader: () => {
        throw error;
      },
      element: <p>never</p>,
      ErrorBoundary: RouteErrorBoundary,
      HydrateFallback: () => null,
    },
  ]);
}

describe('error pages', () => {
  it("shows 'Error' for an unexpected failure", async () => {
    renderFailing(new Error('Boom'));
    expect(await screen.findByRole('heading', { name: 'Error' })).toBeTruthy();
    expect(screen.getByText('Boom')).toBeTruthy();
  });

  it('words a refusal by the server as a refusal, not as our failure, and stays', async () => {
    const router = renderFailing(
      new GraphQLRequestError("You don't have permission.", [
        { message: "You don't have permission.", extensions: { code: 'FORBIDDEN' } },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'You can’t open this page' })).toBeTruthy();
    expect(screen.queryByText('Something went wrong on our side.')).toBeNull();
    expect(screen.queryByText('Taking you home in a few seconds.')).toBeNull();
    expect(router.state.location.pathname).toBe('/broken');
  });

  it('takes the user home after a while', async () => {
    const router = renderAt('/broken', [
      {
        path: '/broken',
        element: <GenericErrorPage error={new Error('Boom')} redirectAfterMs={20} />,
      },
    ]);
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('does not redirect bots', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
    );
    const router = renderAt('/broken', [
      {
        path: '/broken',
        element: <GenericErrorPage error={new Error('Boom')} redirectAfterMs={20} />,
      },
    ]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(router.state.location.pathname).toBe('/broken');
    expect(screen.getByRole('heading', { name: 'Error' })).toBeTruthy();
  });

  it("shows a 404 as the non-fatal 'Page not found'", async () => {
    renderFailing(data('Page not found', { status: 404 }));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows the alert of the spec when authentication cannot load', async () => {
    renderFailing(new AuthLoadError('There was a problem loading authentication.'));
    await waitFor(() =>
      expect(
        screen.getByText(
          'There was a problem loading authentication. Please try again later or contact support.',
        ),
      ).toBeTruthy(),
    );
  });
});
