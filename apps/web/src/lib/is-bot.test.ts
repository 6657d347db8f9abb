import { describe, expect, it } from 'vitest';
import { isBot } from './is-bot.ts';

describe('isBot', () => {
  it('recognises crawlers and link previewers', () => {
    expect(isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(isBot('facebookexternalhit/1.1')).toBe(true);
  });

  it('leaves browsers alone', () => {
    expect(
      isBot(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});
