import { describe, expect, it } from 'vitest';
import { loadedSpellcheckerLanguages } from './spellchecker.ts';
import { warmUpEmbeddedGrader } from './warm-up.ts';

describe('warming up the embedded grader', () => {
  it('loads the given languages once, before any grading asks for them', async () => {
    expect(loadedSpellcheckerLanguages()).not.toContain('fr');
    await warmUpEmbeddedGrader(['fr', 'fr-CA']);
    expect(loadedSpellcheckerLanguages().filter((language) => language === 'fr')).toEqual(['fr']);
  }, 60_000);
});
