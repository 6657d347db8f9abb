import { describe, expect, it } from 'vitest';
import { flagUrl } from './language-flag.tsx';

describe('flagUrl', () => {
  it('uses the circular flag of the language code', () => {
    expect(flagUrl('es')).toBe('/flags/language/es.svg');
    expect(flagUrl('DE')).toBe('/flags/language/de.svg');
  });

  it('uses the special icons for Arabic and Simplified Chinese', () => {
    expect(flagUrl('ar')).toBe('/flags/language/ar.svg');
    expect(flagUrl('zh-Hans')).toBe('/flags/language/zh.svg');
  });

  it("falls back to the base language's flag, or none", () => {
    expect(flagUrl('pt-BR')).toBe('/flags/language/pt-br.svg');
    expect(flagUrl('de-AT')).toBe('/flags/language/de.svg');
    expect(flagUrl('tlh')).toBeUndefined();
  });
});
