import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies.ts';

describe('cookies', () => {
  it('reads one cookie among many, decoded', () => {
    expect(readCookie('csrftoken', 'a=1; csrftoken=abc%3D; b=2')).toBe('abc=');
    expect(readCookie('missing', 'a=1')).toBeUndefined();
  });

  it('writes the attributes it is given', () => {
    expect(
      serializeCookie('charla-language', 'ar', { maxAgeSeconds: 31_536_000, sameSite: 'Lax' }),
    ).toBe('charla-language=ar; Max-Age=31536000; Path=/; SameSite=Lax');
  });
});
