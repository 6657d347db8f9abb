import { describe, expect, it, vi } from 'vitest';
import { validate } from './validation.ts';

describe('validate', () => {
  it('passes with a warning when no provider is configured', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(validate('x', [], 'email')).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('returns the first message when several providers are configured', () => {
    const result = validate('', [() => true, () => 'Required.', () => 'Too short.']);
    expect(result).toBe('Required.');
  });

  it('is true only when all providers pass', () => {
    expect(validate('ok', [() => true, () => true])).toBe(true);
  });
});
