import { describe, expect, it } from 'vitest';
import { tokenize } from '../text/tokenize.ts';
import { assessCohesion } from './fluency.ts';

const cohesion = (text: string, language: string) =>
  assessCohesion(text, tokenize(text, language), language, 'A1');

describe('cohesion from connectives', () => {
  it('offers “and”, “but” and “because” in the language being practised', () => {
    const examples = Object.fromEntries(
      ['en', 'es', 'de', 'fr', 'ar', 'zh-Hans', 'zh-Hant', 'it', 'pt', 'es-MX'].map((language) => [
        language,
        cohesion('', language).examples,
      ]),
    );
    expect(examples).toEqual({
      en: ['and', 'but', 'because'],
      es: ['y', 'pero', 'porque'],
      de: ['und', 'aber', 'weil'],
      fr: ['et', 'mais', 'parce que'],
      ar: ['و', 'لكن', 'لأن'],
      'zh-Hans': ['和', '但是', '因为'],
      'zh-Hant': ['和', '但是', '因為'],
      it: ['e', 'ma', 'perché'],
      pt: ['e', 'mas', 'porque'],
      'es-MX': ['y', 'pero', 'porque'],
    });
  });

  it('counts the practised language’s connectives, elided or in Traditional characters', () => {
    expect(cohesion('Je reste ici parce qu’il pleut beaucoup dehors.', 'fr')).toMatchObject({
      fewConnectives: false,
      score: 80,
    });
    expect(cohesion('我今天不去學校，因為我生病了。', 'zh-Hant').fewConnectives).toBe(false);
    expect(cohesion('Quiero un café grande con leche caliente.', 'es').fewConnectives).toBe(true);
  });

  it('does not assess, nor advise on, a language whose connectives it does not know', () => {
    expect(cohesion('Я хочу большой кофе с горячим молоком.', 'ru')).toEqual({
      score: null,
      connectivesUsed: [],
      fewConnectives: false,
      examples: [],
    });
  });
});
