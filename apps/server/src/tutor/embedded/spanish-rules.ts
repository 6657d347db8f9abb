import { capitalize, isCapitalized } from '../text/fold.ts';
import type { Token } from '../text/tokenize.ts';
import type { DetectedIssue } from './issue.ts';
import {
  COMMON_FINITE_VERBS,
  DETERMINER_FAMILIES,
  ESTAR_ADJECTIVES,
  ESTAR_FORMS,
  FINITE_VERB_ENDING,
  FUNCTION_WORDS,
  GENDER_EXCEPTIONS,
  LEARNER_CONFUSIONS,
  LOWERCASE_IN_SPANISH,
  NOT_AGREEING_AFTER_DETERMINER,
  PREPOSITIONS,
  SER_FORMS,
  SINGULAR_IN_S,
  SUBJECT_PRONOUNS,
  USUALLY_ACCENTED,
} from './spanish-lexicon.ts';
import type { Spellchecker } from './spellchecker.ts';

type Rule = (context: RuleContext, index: number) => Omit<DetectedIssue, 'start' | 'end'> | null;

type RuleContext = {
  text: string;
  tokens: Token[];
  lower: string[];
  speller: Spellchecker;
  /** The next word when no punctuation separates it from the word at `index`. */
  nextInClause(index: number): string | undefined;
};

const PREVIOUS_BEFORE_CLITIC = new Set(
  'yo tú él ella nosotros ellos ellas no que se ya nunca también siempre todavía mientras cuando quien donde me te nos'.split(
    ' ',
  ),
);
const COMPARATIVES = new Set(['mejor', 'peor', 'mayor', 'menor', 'más', 'menos']);
const QUANTITY_VERBS = new Set([...SER_FORMS, ...ESTAR_FORMS, 'se', 'siente', 'parece']);

/**
 * Spanish checks beyond Hunspell, for the mistakes English-speaking learners make most. Each rule
 * fires only on patterns that are wrong in nearly every context (precision first); the benchmark
 * prints each rule's precision on learner essays.
 */
const RULES: Rule[] = [
  subjectPronoun,
  articleForPronoun,
  usuallyAccented,
  learnerConfusion,
  lowercaseName,
  accentedVerbForm,
  stressedMi,
  contraction,
  muyNotMucho,
  serEstar,
  determinerAgreement,
];

export function spanishIssues(
  text: string,
  tokens: Token[],
  speller: Spellchecker,
): DetectedIssue[] {
  const lower = tokens.map((token) => token.text.toLowerCase());
  const context: RuleContext = {
    text,
    tokens,
    lower,
    speller,
    nextInClause(index) {
      const token = tokens[index];
      const next = tokens[index + 1];
      if (!token || !next || /[.,;:!?()"“”«»]/.test(text.slice(token.end, next.start)))
        return undefined;
      return lower[index + 1];
    },
  };
  const issues: DetectedIssue[] = [];
  for (const [index, token] of tokens.entries()) {
    for (const rule of RULES) {
      const issue = rule(context, index);
      if (issue) {
        issues.push({ ...issue, start: token.start, end: token.end });
        break;
      }
    }
  }
  return issues;
}

/** English speakers keep every subject pronoun; Spanish drops it unless it adds emphasis. */
function subjectPronoun({ tokens, lower }: RuleContext, index: number) {
  if (!SUBJECT_PRONOUNS.has(lower[index] ?? '')) return null;
  const word = tokens[index]?.text ?? '';
  return {
    code: 'SUBJECT_PRONOUN',
    category: 'GRAMMAR',
    severity: 'advice',
    suggestion: '',
    params: { word },
  } as const;
}

/** "El es" is the article where the pronoun "Él" is meant. */
function articleForPronoun(context: RuleContext, index: number) {
  const { lower, tokens } = context;
  if (lower[index] !== 'el') return null;
  const next = context.nextInClause(index);
  if (!next || !isLikelyFiniteVerb(next, context.speller)) return null;
  // After a preposition "el" heads a noun phrase whose noun may look like a verb ("en el acto").
  if (PREPOSITIONS.has(lower[index - 1] ?? '') && !COMMON_FINITE_VERBS.has(next)) return null;
  const suggestion = isCapitalized(tokens[index]?.text ?? '') ? 'Él' : 'él';
  return {
    code: 'ARTICLE_FOR_PRONOUN',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion,
  } as const;
}

function usuallyAccented(context: RuleContext, index: number) {
  const word = context.lower[index] ?? '';
  const accented = USUALLY_ACCENTED.get(word);
  if (!accented) return null;
  if (word === 'esta') {
    const next = context.nextInClause(index);
    if (!next || !estaIsVerb(next)) return null;
  }
  return missingAccent(context.tokens[index]?.text ?? word, accented);
}

function learnerConfusion({ lower, tokens }: RuleContext, index: number) {
  const confusion = LEARNER_CONFUSIONS.get(lower[index] ?? '');
  if (!confusion) return null;
  const suggestion = matchCase(tokens[index]?.text ?? '', confusion);
  return {
    code: 'LEARNER_CONFUSION',
    category: 'VOCABULARY',
    severity: 'error',
    suggestion,
  } as const;
}

/** Months, days, languages and titles take a capital in English but not in Spanish. */
function lowercaseName({ lower, tokens }: RuleContext, index: number) {
  const token = tokens[index];
  const word = lower[index] ?? '';
  if (
    !token ||
    token.sentenceStart ||
    !isCapitalized(token.text) ||
    !LOWERCASE_IN_SPANISH.has(word)
  )
    return null;
  return {
    code: 'LOWERCASE_NAME',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: word,
  } as const;
}

/**
 * Preterite and imperfect forms written without their accent: "gano" → "ganó", "tenia" →
 * "tenía". Only when the unaccented word is not itself a dictionary lemma (so not "libro" or the
 * noun "tenia"), and not after "yo"/a clitic, where the present "-o" form is the likely one.
 */
function accentedVerbForm({ lower, tokens, speller }: RuleContext, index: number) {
  const word = lower[index] ?? '';
  if (word.length < 4 || /[áéíóú]/.test(word)) return null;
  let candidate: string | null = null;
  if (/[^aeiou]ia[ns]?$/.test(word)) candidate = word.replace(/ia([ns]?)$/, 'ía$1');
  else if (
    /[^aeiouy]o$/.test(word) &&
    !PREVIOUS_BEFORE_CLITIC.has(lower[index - 1] ?? '') &&
    lower[index - 1] !== 'lo'
  ) {
    candidate = `${word.slice(0, -1)}ó`;
  }
  if (!candidate || speller.entryFlags(word) !== undefined || !speller.isCorrect(candidate))
    return null;
  // A feminine form of a gendered lemma ("secundaria", "varias") is an adjective, not a verb.
  if (/as?$/.test(word) && speller.entryFlags(word.replace(/as?$/, 'o'))?.includes('G'))
    return null;
  return missingAccent(tokens[index]?.text ?? word, candidate);
}

/** "para mi" at the end of a phrase is the pronoun "mí". */
function stressedMi(context: RuleContext, index: number) {
  const { lower } = context;
  if (lower[index] !== 'mi' || !PREPOSITIONS.has(lower[index - 1] ?? '')) return null;
  const next = context.nextInClause(index);
  if (next !== undefined && !FUNCTION_WORDS.has(next)) return null;
  return missingAccent(context.tokens[index]?.text ?? 'mi', 'mí');
}

/** "a el" and "de el" contract to "al" and "del" (not before the name "El Salvador": capital). */
function contraction({ text, tokens }: RuleContext, index: number) {
  const token = tokens[index];
  const next = tokens[index + 1];
  const word = token?.text;
  if (!token || (word !== 'a' && word !== 'de') || next?.text !== 'el') return null;
  if (!/^\s+$/.test(text.slice(token.end, next.start))) return null;
  const suggestion = word === 'a' ? 'al' : 'del';
  return {
    code: 'CONTRACTION',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion,
    params: { word: `${word} el` },
  } as const;
}

/** "es mucho famoso": before an adjective Spanish uses "muy". */
function muyNotMucho(context: RuleContext, index: number) {
  const { lower, speller } = context;
  const word = lower[index];
  if (word !== 'mucho' && word !== 'mucha') return null;
  const next = context.nextInClause(index);
  if (!next || COMPARATIVES.has(next) || !QUANTITY_VERBS.has(lower[index - 1] ?? '')) return null;
  if (!isGenderedAdjective(next, speller)) return null;
  return {
    code: 'MUY_NOT_MUCHO',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: 'muy',
  } as const;
}

/** States take "estar" ("está cansado"); a noun phrase takes "ser" ("es un actor"). */
function serEstar(context: RuleContext, index: number) {
  const word = context.lower[index] ?? '';
  const next = context.nextInClause(index);
  if (!next) return null;
  if (ESTAR_FORMS.has(word) && (next === 'un' || next === 'una')) {
    return {
      code: 'SER_ESTAR',
      category: 'GRAMMAR',
      severity: 'error',
      suggestion: null,
      params: { verb: 'ser', word },
    } as const;
  }
  if (SER_FORMS.has(word) && ESTAR_ADJECTIVES.has(next)) {
    return {
      code: 'SER_ESTAR',
      category: 'GRAMMAR',
      severity: 'error',
      suggestion: null,
      params: { verb: 'estar', word },
    } as const;
  }
  return null;
}

/** Determiner and noun must agree: "su amigas" → "sus", "una problema" → "un". */
function determinerAgreement(context: RuleContext, index: number) {
  const { lower, tokens, speller } = context;
  const word = lower[index] ?? '';
  const token = tokens[index];
  const family = DETERMINER_FAMILIES.find((forms) => forms.includes(word));
  const next = context.nextInClause(index);
  if (!family || !token || !next || next.length < 3) return null;
  if (token.text !== word && !token.sentenceStart) return null;
  if (
    FUNCTION_WORDS.has(next) ||
    NOT_AGREEING_AFTER_DETERMINER.has(next) ||
    COMMON_FINITE_VERBS.has(next)
  )
    return null;
  if (!speller.isCorrect(next) || isLikelyFiniteVerb(next, speller)) return null;
  const isClitic = word === 'la' || word === 'las' || word === 'los';
  if (isClitic && (PREVIOUS_BEFORE_CLITIC.has(lower[index - 1] ?? '') || /o$/.test(next)))
    return null;
  const position = family.indexOf(word);
  const determinerPlural = position >= 2;
  const determinerGender = family[0] === family[1] ? null : position % 2 === 0 ? 'm' : 'f';
  const plural = isPluralNoun(next, speller) ?? determinerPlural;
  const gender = nounGender(next);
  const wantedGender =
    determinerGender && gender && gender !== 'both' ? gender : (determinerGender ?? 'm');
  const wanted = family[(plural ? 2 : 0) + (wantedGender === 'f' ? 1 : 0)] ?? word;
  if (wanted === word) return null;
  const code = plural !== determinerPlural ? 'NUMBER_AGREEMENT' : 'GENDER_AGREEMENT';
  return {
    code,
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: matchCase(token.text, wanted),
    params: { word: token.text, noun: next },
  } as const;
}

function missingAccent(original: string, accented: string) {
  return {
    code: 'MISSING_ACCENT',
    category: 'VOCABULARY',
    severity: 'error',
    suggestion: matchCase(original, accented),
    params: { word: original },
  } as const;
}

function matchCase(original: string, replacement: string): string {
  return isCapitalized(original) ? capitalize(replacement) : replacement;
}

function isLikelyFiniteVerb(word: string, speller: Spellchecker): boolean {
  if (COMMON_FINITE_VERBS.has(word)) return true;
  return (
    FINITE_VERB_ENDING.test(word) &&
    speller.isCorrect(word) &&
    speller.entryFlags(word) === undefined
  );
}

/** "esta" is the verb "está" before a state, a place, a gerund or a participle. */
function estaIsVerb(next: string): boolean {
  return (
    ['en', 'muy', 'bien', 'mal', 'aquí', 'allí'].includes(next) ||
    ESTAR_ADJECTIVES.has(next) ||
    /(?:ando|iendo|ado|ada|ido|ida)$/.test(next)
  );
}

function isGenderedAdjective(word: string, speller: Spellchecker): boolean {
  if (!/[oa]$/.test(word)) return false;
  const lemma = word.replace(/a$/, 'o');
  return (speller.entryFlags(lemma) ?? '').includes('G');
}

/** Grammatical gender from the dictionary's lemma and the noun's ending; null when unsure. */
function nounGender(word: string): 'm' | 'f' | 'both' | null {
  const singular = word.replace(/e?s$/, '');
  const exception =
    GENDER_EXCEPTIONS.get(word) ??
    GENDER_EXCEPTIONS.get(singular) ??
    GENDER_EXCEPTIONS.get(word.replace(/s$/, ''));
  if (exception) return exception;
  if (/(?:ista|ta|ma)s?$/.test(word)) return 'both';
  if (/(?:ción|sión|dad|tad|tud|umbre)(?:es)?$/.test(word) || /(?:cion|sion)es$/.test(word))
    return 'f';
  if (/(?:aje|or)(?:es)?$/.test(word)) return 'm';
  if (/os?$/.test(word)) return 'm';
  if (/as?$/.test(word)) return 'f';
  return null;
}

function isPluralNoun(word: string, speller: Spellchecker): boolean | null {
  if (SINGULAR_IN_S.has(word)) return null;
  if (!word.endsWith('s')) return false;
  const withoutEs = word.slice(0, -2);
  const singular =
    word.endsWith('es') && speller.isCorrect(withoutEs) ? withoutEs : word.slice(0, -1);
  return speller.isCorrect(singular) ? true : null;
}
