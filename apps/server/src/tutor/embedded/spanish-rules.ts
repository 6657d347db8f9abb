import { isCapitalized } from '../text/fold.ts';
import type { Token } from '../text/tokenize.ts';
import type { DetectedIssue } from './issue.ts';
import {
  COLLECTIVE_NOUNS,
  COMMON_FINITE_VERBS,
  DETERMINER_FAMILIES,
  ESTAR_ADJECTIVES,
  ESTAR_FORMS,
  FUNCTION_WORDS,
  GUSTAR_LIKE,
  LEARNER_CONFUSIONS,
  LOWERCASE_IN_SPANISH,
  NOT_AGREEING_AFTER_DETERMINER,
  NUMERALS,
  PRENOMINAL_ADJECTIVES,
  PREPOSITIONS,
  SER_FORMS,
  SUBJECT_PRONOUNS,
  USUALLY_ACCENTED,
  VERB_NUMBER_PAIRS,
} from './spanish-lexicon.ts';
import {
  accentedSe,
  apocope,
  articleBeforeOtro,
  conjunctionBeforeVowel,
  porque,
  quienAfterNoun,
  todoAgreement,
} from './spanish-phrase-rules.ts';
import {
  adjectiveForm,
  determinerFeatures,
  isGenderedAdjective,
  isLikelyFiniteVerb,
  isOnlyVerb,
  isPluralNoun,
  matchCase,
  missingAccent,
  nounGender,
  type Rule,
  type RuleContext,
} from './spanish-words.ts';
import type { Spellchecker } from './spellchecker.ts';

const PREVIOUS_BEFORE_CLITIC = new Set(
  'yo tú él ella nosotros ellos ellas no que se ya nunca también siempre todavía mientras cuando quien donde me te nos'.split(
    ' ',
  ),
);
const NON_FINITE_ENDING = /(?:[aeií]r|ando|iendo|yendo|ad[oa]|id[oa]|ad[oa]s|id[oa]s)$/;
const COMPARATIVES = new Set(['mejor', 'peor', 'mayor', 'menor', 'más', 'menos']);
const QUANTITY_VERBS = new Set([...SER_FORMS, ...ESTAR_FORMS, 'se', 'siente', 'parece']);

/**
 * Spanish checks beyond Hunspell, for the mistakes English-speaking learners make most. Each rule
 * fires only on patterns that are wrong in nearly every context (precision first); the benchmark
 * prints each rule's precision on learner essays.
 */
const RULES: Rule[] = [
  serWithAge,
  seWithGustar,
  gustarAgreement,
  subjectVerbNumber,
  subjectPronoun,
  articleForPronoun,
  stressedEl,
  usuallyAccented,
  learnerConfusion,
  lowercaseName,
  accentedVerbForm,
  stressedMi,
  contraction,
  muyNotMucho,
  conjunctionBeforeVowel,
  apocope,
  porque,
  accentedSe,
  quienAfterNoun,
  todoAgreement,
  articleBeforeOtro,
  serEstar,
  determinerAgreement,
  adjectiveAgreement,
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
        const { words = 1, ...found } = issue;
        const last = tokens[index + words - 1] ?? token;
        issues.push({ ...found, start: token.start, end: last.end });
        break;
      }
    }
  }
  return issues;
}

const COORDINATORS = new Set(['y', 'e', 'o', 'u', 'ni']);
const EMPHASIS_AFTER_PRONOUN = new Set([
  'mismo',
  'misma',
  'mismos',
  'mismas',
  'solo',
  'sola',
  'también',
  'tampoco',
]);
const THIRD_PERSON = new Set(['él', 'ella', 'ellos', 'ellas']);

/**
 * English speakers keep every subject pronoun; Spanish drops it unless it adds emphasis or tells
 * who. Not after a preposition ("de él": not a subject), not in a coordinated subject ("mis
 * hermanos y yo"), and a third-person pronoun only once it has already named its referent
 * earlier in the text (the first "él" may be the only thing saying who).
 */
function subjectPronoun({ tokens, lower }: RuleContext, index: number) {
  const pronoun = lower[index] ?? '';
  if (!SUBJECT_PRONOUNS.has(pronoun)) return null;
  const previous = lower[index - 1] ?? '';
  if (PREPOSITIONS.has(previous) || COORDINATORS.has(previous)) return null;
  if (
    COORDINATORS.has(lower[index + 1] ?? '') ||
    EMPHASIS_AFTER_PRONOUN.has(lower[index + 1] ?? '')
  )
    return null;
  if (THIRD_PERSON.has(pronoun)) {
    const namedBefore = lower
      .slice(0, index)
      .some((word, position) => word === pronoun && !PREPOSITIONS.has(lower[position - 1] ?? ''));
    if (!namedBefore) return null;
  }
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
  // "el viaja", "el esta": a third-person verb form that no noun shares. A first-person "-o"
  // form after "el" is a noun ("el desayuno", "el trabajo"), and so is an infinitive ("el comer").
  const verbAfter =
    !!next &&
    !/o$/.test(next) &&
    (isLikelyFiniteVerb(next, context.speller) ||
      next === 'esta' ||
      (isOnlyVerb(next, context.speller) && !NON_FINITE_ENDING.test(next)));
  if (!next || !verbAfter) return null;
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
    const nextToken = context.tokens[index + 1];
    // Before a name, a number, "no" or another determiner "esta" cannot be the determiner.
    const notDeterminer =
      !!next &&
      (next === 'no' ||
        NUMERALS.has(next) ||
        determinerFeatures(next) !== null ||
        (!!nextToken && isCapitalized(nextToken.text)));
    if (!next || !(estaIsVerb(next) || notDeterminer)) return null;
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
  // "Julio" is also a first name: a month only in a date ("22 de Julio", "Junio 2014").
  if (MONTHS.has(word) && !inDate(lower, index)) return null;
  // Part of a name or a title: "Lana Del Rey", "Doctor Strange".
  const capitalNeighbour = [tokens[index - 1], tokens[index + 1]].some(
    (neighbour) =>
      !!neighbour && neighbour.sentence === token.sentence && isCapitalized(neighbour.text),
  );
  if (NAME_TITLES.has(word) && capitalNeighbour) return null;
  return {
    code: 'LOWERCASE_NAME',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: word,
  } as const;
}

const MONTHS = new Set(
  'enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre'.split(
    ' ',
  ),
);
/** Titles that learners' texts mostly use inside names of people and works. */
const NAME_TITLES = new Set(['rey', 'reina', 'doctor', 'doctora']);

function inDate(lower: string[], index: number): boolean {
  const isNumber = (word: string | undefined) =>
    !!word && (/^\d+$/.test(word) || NUMERALS.has(word));
  const previous = lower[index - 1];
  const next = lower[index + 1];
  return (
    isNumber(next) ||
    (previous === 'de' && isNumber(lower[index - 2])) ||
    ((previous === 'de' || previous === 'en') && (next === 'de' || next === 'del'))
  );
}

const SINGULAR_DETERMINERS = new Set(
  'el la un una mi tu su este esta ese esa aquel aquella nuestro nuestra'.split(' '),
);

/**
 * The word follows a third-person singular subject: "él", "ella", a name, or a determiner and a
 * noun ("mi familia", "la película"). A verb there is not a first-person "-o" form.
 */
function afterThirdPersonSubject(context: RuleContext, index: number): boolean {
  const { tokens, lower } = context;
  const previous = lower[index - 1] ?? '';
  const previousToken = tokens[index - 1];
  // Across a full stop or a comma the word starts a new clause ("… Jordan. Espero que …").
  if (!previousToken || context.nextInClause(index - 1) === undefined) return false;
  if (previous === 'él' || previous === 'ella' || previous === 'usted') return true;
  if (!previousToken.sentenceStart && isCapitalized(previousToken.text)) return true;
  // "el tiene pelo", "un gran ejemplo", "su segundo marido": no noun right before.
  if (
    PRENOMINAL_ADJECTIVES.has(previous) ||
    determinerFeatures(previous) ||
    !context.speller.isCorrect(previous) ||
    isLikelyFiniteVerb(previous, context.speller) ||
    isOnlyVerb(previous, context.speller)
  )
    return false;
  const beforeThat = lower[index - 2] ?? '';
  const beforeDeterminer = lower[index - 3] ?? '';
  // "es mi mejor amigo": after a verb the noun phrase is an object or a predicate, not a subject.
  if (SER_FORMS.has(beforeDeterminer) || ESTAR_FORMS.has(beforeDeterminer)) return false;
  if (beforeDeterminer && isOnlyVerb(beforeDeterminer, context.speller)) return false;
  return (
    SINGULAR_DETERMINERS.has(beforeThat) &&
    !previous.endsWith('s') &&
    !FUNCTION_WORDS.has(previous) &&
    !NOT_AGREEING_AFTER_DETERMINER.has(previous) &&
    !PREPOSITIONS.has(beforeThat === 'la' || beforeThat === 'el' ? (lower[index - 3] ?? '') : '')
  );
}

/**
 * Preterite and imperfect forms written without their accent after a third-person subject:
 * "mi familia viajo" → "viajó", "la película tenia" → "tenía". The dictionary's morphology must
 * read the accented word as a verb form; the unaccented one may be anything ("lavo", "desayuno",
 * "intenso" are left alone unless a third-person subject stands right before them).
 */
function accentedVerbForm(context: RuleContext, index: number) {
  const { lower, tokens, speller } = context;
  const word = lower[index] ?? '';
  if (word.length < 4 || /[áéíóú]/.test(word)) return null;
  let candidate: string | null = null;
  if (/[^aeiou]ia[ns]?$/.test(word)) candidate = word.replace(/ia([ns]?)$/, 'ía$1');
  else if (/[^aeiouy]o$/.test(word)) candidate = `${word.slice(0, -1)}ó`;
  if (!candidate || !speller.isCorrect(candidate)) return null;
  // A gendered adjective after its noun: "su nombre completo", "un trabajo duro".
  const pronounBefore = ['él', 'ella', 'usted'].includes(lower[index - 1] ?? '');
  if (!pronounBefore && adjectiveForm(word, speller)) return null;
  if (!afterThirdPersonSubject(context, index)) return null;
  const plural = candidate.endsWith('n');
  if (plural) return null;
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

const AFTER_STRESSED_PRONOUN = new Set(
  'y e o u ni mismo solo también tampoco que lo la le les los las se no nunca'.split(' '),
);

/** "el" ends the phrase after a preposition: the pronoun "él" ("para el.", "de el mismo"). */
function pronounAfterPreposition(context: RuleContext, index: number): boolean {
  const next = context.nextInClause(index);
  return (
    PREPOSITIONS.has(context.lower[index - 1] ?? '') &&
    (next === undefined ||
      AFTER_STRESSED_PRONOUN.has(next) ||
      (!/o$/.test(next) && isLikelyFiniteVerb(next, context.speller)))
  );
}

/** "para el." → "para él": the article where the pronoun is meant. */
function stressedEl(context: RuleContext, index: number) {
  if (context.tokens[index]?.text !== 'el' || !pronounAfterPreposition(context, index)) return null;
  return {
    code: 'ARTICLE_FOR_PRONOUN',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: 'él',
  } as const;
}

/** "a el" and "de el" contract to "al" and "del" (not before the name "El Salvador": capital). */
function contraction(context: RuleContext, index: number) {
  const { text, tokens } = context;
  const token = tokens[index];
  const next = tokens[index + 1];
  const word = token?.text;
  if (!token || (word !== 'a' && word !== 'de') || next?.text !== 'el') return null;
  if (!/^\s+$/.test(text.slice(token.end, next.start))) return null;
  if (pronounAfterPreposition(context, index + 1)) return null;
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
  if (!next || COMPARATIVES.has(next) || !isGenderedAdjective(next, speller)) return null;
  // After a copula any adjective; elsewhere not a participle, which may be a noun ("mucho cuidado").
  if (!QUANTITY_VERBS.has(lower[index - 1] ?? '') && /[ai]d[oa]$/.test(next)) return null;
  // "mucho amigo": a noun that has a feminine form is no adjective.
  if (!QUANTITY_VERBS.has(lower[index - 1] ?? '') && speller.entryFlags(next)?.includes('N'))
    return null;
  return {
    code: 'MUY_NOT_MUCHO',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: 'muy',
  } as const;
}

/** States take "estar" ("está cansado"); a noun phrase takes "ser" ("es un actor"). */
const DEGREE_ADVERBS = new Set(['muy', 'tan', 'bastante', 'demasiado', 'algo', 'más', 'menos']);

function serEstar(context: RuleContext, index: number) {
  const word = context.lower[index] ?? '';
  let next = context.nextInClause(index);
  if (!next) return null;
  if (DEGREE_ADVERBS.has(next)) next = context.nextInClause(index + 1) ?? '';
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
    determinerFeatures(next) ||
    NOT_AGREEING_AFTER_DETERMINER.has(next) ||
    COMMON_FINITE_VERBS.has(next)
  )
    return null;
  if (!speller.isCorrect(next) || isLikelyFiniteVerb(next, speller)) return null;
  const isClitic = word === 'la' || word === 'las' || word === 'los';
  if (
    isClitic &&
    (PREVIOUS_BEFORE_CLITIC.has(lower[index - 1] ?? '') ||
      /o$/.test(next) ||
      isOnlyVerb(next, speller))
  )
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

/**
 * The noun phrase that ends right before `index`: a determiner and a noun, possibly followed by
 * "de" and another noun phrase ("las playas de la costa"). Its gender and number come from the
 * determiner, or from the noun's ending when the determiner has no gender ("mis amigas").
 */
function subjectBefore(context: RuleContext, index: number, { complement = true } = {}) {
  const { lower, tokens, text } = context;
  // The noun right before, or a "de" complement after it: "las playas de la costa", "los libros de Ana".
  let end = index - 1;
  if (complement && lower[index - 2] === 'de') end = index - 3;
  else if (complement && lower[index - 3] === 'de' && determinerFeatures(lower[index - 2] ?? ''))
    end = index - 4;
  const start = end - 1;
  const first = tokens[start];
  const last = tokens[index];
  if (!first || !last || first.sentence !== last.sentence) return null;
  if (/[,;:()"“”]/.test(text.slice(first.start, last.start))) return null;
  const noun = lower[end] ?? '';
  const determiner = determinerFeatures(lower[start] ?? '');
  if (!determiner || noun.length < 3 || FUNCTION_WORDS.has(noun) || COLLECTIVE_NOUNS.has(noun))
    return null;
  // After a preposition the noun phrase is not the subject: "el trabajo en los campos es";
  // after "y" it is the last of a coordinated subject: "la historia y la ilustración son".
  if (PREPOSITIONS.has(lower[start - 1] ?? '') || COORDINATORS.has(lower[start - 1] ?? ''))
    return null;
  if (isOnlyVerb(noun, context.speller) || !context.speller.isCorrect(noun)) return null;
  const nounPlural = isPluralNoun(noun, context.speller);
  // A determiner that disagrees with its noun ("su ojos") is the mistake; the verb may be right.
  if (nounPlural !== null && nounPlural !== determiner.plural) return null;
  const nounGenderGuess = nounGender(noun);
  const gender =
    determiner.gender ??
    (nounGenderGuess === 'm' || nounGenderGuess === 'f' ? nounGenderGuess : null);
  return { plural: determiner.plural, gender, noun };
}

const PRONOUN_FEATURES = new Map([
  ['ella', { plural: false, gender: 'f' as const }],
  ['ellas', { plural: true, gender: 'f' as const }],
  ['nosotras', { plural: true, gender: 'f' as const }],
  ['él', { plural: false, gender: 'm' as const }],
  ['ellos', { plural: true, gender: 'm' as const }],
]);

/** "ella es famoso": a subject pronoun right before the copula (or before "no" and it). */
function pronounSubject(lower: string[], verbAt: number) {
  const at = lower[verbAt - 1] === 'no' ? verbAt - 2 : verbAt - 1;
  const features = PRONOUN_FEATURES.get(lower[at] ?? '');
  return features ? { ...features, noun: lower[at] ?? '' } : null;
}

/** "una casa blanco", "las chicas son bonitos", "mis amigas están cansados". */
function adjectiveAgreement(context: RuleContext, index: number) {
  const { lower, tokens, speller } = context;
  const word = lower[index] ?? '';
  const adjective = adjectiveForm(word, speller);
  if (!adjective || index < 2 || tokens[index]?.text !== word) return null;
  let subject: ReturnType<typeof subjectBefore> = null;
  const previous = lower[index - 1] ?? '';
  const verbAt = DEGREE_ADVERBS.has(previous) ? index - 2 : index - 1;
  const verb = lower[verbAt] ?? '';
  const copulas = new Set([...SER_FORMS, ...ESTAR_FORMS, 'fueron', 'parece', 'parecen', 'fuimos']);
  if (copulas.has(verb) && context.nextInClause(verbAt) !== undefined) {
    subject = subjectBefore(context, verbAt) ?? pronounSubject(lower, verbAt);
  } else if (
    determinerFeatures(lower[index - 2] ?? '') &&
    !FUNCTION_WORDS.has(previous) &&
    !isOnlyVerb(previous, speller)
  ) {
    // Noun then adjective, inside one noun phrase.
    if (context.nextInClause(index - 1) === undefined) return null;
    // "junto con", "junto a": a fixed phrase that does not agree.
    if (/^junt/.test(word) && ['con', 'a'].includes(lower[index + 1] ?? '')) return null;
    subject = subjectBefore(context, index, { complement: false });
  }
  if (!subject?.gender) return null;
  if (subject.gender === adjective.gender && subject.plural === adjective.plural) return null;
  // Mixed groups take the masculine: only a masculine-for-feminine or a number clash is sure.
  if (subject.plural === adjective.plural && subject.gender === 'm') return null;
  const wanted = `${adjective.stem}${subject.gender === 'f' ? 'a' : 'o'}${subject.plural ? 's' : ''}`;
  if (!speller.isCorrect(wanted)) return null;
  return {
    code: subject.plural === adjective.plural ? 'GENDER_AGREEMENT' : 'NUMBER_AGREEMENT',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: wanted,
    params: { word: tokens[index]?.text ?? word, noun: subject.noun },
  } as const;
}

/** "Mis padres es de Texas" → "son"; "mi hermano son alto" → "es". */
function subjectVerbNumber(context: RuleContext, index: number) {
  const { lower, tokens } = context;
  const word = lower[index] ?? '';
  const plural = VERB_NUMBER_PAIRS.get(word);
  const singular = [...VERB_NUMBER_PAIRS].find(([, form]) => form === word)?.[0];
  if (!plural && !singular) return null;
  const subject = subjectBefore(context, index);
  if (!subject) return null;
  // The subject ends right before the verb, with no comma or clause in between.
  const from = tokens[Math.max(0, index - 4)]?.start ?? 0;
  if (/[,;:]/.test(context.text.slice(from, tokens[index]?.start ?? 0))) return null;
  if (subject.plural && plural) return verbNumberIssue(tokens[index]?.text ?? word, plural);
  if (!subject.plural && singular) return verbNumberIssue(tokens[index]?.text ?? word, singular);
  return null;
}

function verbNumberIssue(word: string, wanted: string) {
  return {
    code: 'NUMBER_AGREEMENT',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: wanted,
    params: { word, noun: '' },
  } as const;
}

/** "me gusta los perros" → "gustan": with gustar the thing liked is the subject. */
function gustarAgreement(context: RuleContext, index: number) {
  const { lower, tokens } = context;
  const word = lower[index] ?? '';
  const clitics = new Set(['me', 'te', 'le', 'nos', 'os', 'les']);
  if (!clitics.has(lower[index - 1] ?? '')) return null;
  const next = context.nextInClause(index) ?? '';
  const plural = GUSTAR_LIKE.get(word);
  // "le gusta carreras de coches", "me gusta todos los libros": a plural with no determiner.
  const barePlural =
    (/^tod[oa]s$/.test(next) && determinerFeatures(context.nextInClause(index + 1) ?? '')) ||
    (next.length > 3 &&
      !FUNCTION_WORDS.has(next) &&
      isPluralNoun(next, context.speller) === true &&
      !isLikelyFiniteVerb(next, context.speller));
  if (plural && barePlural) return verbNumberIssue(tokens[index]?.text ?? word, plural);
  const determiner = determinerFeatures(next);
  // "me gustan mucho las canciones": "mucho" is an adverb there.
  if (!determiner || /^much[oa]s?$/.test(next) || !context.nextInClause(index + 1)) return null;
  const singular = [...GUSTAR_LIKE].find(([, form]) => form === word)?.[0];
  if (plural && determiner.plural) return verbNumberIssue(tokens[index]?.text ?? word, plural);
  // "me gustan el café y el té": a coordinated subject is plural.
  const rest = lower.slice(index + 1, index + 6);
  if (singular && !determiner.plural && !rest.includes('y') && !rest.includes('e'))
    return verbNumberIssue(tokens[index]?.text ?? word, singular);
  return null;
}

/** "ella se gusta los perros" → "le": gustar-type verbs take an indirect object, not "se". */
function seWithGustar(context: RuleContext, index: number) {
  const { lower, tokens } = context;
  if (lower[index] !== 'se' || context.nextInClause(index) === undefined) return null;
  const next = lower[index + 1] ?? '';
  if (!GUSTAR_LIKE.has(next) && ![...GUSTAR_LIKE.values()].includes(next)) return null;
  return {
    code: 'GRAMMAR',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: matchCase(tokens[index]?.text ?? 'se', 'le'),
    params: { word: tokens[index]?.text ?? 'se' },
  } as const;
}

/** "es quince años" → "tiene": age is had, not been. */
function serWithAge(context: RuleContext, index: number) {
  const { lower } = context;
  const word = lower[index] ?? '';
  if (!SER_FORMS.has(word)) return null;
  const next = lower[index + 1] ?? '';
  if (!(NUMERALS.has(next) || /^\d+$/.test(next)) || lower[index + 2] !== 'años') return null;
  const tener: Record<string, string> = {
    soy: 'tengo',
    eres: 'tienes',
    es: 'tiene',
    somos: 'tenemos',
    son: 'tienen',
    era: 'tenía',
    eran: 'tenían',
    fue: 'tuvo',
  };
  return {
    code: 'SER_ESTAR',
    category: 'GRAMMAR',
    severity: 'error',
    suggestion: tener[word] ?? null,
    params: { verb: 'tener', word },
  } as const;
}

/** "esta" is the verb "está" before a state, a place, a gerund or a participle. */
function estaIsVerb(next: string): boolean {
  return (
    ['en', 'muy', 'bien', 'mal', 'aquí', 'allí'].includes(next) ||
    ESTAR_ADJECTIVES.has(next) ||
    /(?:ando|iendo|ado|ada|ido|ida)$/.test(next)
  );
}
