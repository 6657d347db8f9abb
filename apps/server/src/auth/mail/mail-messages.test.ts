import { describe, expect, it } from 'vitest';
import {
  languageFromAcceptLanguage,
  MAIL_LANGUAGES,
  MAIL_TEMPLATES,
  mailLanguageOf,
  renderMail,
} from './mail-messages.ts';

describe('auth mails', () => {
  it('exist in all six interface languages and carry their link', () => {
    for (const language of MAIL_LANGUAGES) {
      for (const kind of Object.keys(MAIL_TEMPLATES.en) as (keyof typeof MAIL_TEMPLATES.en)[]) {
        const mail = renderMail(kind, language, {
          email: 'ana@example.org',
          link: 'https://charla.example/link-1',
          resetLink: 'https://charla.example/link-2',
        });
        expect(mail.subject.length).toBeGreaterThan(10);
        expect(mail.text).toContain('https://charla.example/link-1');
        expect(mail.text).toContain('ana@example.org');
        if (language !== 'en') {
          expect(mail.subject).not.toBe(renderMail(kind, 'en', { email: '', link: '' }).subject);
        }
      }
    }
  });

  it('maps stored and requested language tags onto the six', () => {
    expect(mailLanguageOf('zh-Hans')).toBe('zh-Hans');
    expect(mailLanguageOf('zh-CN')).toBe('zh-Hans');
    expect(mailLanguageOf('zh-TW')).toBeNull();
    expect(mailLanguageOf('es-MX')).toBe('es');
    expect(mailLanguageOf('it')).toBeNull();
    expect(languageFromAcceptLanguage('it-IT,it;q=0.9,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(languageFromAcceptLanguage('ar;q=0.4, de')).toBe('de');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
  });

  it('writes in the next acceptable language, or English, never one marked q=0 or Simplified for Traditional', () => {
    expect(languageFromAcceptLanguage('de;q=0, fr;q=0.3')).toBe('fr');
    expect(languageFromAcceptLanguage('de;q=0')).toBe('en');
    expect(languageFromAcceptLanguage('zh-TW, es;q=0.5')).toBe('es');
    expect(languageFromAcceptLanguage('zh-Hant')).toBe('en');
  });
});
