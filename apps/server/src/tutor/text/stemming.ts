import { createRequire } from 'node:module';
import type { Stemmer } from 'snowball-stemmers';
import { baseLanguage, foldWord } from './fold.ts';

const require = createRequire(import.meta.url);

const SNOWBALL_ALGORITHMS: Record<string, string> = {
  ar: 'arabic',
  de: 'german',
  en: 'english',
  es: 'spanish',
  fr: 'french',
  it: 'italian',
  nl: 'dutch',
  pt: 'portuguese',
  ru: 'russian',
};

const stemmers = new Map<string, Stemmer | null>();

function stemmerFor(language: string): Stemmer | null {
  const base = baseLanguage(language);
  if (!stemmers.has(base)) {
    const algorithm = SNOWBALL_ALGORITHMS[base];
    const { newStemmer } = require('snowball-stemmers') as typeof import('snowball-stemmers');
    stemmers.set(base, algorithm ? newStemmer(algorithm) : null);
  }
  return stemmers.get(base) ?? null;
}

/**
 * Comparison keys of a word: its stem with and without accents, so "películas", "pelicula" and
 * "Película" share a key. Languages without a stemmer compare folded words.
 */
export function wordKeys(word: string, language: string): string[] {
  const stemmer = stemmerFor(language);
  const lower = word.toLowerCase();
  if (!stemmer) return [foldWord(lower)];
  return [...new Set([foldWord(stemmer.stem(lower)), foldWord(stemmer.stem(foldWord(lower)))])];
}
