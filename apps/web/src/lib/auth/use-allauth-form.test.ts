import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { useAllauthForm } from './use-allauth-form.ts';

const typed = (value: string) => ({ target: { value } }) as ChangeEvent<HTMLInputElement>;

describe('useAllauthForm', () => {
  it("bindInput shows a field's error and clears only that error when its input changes", () => {
    const { result } = renderHook(() => useAllauthForm(['email', 'password']));
    act(() => result.current.setFieldErrors({ email: 'Taken.', password: 'Too short.' }));
    const values: string[] = [];
    const email = result.current.bindInput('email', 'a@b.co', (value) => values.push(value));
    expect(email).toMatchObject({ value: 'a@b.co', error: true, helperText: 'Taken.' });

    act(() => email.onChange(typed('a@b.com')));
    expect(values).toEqual(['a@b.com']);
    expect(result.current.bindInput('email', '', () => {})).toMatchObject({
      error: false,
      helperText: undefined,
    });
    expect(result.current.fieldErrors.password).toBe('Too short.');
  });

  it('binds only the fields the form was given (checked by tsc)', () => {
    const { result } = renderHook(() => useAllauthForm(['email']));
    // @ts-expect-error a misspelt field would never show its server error
    const misspelt = result.current.bindInput('emial', '', () => {});
    expect(misspelt.error).toBe(false);
  });
});
