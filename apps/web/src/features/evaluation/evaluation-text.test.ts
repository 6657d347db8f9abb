// @vitest-environment node
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/translation.json';
import es from '../../locales/es/translation.json';
import { HELP_FEATURES } from './evaluation-labels.ts';
import { attemptChipLabel, helpFeatureLabel } from './evaluation-text.ts';

async function translator(lng: 'es' | 'ar', resources: object) {
  const i18n = createInstance();
  await i18n.init({ lng, resources: { [lng]: { translation: resources } } });
  return i18n.t;
}

describe('the seed labels', () => {
  it('names attempts and help features in Spanish exactly as the seed does', async () => {
    const t = await translator('es', es);
    expect(attemptChipLabel(t, 'LIMITED', 3)).toBe('3 intentos');
    expect(attemptChipLabel(t, 'DISABLED')).toBe('Deshabilitado');
    expect(attemptChipLabel(t, 'UNLIMITED')).toBe('Ilimitado');
    expect(HELP_FEATURES.map((feature) => helpFeatureLabel(t, feature))).toEqual([
      'Ver Transcripción',
      'Ver Traducción',
      'Ver Sugerencias',
      'Usar Idioma Nativo',
      'Ver Descripción',
      'Ver Rúbrica',
    ]);
  });

  it('uses the Arabic plural forms for the number of attempts', async () => {
    const t = await translator('ar', ar);
    expect(attemptChipLabel(t, 'LIMITED', 2)).toBe('محاولتان');
    expect(attemptChipLabel(t, 'LIMITED', 3)).toBe('3 محاولات');
    expect(attemptChipLabel(t, 'LIMITED', 11)).toBe('11 محاولة');
  });
});
