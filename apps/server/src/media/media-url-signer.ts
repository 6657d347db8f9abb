import { createHmac, timingSafeEqual } from 'node:crypto';
import { isPrivateMediaKey, type MediaUrlOptions } from '../uploads/media-storage.ts';

const HOUR_SECONDS = 3600;

export type MediaUrlSigner = {
  /** The browser URL of a key: plain for public media, signed and expiring for private media. */
  url(key: string, options?: MediaUrlOptions): string;
  /** Whether `sig` is this server's signature of `key` until `exp`, and `exp` is not past. */
  verify(key: string, exp: string | undefined, sig: string | undefined): boolean;
};

/**
 * Signs private media URLs as decision 0011 settles: `?exp=<unix seconds>&sig=<base64url
 * HMAC-SHA256(secret, key + "\n" + exp)>`. The default `exp` is the end of the current hour plus
 * one hour, so every viewer gets the same URL for an hour and browsers and a CDN can cache it.
 */
export function mediaUrlSigner(options: {
  baseUrl: string;
  secretKey: string;
  now?: () => number;
}): MediaUrlSigner {
  const now = options.now ?? Date.now;
  const signature = (key: string, exp: string) =>
    createHmac('sha256', options.secretKey).update(`${key}\n${exp}`).digest();

  return {
    url(key, urlOptions = {}) {
      const query = new URLSearchParams();
      if (isPrivateMediaKey(key)) {
        const exp = String(
          urlOptions.expires
            ? Math.ceil(urlOptions.expires.getTime() / 1000)
            : defaultExpiry(now() / 1000),
        );
        query.set('exp', exp);
        query.set('sig', signature(key, exp).toString('base64url'));
      }
      if (urlOptions.downloadName) query.set('name', urlOptions.downloadName);
      const path = key.split('/').map(encodeURIComponent).join('/');
      const search = query.size > 0 ? `?${query}` : '';
      return `${options.baseUrl}${path}${search}`;
    },
    verify(key, exp, sig) {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
      if (Number(exp) * 1000 <= now()) return false;
      const given = Buffer.from(sig, 'base64url');
      const expected = signature(key, exp);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** End of the current hour plus one hour: a URL lives one to two hours. */
export function defaultExpiry(nowSeconds: number): number {
  return Math.ceil(nowSeconds / HOUR_SECONDS) * HOUR_SECONDS + HOUR_SECONDS;
}
