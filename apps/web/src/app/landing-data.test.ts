import { type RouteObject, RouterContextProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthResponse } from '../lib/auth/allauth-types.ts';
import { authStore } from '../lib/auth/auth-store.ts';
import {
  forgetLandingData,
  landingAware,
  type PageLoader,
  startLandingData,
  withPageLoader,
} from './landing-data.ts';

const signedIn = (id: number): AuthResponse => ({
  status: 200,
  data: { user: { id, email: `${id}@example.com` }, methods: [] },
  meta: { is_authenticated: true },
});
const anonymous: AuthResponse = {
  status: 401,
  data: { flows: [] },
  meta: { is_authenticated: false },
};

/** A route table with one page whose loader counts its calls. */
function table() {
  const pageLoader = vi.fn<PageLoader>(async ({ params }) => ({
    id: params.id,
    asked: Date.now(),
  }));
  const page = withPageLoader({ path: '/attempt/:id' }, async () => ({ loader: pageLoader }));
  const routes: RouteObject[] = [{ id: 'root', children: [page] }];
  const navigate = (path: string) => {
    const url = new URL(`http://app.test${path}`);
    return landingAware(pageLoader)({
      request: new Request(url),
      url,
      pattern: '/attempt/:id',
      params: { id: path.split('/').pop() },
      context: new RouterContextProvider(),
    });
  };
  return { routes, pageLoader, navigate };
}

function land(routes: RouteObject[], path: string): void {
  startLandingData(routes, new URL(`http://app.test${path}`) as unknown as Location);
}

afterEach(() => {
  forgetLandingData();
  authStore.set({ session: undefined, user: undefined });
});

describe("the first page's data, asked for on the session alone", () => {
  it('starts as soon as the session says signed in, and answers that navigation with it', async () => {
    authStore.set({ session: signedIn(1), user: undefined });
    const { routes, pageLoader, navigate } = table();
    land(routes, '/attempt/7');
    await vi.waitFor(() => expect(pageLoader).toHaveBeenCalledTimes(1));
    expect(await navigate('/attempt/7')).toMatchObject({ id: '7' });
    expect(pageLoader).toHaveBeenCalledTimes(1);
  });

  it('is taken once: the next navigation to the page asks again', async () => {
    authStore.set({ session: signedIn(1), user: undefined });
    const { routes, pageLoader, navigate } = table();
    land(routes, '/attempt/7');
    await navigate('/attempt/7');
    await navigate('/attempt/7');
    expect(pageLoader).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing for a visitor who is not signed in: their page asks for itself', async () => {
    authStore.set({ session: anonymous, user: undefined });
    const { routes, pageLoader, navigate } = table();
    land(routes, '/attempt/7');
    expect(await navigate('/attempt/7')).toMatchObject({ id: '7' });
    expect(pageLoader).toHaveBeenCalledTimes(1);
  });

  it('is not given to another page, nor to another user, nor after the first navigation', async () => {
    authStore.set({ session: signedIn(1), user: undefined });
    const other = table();
    land(other.routes, '/attempt/7');
    await other.navigate('/attempt/8');
    expect(other.pageLoader).toHaveBeenCalledTimes(2);

    const switched = table();
    land(switched.routes, '/attempt/7');
    authStore.set({ session: signedIn(2), user: undefined });
    await switched.navigate('/attempt/7');
    expect(switched.pageLoader).toHaveBeenCalledTimes(2);

    authStore.set({ session: signedIn(1), user: undefined });
    const later = table();
    land(later.routes, '/attempt/7');
    forgetLandingData();
    await later.navigate('/attempt/7');
    expect(later.pageLoader).toHaveBeenCalledTimes(2);
  });
});
