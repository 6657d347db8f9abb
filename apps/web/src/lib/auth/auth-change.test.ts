import { describe, expect, it } from 'vitest';
import type { AuthResponse } from './allauth-types.ts';
import { detectAuthChange } from './auth-change.ts';

const user = (id: number | string) => ({ id, email: `${id}@example.com` });
const authenticated = (id: number | string = 1, methods = 1): AuthResponse => ({
  status: 200,
  data: {
    user: user(id),
    methods: Array.from({ length: methods }, (_, i) => ({ method: 'password', at: i })),
  },
  meta: { is_authenticated: true },
});
const anonymous = (pendingFlow?: string): AuthResponse => ({
  status: 401,
  data: {
    flows: [
      { id: 'login' },
      { id: 'signup' },
      ...(pendingFlow ? [{ id: pendingFlow, is_pending: true }] : []),
    ],
  },
  meta: { is_authenticated: false },
});
const reauthenticationRequired = (id: number | string = 1): AuthResponse => ({
  status: 401,
  data: {
    user: user(id),
    methods: [{ method: 'password', at: 1 }],
    flows: [{ id: 'reauthenticate' }],
  },
  meta: { is_authenticated: true },
});
const gone: AuthResponse = { status: 410, data: {}, meta: { is_authenticated: false } };

describe('detectAuthChange', () => {
  it('reports LOGGED_OUT on a 410, whatever came before', () => {
    expect(detectAuthChange(authenticated(), gone)).toBe('LOGGED_OUT');
    expect(detectAuthChange(anonymous(), gone)).toBe('LOGGED_OUT');
  });

  it('reports LOGGED_OUT when an authenticated session becomes unauthenticated', () => {
    expect(detectAuthChange(authenticated(), anonymous())).toBe('LOGGED_OUT');
  });

  it('reports LOGGED_IN when an unauthenticated session becomes authenticated', () => {
    expect(detectAuthChange(anonymous(), authenticated())).toBe('LOGGED_IN');
    expect(detectAuthChange(anonymous('verify_email'), authenticated())).toBe('LOGGED_IN');
  });

  it('treats a different user id as logged out before: LOGGED_IN', () => {
    expect(detectAuthChange(authenticated(1), authenticated(2))).toBe('LOGGED_IN');
    expect(detectAuthChange(authenticated('a'), authenticated('b'))).toBe('LOGGED_IN');
  });

  it('reports REAUTHENTICATION_REQUIRED on a 401 that is still authenticated', () => {
    expect(detectAuthChange(authenticated(), reauthenticationRequired())).toBe(
      'REAUTHENTICATION_REQUIRED',
    );
  });

  it('reports REAUTHENTICATED once reauthentication is no longer needed', () => {
    expect(detectAuthChange(reauthenticationRequired(), authenticated())).toBe('REAUTHENTICATED');
  });

  it('reports REAUTHENTICATED when the number of methods grew', () => {
    expect(detectAuthChange(authenticated(1, 1), authenticated(1, 2))).toBe('REAUTHENTICATED');
  });

  it('reports nothing for the same authenticated session', () => {
    expect(detectAuthChange(authenticated(1, 2), authenticated(1, 2))).toBeUndefined();
  });

  it('reports FLOW_UPDATED when both are unauthenticated', () => {
    expect(detectAuthChange(anonymous(), anonymous('verify_email'))).toBe('FLOW_UPDATED');
    expect(detectAuthChange(anonymous(), anonymous())).toBe('FLOW_UPDATED');
  });
});
