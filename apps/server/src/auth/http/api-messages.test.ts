import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../platform/locales.ts';
import { API_MESSAGE_IDS, renderApiMessage, requestLocale } from './api-messages.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('auth API messages', () => {
  // The catalogue's type already requires all six languages for every id.
  it('keeps the English placeholders in every translation, and translates every message', () => {
    for (const id of API_MESSAGE_IDS) {
      const english = renderApiMessage({ id }, 'en');
      for (const locale of LOCALES.filter((l) => l !== 'en')) {
        const translated = renderApiMessage({ id }, locale);
        expect(placeholders(translated), `${id} (${locale})`).toEqual(placeholders(english));
        expect(translated, `${id} (${locale})`).not.toBe(english);
      }
    }
  });

  it('fills placeholders from the values', () => {
    expect(renderApiMessage({ id: 'passwordTooLong', values: { max: 1024 } }, 'es')).toBe(
      'Esta contraseña es demasiado larga. Debe contener como máximo 1024 caracteres.',
    );
  });

  it('takes the best supported language of Accept-Language, else English', () => {
    expect(requestLocale('it-IT,it;q=0.9,de;q=0.8')).toBe('de');
    expect(requestLocale('zh-CN')).toBe('zh-Hans');
    expect(requestLocale('pt-BR')).toBe('en');
    expect(requestLocale(undefined)).toBe('en');
  });
});
