import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore } from './auth-store.ts';
import type { CurrentUser } from './current-user.ts';
import { useAccountLanguageChange } from './use-account-language-change.ts';

const user = (language: string) => ({ id: 'u1', language }) as CurrentUser;
const signIn = (language: string) =>
  act(() => authStore.set((state) => ({ ...state, user: user(language) })));

afterEach(() => authStore.set({ session: undefined, user: undefined }));

describe('useAccountLanguageChange', () => {
  it('asks again when the account takes another language, not when it loads or stays', () => {
    const refresh = vi.fn();
    renderHook(() => useAccountLanguageChange(refresh));
    signIn('en');
    expect(refresh).not.toHaveBeenCalled();
    signIn('en');
    expect(refresh).not.toHaveBeenCalled();
    signIn('ar');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
