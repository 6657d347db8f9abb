import { redirect } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  createGuardRegistry,
  GUARD_NAMES,
  type Guard,
  type GuardName,
  UnknownGuardError,
} from './route-guard.ts';

function registry(overrides: Partial<Record<GuardName, Guard>> = {}, calls: string[] = []) {
  const guards = Object.fromEntries(
    GUARD_NAMES.map((name) => [name, overrides[name] ?? (() => void calls.push(name))]),
  ) as Record<GuardName, Guard>;
  return createGuardRegistry(guards);
}

const args = (url = 'http://app.test/student') => ({
  request: new Request(url),
  params: {},
  context: {} as never,
  url: new URL(url),
  unstable_pattern: '',
});

describe('guard registry', () => {
  it('looks guards up by name', () => {
    const requireAuth: Guard = () => undefined;
    expect(registry({ 'require-auth': requireAuth }).get('require-auth')).toBe(requireAuth);
  });

  it('throws on an unknown guard name, when the route table is built', () => {
    expect(() => registry().get('require-admin')).toThrow(UnknownGuardError);
    expect(() => registry().compose(['require-auth', 'requireAuth'])).toThrow(
      'Unknown route guard: requireAuth',
    );
    expect(() => registry().get('toString')).toThrow(UnknownGuardError);
  });

  it('runs composed guards in order', async () => {
    const calls: string[] = [];
    const middleware = registry({}, calls).compose([
      'catch-token',
      'require-auth',
      'require-student',
    ]);
    await middleware(args() as never, async () => undefined);
    expect(calls).toEqual(['catch-token', 'require-auth', 'require-student']);
  });

  it('stops at the first guard that redirects', async () => {
    const calls: string[] = [];
    const middleware = registry(
      {
        'require-auth': () => {
          throw redirect('/accounts/login?next=%2Fstudent');
        },
      },
      calls,
    ).compose(['catch-token', 'require-auth', 'require-student']);
    let thrown: unknown;
    try {
      await middleware(args() as never, async () => undefined);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/accounts/login?next=%2Fstudent');
    expect(calls).toEqual(['catch-token']);
  });
});
