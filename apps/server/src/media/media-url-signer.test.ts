import { describe, expect, it } from 'vitest';
import { mediaUrlSigner } from './media-url-signer.ts';

const SECRET = 'a-secret-key-of-enough-length-0123456789';
const at = (iso: string) => () => Date.parse(iso);
const expOf = (url: string) => Number(new URL(url, 'http://x').searchParams.get('exp'));
const hourOf = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('media URL signer', () => {
  it('rounds exp up to the end of the hour plus one hour, so a URL is the same all hour', () => {
    const early = mediaUrlSigner({
      baseUrl: '/media/',
      secretKey: SECRET,
      now: at('2026-11-26T10:01:00Z'),
    });
    const late = mediaUrlSigner({
      baseUrl: '/media/',
      secretKey: SECRET,
      now: at('2026-11-26T10:59:59Z'),
    });
    const key = 'private/recordings/2026-11/a.webm';
    expect(hourOf(expOf(early.url(key)))).toBe('2026-11-26T12:00:00.000Z');
    expect(late.url(key)).toBe(early.url(key));
    const onTheHour = mediaUrlSigner({
      baseUrl: '/media/',
      secretKey: SECRET,
      now: at('2026-11-26T11:00:00Z'),
    });
    expect(hourOf(expOf(onTheHour.url(key)))).toBe('2026-11-26T12:00:00.000Z');
  });

  it('verifies its own signature until exp, and nothing else', () => {
    let now = Date.parse('2026-11-26T10:30:00Z');
    const urls = mediaUrlSigner({ baseUrl: '/media/', secretKey: SECRET, now: () => now });
    const key = 'private/scenarios/2026-11/b.pdf';
    const query = new URL(urls.url(key), 'http://x').searchParams;
    const [exp, sig] = [query.get('exp') ?? '', query.get('sig') ?? ''];
    expect(urls.verify(key, exp, sig)).toBe(true);
    expect(urls.verify('private/scenarios/2026-11/c.pdf', exp, sig)).toBe(false);
    expect(urls.verify(key, String(Number(exp) + 1), sig)).toBe(false);
    expect(urls.verify(key, exp, undefined)).toBe(false);
    expect(urls.verify(key, `${exp}.5`, sig)).toBe(false);
    const otherServer = mediaUrlSigner({
      baseUrl: '/media/',
      secretKey: `${SECRET}!`,
      now: () => now,
    });
    expect(otherServer.verify(key, exp, sig)).toBe(false);
    now = Number(exp) * 1000;
    expect(urls.verify(key, exp, sig)).toBe(false);
  });

  it('leaves public keys unsigned and encodes the download name', () => {
    const urls = mediaUrlSigner({ baseUrl: 'https://cdn.example.org/media/', secretKey: SECRET });
    expect(urls.url('profiles/2026-11/d.webp')).toBe(
      'https://cdn.example.org/media/profiles/2026-11/d.webp',
    );
    expect(urls.url('scenarios/2026-11/e.pdf', { downloadName: 'Menú & precios.pdf' })).toBe(
      'https://cdn.example.org/media/scenarios/2026-11/e.pdf?name=Men%C3%BA+%26+precios.pdf',
    );
  });
});
