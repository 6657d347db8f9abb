import { describe, expect, it } from 'vitest';
import { createRateLimits, parseRule, RateLimitSpecError } from './rate-limits.ts';

describe('rate limits', () => {
  it("parses allauth's rule syntax", () => {
    expect(parseRule('30/m/ip')).toEqual({ points: 30, seconds: 60, subject: 'ip' });
    expect(parseRule('5/5m/key')).toEqual({ points: 5, seconds: 300, subject: 'key' });
    expect(parseRule('1/3m/key')).toEqual({ points: 1, seconds: 180, subject: 'key' });
    expect(() => parseRule('often')).toThrow(RateLimitSpecError);
  });

  it('counts every rule of an action and can be cleared per subject', async () => {
    const limits = createRateLimits({
      overrides: { login_failed: '3/m/ip,2/m/key' },
      redis: null,
      prefix: 'unit:',
    });
    const attempt = { ip: '203.0.113.1', key: 'ana@example.org' };
    expect(await limits.consume('login_failed', attempt)).toBe(true);
    expect(await limits.consume('login_failed', attempt)).toBe(true);
    expect(await limits.take('login_failed', attempt)).toEqual({
      allowed: false,
      retryAfterSeconds: 60,
    });
    await limits.clear('login_failed', { key: attempt.key });
    // The key starts over; two points given back leave the address two more hits of three.
    await limits.refund('login_failed', { ip: attempt.ip }, 2);
    expect(await limits.consume('login_failed', attempt)).toBe(true);
    expect(await limits.consume('login_failed', attempt)).toBe(true);
    expect(await limits.consume('login_failed', attempt)).toBe(false);
  });

  it('turns a rule off with an empty override and refuses unknown actions', async () => {
    const limits = createRateLimits({ overrides: { signup: '' }, redis: null, prefix: 'unit:' });
    for (let i = 0; i < 50; i += 1) {
      expect(await limits.consume('signup', { ip: '203.0.113.2' })).toBe(true);
    }
    expect(() =>
      createRateLimits({ overrides: { lunch: '1/m/ip' }, redis: null, prefix: '' }),
    ).toThrow(RateLimitSpecError);
  });
});
