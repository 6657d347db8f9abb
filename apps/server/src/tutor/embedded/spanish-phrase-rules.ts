import { foldWord, isCapitalized } from '../text/fold.ts';
import type { Token } from '../text/tokenize.ts';
import {
  FUNCTION_WORDS,
  NOT_AGREEING_AFTER_DETERMINER,
  PREPOSITIONS,
  SER_FORMS,
  SUBJECT_PRONOUNS,
} from './spanish-lexicon.ts';
import {
  determinerFeatures,
  isLikelyFiniteVerb,
  isOnlyVerb,
  matchCase,
  missingAccent,
  nounGender,
  type RuleContext,
} from './spanish-words.ts';
import type { Spellchecker } from './spellchecker.ts';

/**
 * Spanish rules about two or three words in a row, each wrong wherever it appears: "y inteligente",
 * "uno libro", "por que", "yo se que", "una persona quien", "todos las", "un otro".
 */

/** "y" is "e" before an i- sound, "o" is "u" before an o- sound: "padre e hijo", "siete u ocho". */
export function conjunctionBeforeVowel(context: RuleContext, index: number) {
  const { lower, tokens } = context;
  const word = lower[index];
  const next = tokens[index + 1];
  if ((word !== 'y' && word !== 'o') || !next || tokens[index]?.text !== word) return null;
  if (!/^\s+$/.test(context.text.slice(tokens[index]?.end ?? 0, next.start))) return null;
  // "y Instagram", "y Iron Man": a foreign name's first sound is not the Spanish "i".
  if (isCapitalized(next.text) && !context.speller.isCorrect(next.text.toLowerCase())) return null;
  const following = foldWord(next.text);
  // "y hielo", "y hierba": hi- before a vowel is a consonant sound, and so is "y" itself.
  const clash =
    word === 'y'
      ? /^h?i(?![aeou])/.test(following) && !/^y/.test(following)
      : /^h?o/.test(following);
  if (!clash) return null;
  return {
    code: 'GRAMMAR',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: word === 'y' ? 'e' : 'u',
    params: { word },
  } as const;
}

const SHORTENED_BEFORE_NOUN = new Map([
  ['uno', 'un'],
  ['bueno', 'buen'],
  ['malo', 'mal'],
  ['primero', 'primer'],
  ['tercero', 'tercer'],
  ['alguno', 'algún'],
  ['ninguno', 'ningún'],
]);

/** Before a masculine singular noun: "un buen actor", "su primer disco", "un libro" (not "uno"). */
export function apocope(context: RuleContext, index: number) {
  const { lower, tokens, speller } = context;
  const word = lower[index] ?? '';
  const short = SHORTENED_BEFORE_NOUN.get(word);
  const next = context.nextInClause(index);
  if (!short || !next || !isSingularNoun(next, speller)) return null;
  // "uno" before a feminine noun is the numeral that should have been "una".
  const gender = nounGender(next);
  if (gender === 'f' && word !== 'uno') return null;
  const wanted = gender === 'f' ? 'una' : short;
  return {
    code: 'GRAMMAR',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: matchCase(tokens[index]?.text ?? word, wanted),
    params: { word: tokens[index]?.text ?? word },
  } as const;
}

/** A word that can only be a singular noun here: known, no verb, adverb, function word or plural. */
export function isSingularNoun(word: string, speller: Spellchecker): boolean {
  return (
    word.length >= 3 &&
    !word.endsWith('s') &&
    !word.endsWith('mente') &&
    !FUNCTION_WORDS.has(word) &&
    !PREPOSITIONS.has(word) &&
    !NOT_AGREEING_AFTER_DETERMINER.has(word) &&
    !determinerFeatures(word) &&
    speller.isCorrect(word) &&
    !isLikelyFiniteVerb(word, speller) &&
    !isOnlyVerb(word, speller) &&
    !/(?:[aeií]r|ando|iendo)$/.test(word)
  );
}

/** "por que" is "porque" ("because"), or "por qué" in a question. */
export function porque(context: RuleContext, index: number) {
  const { lower, tokens, text } = context;
  if (lower[index] !== 'por' || context.nextInClause(index) !== 'que') return null;
  const token = tokens[index] as Token;
  const sentenceStart = Math.max(text.lastIndexOf('.', token.start), 0);
  const nextStop = text.slice(token.end).search(/[.!?]/);
  const question =
    text.slice(sentenceStart, token.start).includes('¿') ||
    text.charAt(token.end + nextStop) === '?';
  return {
    code: 'GRAMMAR',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: matchCase(token.text, question ? 'por qué' : 'porque'),
    params: { word: `${token.text} que` },
    words: 2,
  } as const;
}

/** "yo se que", "no se." are the verb "sé" (I know); the pronoun "se" never stands there. */
export function accentedSe(context: RuleContext, index: number) {
  const { lower, tokens } = context;
  if (lower[index] !== 'se') return null;
  const next = context.nextInClause(index);
  const previous = lower[index - 1] ?? '';
  const clauseEnd = next === undefined && ['yo', 'no'].includes(previous);
  if (next !== 'que' && !clauseEnd) return null;
  return missingAccent(tokens[index]?.text ?? 'se', 'sé');
}

/** "una persona quien canta" → "que": "quien" follows a noun only after a comma or a preposition. */
export function quienAfterNoun(context: RuleContext, index: number) {
  const { lower, tokens, speller } = context;
  const word = lower[index];
  if ((word !== 'quien' && word !== 'quienes') || tokens[index]?.text !== word) return null;
  const previous = lower[index - 1] ?? '';
  const previousToken = tokens[index - 1];
  if (!previousToken || context.nextInClause(index - 1) === undefined) return null;
  // "Es mi madre quien cocina": a cleft sentence, where "quien" is right ("es una persona quien"
  // is not one: an indefinite noun phrase is described, not singled out).
  const before = lower.slice(Math.max(0, index - 4), index - 1);
  const indefinite = before.some((word) => ['un', 'una', 'unos', 'unas'].includes(word));
  if (!indefinite && before.some((word) => SER_FORMS.has(word))) return null;
  if (
    previousToken.text !== previous ||
    previous.length < 3 ||
    FUNCTION_WORDS.has(previous) ||
    PREPOSITIONS.has(previous) ||
    SUBJECT_PRONOUNS.has(previous) ||
    SER_FORMS.has(previous) ||
    !speller.isCorrect(previous) ||
    isLikelyFiniteVerb(previous, speller) ||
    isOnlyVerb(previous, speller)
  )
    return null;
  return {
    code: 'GRAMMAR',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: 'que',
    params: { word },
  } as const;
}

const TODO_FORMS = ['todo', 'toda', 'todos', 'todas'] as const;

/** "todos las personas" → "todas", "toda el día" → "todo": "todo" agrees with the determiner after it. */
export function todoAgreement(context: RuleContext, index: number) {
  const { lower, tokens } = context;
  const word = lower[index] ?? '';
  const position = TODO_FORMS.indexOf(word as (typeof TODO_FORMS)[number]);
  const next = context.nextInClause(index);
  const determiner = next ? determinerFeatures(next) : null;
  if (position < 0 || !determiner || next === 'mucho' || next === 'otro') return null;
  const gender = determiner.gender ?? (position % 2 === 0 ? 'm' : 'f');
  const wanted = TODO_FORMS[(determiner.plural ? 2 : 0) + (gender === 'f' ? 1 : 0)] ?? word;
  if (wanted === word) return null;
  return {
    code: determiner.plural === position >= 2 ? 'GENDER_AGREEMENT' : 'NUMBER_AGREEMENT',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: matchCase(tokens[index]?.text ?? word, wanted),
    params: { word: tokens[index]?.text ?? word, noun: next ?? '' },
  } as const;
}

/** "un otro amigo" → "otro amigo": "otro" takes no indefinite article. */
export function articleBeforeOtro(context: RuleContext, index: number) {
  const word = context.lower[index] ?? '';
  const next = context.nextInClause(index) ?? '';
  if (!['un', 'una', 'unos', 'unas'].includes(word) || !/^otr[oa]s?$/.test(next)) return null;
  return {
    code: 'GRAMMAR',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: matchCase(context.tokens[index]?.text ?? word, next),
    params: { word: `${context.tokens[index]?.text ?? word} ${next}` },
    words: 2,
  } as const;
}
