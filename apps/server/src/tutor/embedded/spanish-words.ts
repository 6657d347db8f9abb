import { capitalize, isCapitalized } from '../text/fold.ts';
import type { Token } from '../text/tokenize.ts';
import type { DetectedIssue } from './issue.ts';
import {
  COMMON_FINITE_VERBS,
  DETERMINER_FAMILIES,
  FINITE_VERB_ENDING,
  FUNCTION_WORDS,
  GENDER_EXCEPTIONS,
  PREPOSITIONS,
  SINGULAR_IN_S,
} from './spanish-lexicon.ts';
import type { Spellchecker } from './spellchecker.ts';

/**
 * What the Spanish rules know about a word: its part of speech from the dictionary's morphology,
 * a determiner's or an adjective's gender and number, a noun's likely gender. Shared by
 * `spanish-rules.ts` and `spanish-phrase-rules.ts`.
 */

/** A rule's finding on the word at `index`, or on it and the `words - 1` words after it. */
export type Finding = Omit<DetectedIssue, 'start' | 'end'> & { words?: number };
export type Rule = (context: RuleContext, index: number) => Finding | null;

export type RuleContext = {
  text: string;
  tokens: Token[];
  lower: string[];
  speller: Spellchecker;
  /** The next word when no punctuation separates it from the word at `index`. */
  nextInClause(index: number): string | undefined;
};

/** Every reading the dictionary's morphology gives is a verb form ("juzgue", "llamamos"). */
export function isOnlyVerb(word: string, speller: Spellchecker): boolean {
  const analyses = speller.morphology().analyze(word);
  return analyses.length > 0 && analyses.every((analysis) => /(?:[aeií]r)$/.test(analysis.lemma));
}

/** A gendered adjective (the dictionary gives its lemma the o/a rule G): its gender and number. */
export function adjectiveForm(word: string, speller: Spellchecker) {
  const match = word.match(/^(.+)([oa])(s?)$/);
  if (!match || FUNCTION_WORDS.has(word) || PREPOSITIONS.has(word)) return null;
  // Quantifiers ("mucho", "todo", "otro") also work as adverbs and pronouns.
  if (determinerFeatures(word) || /^(?:tod|poc|tant|mism|demasiad|bastant)[oa]s?$/.test(word))
    return null;
  const lemma = `${match[1]}o`;
  if (!(speller.entryFlags(lemma) ?? '').includes('G')) return null;
  return {
    gender: match[2] === 'o' ? 'm' : 'f',
    plural: match[3] === 's',
    stem: match[1] ?? '',
  } as const;
}

export function determinerFeatures(word: string) {
  const family = DETERMINER_FAMILIES.find((forms) => forms.includes(word));
  if (!family) return null;
  const position = family.indexOf(word);
  return {
    plural: position >= 2,
    gender: family[0] === family[1] ? null : position % 2 === 0 ? ('m' as const) : ('f' as const),
  };
}

export function missingAccent(original: string, accented: string) {
  return {
    code: 'MISSING_ACCENT',
    category: 'VOCABULARY',
    severity: 'error',
    suggestion: matchCase(original, accented),
    params: { word: original },
  } as const;
}

export function matchCase(original: string, replacement: string): string {
  return isCapitalized(original) ? capitalize(replacement) : replacement;
}

export function isLikelyFiniteVerb(word: string, speller: Spellchecker): boolean {
  if (COMMON_FINITE_VERBS.has(word)) return true;
  return (
    FINITE_VERB_ENDING.test(word) &&
    speller.isCorrect(word) &&
    speller.entryFlags(word) === undefined
  );
}

export function isGenderedAdjective(word: string, speller: Spellchecker): boolean {
  if (!/[oa]$/.test(word)) return false;
  const lemma = word.replace(/a$/, 'o');
  return (speller.entryFlags(lemma) ?? '').includes('G');
}

/** Grammatical gender from the dictionary's lemma and the noun's ending; null when unsure. */
export function nounGender(word: string): 'm' | 'f' | 'both' | null {
  const singular = word.replace(/e?s$/, '');
  const exception =
    GENDER_EXCEPTIONS.get(word) ??
    GENDER_EXCEPTIONS.get(singular) ??
    GENDER_EXCEPTIONS.get(word.replace(/s$/, ''));
  if (exception) return exception;
  if (/(?:ista|ta|ma)s?$/.test(word)) return 'both';
  if (/(?:ción|sión|dad|tad|tud|umbre)(?:es)?$/.test(word) || /(?:cion|sion)es$/.test(word))
    return 'f';
  if (/aje(?:s)?$/.test(word)) return 'm';
  if (/os?$/.test(word)) return 'm';
  if (/as?$/.test(word)) return 'f';
  return null;
}

export function isPluralNoun(word: string, speller: Spellchecker): boolean | null {
  if (SINGULAR_IN_S.has(word)) return null;
  if (!word.endsWith('s')) return false;
  const withoutEs = word.slice(0, -2);
  const singular =
    word.endsWith('es') && speller.isCorrect(withoutEs) ? withoutEs : word.slice(0, -1);
  return speller.isCorrect(singular) ? true : null;
}
