import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-policy.ts';

const codes = (password: string, user = { email: 'maria.gonzalez@example.org' }) =>
  passwordProblems(password, user).map((problem) => problem.code);

describe('password policy', () => {
  it('accepts a long passphrase of 64+ characters', () => {
    expect(
      codes('the quick brown fox jumps over the lazy dog while the cat sleeps soundly'),
    ).toEqual([]);
  });

  it('refuses fewer than 8 characters', () => {
    expect(codes('a1b2c3')).toContain('password_too_short');
    expect(codes('k7-ridge-ox')).toEqual([]);
  });

  it('refuses the most common passwords, whatever their case', () => {
    expect(codes('password')).toContain('password_too_common');
    expect(codes('Sunshine')).toContain('password_too_common');
    expect(codes('1qaz2wsx')).toContain('password_too_common');
  });

  it('refuses passwords too similar to the e-mail address or its parts', () => {
    expect(codes('maria.gonzalez')).toContain('password_too_similar');
    expect(codes('mariagonzalez1')).toContain('password_too_similar');
    expect(codes('orange-kettle-42')).not.toContain('password_too_similar');
  });

  it('refuses passwords made only of digits', () => {
    expect(codes('48151623429')).toContain('password_entirely_numeric');
  });

  it('refuses absurdly long input', () => {
    expect(codes('x'.repeat(1025))).toContain('password_too_long');
  });
});
