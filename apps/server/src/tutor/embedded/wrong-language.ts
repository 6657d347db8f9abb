import { baseLanguage } from '../text/fold.ts';
import { guessLanguage, NATIVE_LANGUAGE_MIN_WORDS } from '../text/language-id.ts';
import { tokenize } from '../text/tokenize.ts';
import { loadSpellchecker } from './spellchecker.ts';

const SCRIPTS: Record<string, RegExp> = {
  ar: /\p{Script=Arabic}/u,
  zh: /\p{Script=Han}/u,
};
const LATIN = /\p{Script=Latin}/u;

/**
 * A third language: neither the one practised nor the student's own ("Je voudrais un café" from an
 * English speaker practising Spanish). The detector's reliable guess must be confirmed by the
 * dictionaries (at least 80% of the words known in the guessed language, at most half in the
 * practised one) or by the script (Arabic or Chinese characters in a Latin-script language), so a
 * learner's misspelt Spanish is not taken for Portuguese.
 */
export async function otherLanguageUsed(
  text: string,
  wordCount: number,
  nativeLanguage: string,
  targetLanguage: string,
): Promise<string | null> {
  if (wordCount < NATIVE_LANGUAGE_MIN_WORDS) return null;
  const target = baseLanguage(targetLanguage);
  const guess = await guessLanguage(text);
  const guessed = baseLanguage(guess.language || 'und');
  if (!guess.reliable || guessed === target || guessed === baseLanguage(nativeLanguage))
    return null;
  const letters = [...text].filter((character) => /\p{L}/u.test(character));
  const share = (pattern: RegExp) =>
    letters.filter((character) => pattern.test(character)).length / Math.max(1, letters.length);
  const script = SCRIPTS[guessed];
  if (script && !SCRIPTS[target] && share(script) > 0.8) return guessed;
  if (!LATIN.test(text) || SCRIPTS[target]) return null;
  const [targetSpeller, otherSpeller] = await Promise.all([
    loadSpellchecker(target),
    loadSpellchecker(guessed),
  ]);
  if (!targetSpeller || !otherSpeller) return null;
  const words = tokenize(text, guessed)
    .map((token) => token.text)
    .filter((word) => !/\d/.test(word));
  const known = (speller: typeof targetSpeller) =>
    words.filter((word) => speller.isCorrect(word)).length / Math.max(1, words.length);
  return known(otherSpeller) >= 0.8 && known(targetSpeller) <= 0.5 ? guessed : null;
}
