import type { Token } from '../text/tokenize.ts';
import type { DetectedIssue } from './issue.ts';
import { grammarIssue, matchCase, wordsOf } from './rule-helpers.ts';
import type { Spellchecker } from './spellchecker.ts';

type Gender = 'M' | 'F';
let genders: Promise<Record<string, Gender>> | undefined;

/** Noun genders from the Lefff lexicon (`french-words-gender-lefff`, LGPL-LR), loaded on first use. */
export function loadFrenchGenders(): Promise<Record<string, Gender>> {
  genders ??= import('french-words-gender-lefff/dist/words.json', { with: { type: 'json' } }).then(
    (module) => module.default as Record<string, Gender>,
  );
  return genders;
}

const ETRE = new Set(['suis', 'es', 'est', 'sommes', 'êtes', 'sont']);
const AVOIR = new Set(['ai', 'as', 'a', 'avons', 'avez', 'ont']);
const SUBJECTS = new Set(['je', 'j', 'tu', 'il', 'elle', 'on', 'nous', 'vous', 'ils', 'elles']);
const DETERMINERS = new Set(
  'un une le la les des du mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ce cet cette ces'.split(
    ' ',
  ),
);
const PLURAL_DETERMINERS = new Set('les des mes tes ses nos vos leurs ces'.split(' '));
/** The verbs conjugated with être (and their participles' stems), as French courses teach them. */
const ETRE_PARTICIPLE =
  /^(?:all|ven|revenu|devenu|parti|arriv|tomb|rest|n[ée]|mort|entr|sorti|mont|descendu|retourn|rentr|pass)/;
const ETRE_PARTICIPLES = new Set(
  [
    'allé',
    'venu',
    'revenu',
    'devenu',
    'parti',
    'arrivé',
    'tombé',
    'resté',
    'né',
    'mort',
    'entré',
    'sorti',
    'monté',
    'descendu',
    'retourné',
    'rentré',
  ].flatMap((participle) => [participle, `${participle}e`, `${participle}s`, `${participle}es`]),
);
const AVOIR_NOUNS = new Set([
  'faim',
  'soif',
  'peur',
  'raison',
  'tort',
  'sommeil',
  'besoin',
  'envie',
]);
const QUANTITY_ADVERBS = new Set([
  'beaucoup',
  'peu',
  'trop',
  'assez',
  'tant',
  'autant',
  'plus',
  'moins',
]);
const ADVERBS_AFTER_EST = new Set(
  'très trop assez vraiment si bien pas toujours souvent déjà encore'.split(' '),
);
const NUMBERS =
  /^(?:\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|trente|quarante|cinquante|soixante|cent|mille|dix-\S+|vingt-\S+|trente-\S+)$/;
const ELIDING = new Set(['je', 'le', 'la', 'de', 'ne', 'me', 'te', 'se', 'que']);

/** The word without an elided article or pronoun: "j’ai" → "ai", "l’école" → "école". */
function bare(word: string): string {
  return word.replace(/^(?:j|l|d|n|m|t|s|c|qu|jusqu|lorsqu|puisqu)['’]/, '');
}

/**
 * French checks for English speakers: auxiliary être/avoir with past participles, infinitives
 * after an auxiliary, article–noun gender (Lefff genders) and number, contractions (au, du),
 * elision, "beaucoup de", age and states with avoir, "meilleur", "est" written "et".
 */
export async function frenchIssues(
  text: string,
  tokens: Token[],
  speller: Spellchecker,
): Promise<DetectedIssue[]> {
  const words = wordsOf(text, tokens);
  const lower = words.lower.map(bare);
  const nounGenders = await loadFrenchGenders();
  const issues: DetectedIssue[] = [];
  const isNoun = (word: string) => nounGenders[word] !== undefined;
  const isPluralizable = (word: string) =>
    !/[sxz]$/.test(word) && (speller.isCorrect(`${word}s`) || speller.isCorrect(`${word}x`));
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    const word = lower[index] ?? '';
    const next = words.joined(index) ? (lower[index + 1] ?? '') : '';
    const nextToken = tokens[index + 1];
    const afterNext = words.joined(index + 1) ? (lower[index + 2] ?? '') : '';
    const isAuxiliary = ETRE.has(word) || AVOIR.has(word);
    // The auxiliary follows its subject pronoun ("nous avons"), not an object one ("nous a vus").
    const previous = index > 0 ? (words.lower[index - 1] ?? '') : '';
    const previousIsSubject =
      /^j['’]/.test(words.lower[index] ?? '') ||
      (SUBJECTS.has(previous) && (index === 1 || !SUBJECTS.has(words.lower[index - 2] ?? '')));
    // "nous sommes aller" → "allés": an auxiliary takes a past participle, not an infinitive.
    if (isAuxiliary && nextToken && /er$/.test(next) && next.length > 3) {
      const flags = speller.entryFlags(next) ?? '';
      if (/(?:^|[^A-Z])[a-z]\d/.test(flags) && speller.isCorrect(`${next.slice(0, -2)}é`)) {
        issues.push(
          grammarIssue(nextToken, nextToken, 'GRAMMAR', `${next.slice(0, -2)}é`, {
            word: nextToken.text,
          }),
        );
        continue;
      }
    }
    // "nous avons allés" → "sommes": movement verbs take être.
    if (AVOIR.has(word) && nextToken && ETRE_PARTICIPLES.has(next) && !DETERMINERS.has(afterNext)) {
      issues.push(grammarIssue(token, token, 'GRAMMAR', 'être', { word: token.text }));
      continue;
    }
    // "je suis mangé une pomme" → "j’ai mangé": a direct object means avoir.
    if (
      ETRE.has(word) &&
      nextToken &&
      /(?:é|i|u)$/.test(next) &&
      !ETRE_PARTICIPLE.test(next) &&
      DETERMINERS.has(afterNext) &&
      speller.isCorrect(next)
    ) {
      issues.push(grammarIssue(token, nextToken, 'GRAMMAR', 'avoir', { word: token.text }));
      continue;
    }
    // "je suis dix-huit ans", "je suis faim" → avoir.
    if (ETRE.has(word) && ((NUMBERS.test(next) && afterNext === 'ans') || AVOIR_NOUNS.has(next))) {
      issues.push(grammarIssue(token, token, 'GRAMMAR', 'avoir', { word: token.text }));
      continue;
    }
    // "nous avons mangés" → "mangé": no agreement with the subject after avoir.
    if (
      AVOIR.has(word) &&
      previousIsSubject &&
      nextToken &&
      /é(?:e|s|es)$/.test(next) &&
      !lower.slice(0, index).includes('que') &&
      speller.isCorrect(next.replace(/é(?:e|s|es)$/, 'é'))
    ) {
      const participle = next.replace(/é(?:e|s|es)$/, 'é');
      issues.push(
        grammarIssue(nextToken, nextToken, 'GRAMMAR', participle, { word: nextToken.text }),
      );
      continue;
    }
    // "beaucoup des touristes" → "de".
    if (QUANTITY_ADVERBS.has(word) && next === 'des' && nextToken) {
      issues.push(grammarIssue(nextToken, nextToken, 'GRAMMAR', 'de', { word: nextToken.text }));
      continue;
    }
    // "à le marché" → "au", "de le film" → "du" (not before a verb: "à le faire").
    if (
      (word === 'à' || word === 'de') &&
      (next === 'le' || next === 'les') &&
      nextToken &&
      isNoun(afterNext)
    ) {
      const contracted =
        word === 'à' ? (next === 'le' ? 'au' : 'aux') : next === 'le' ? 'du' : 'des';
      issues.push(
        grammarIssue(token, nextToken, 'CONTRACTION', contracted, {
          word: `${token.text} ${nextToken.text}`,
        }),
      );
      continue;
    }
    // "je aime" → "j’aime".
    if (
      ELIDING.has(words.lower[index] ?? '') &&
      nextToken &&
      /^[aeiouéèêàâîôû]/.test(words.lower[index + 1] ?? '') &&
      words.joined(index)
    ) {
      const gap = text.slice(token.end, nextToken.start);
      if (
        /^\s+$/.test(gap) &&
        (word === 'je' ||
          word === 'ne' ||
          word === 'que' ||
          isNoun(next) ||
          word === 'de' ||
          word === 'me' ||
          word === 'te' ||
          word === 'se')
      ) {
        issues.push(
          grammarIssue(token, token, 'GRAMMAR', `${matchCase(token.text, word.slice(0, -1))}’`, {
            word: token.text,
          }),
        );
        continue;
      }
    }
    // "plus bon" → "meilleur".
    if (word === 'plus' && /^bon(?:ne)?s?$/.test(next) && nextToken) {
      const form = next.replace(
        /^bon(ne)?(s?)$/,
        (_match, feminine, plural) => `meilleur${feminine ? 'e' : ''}${plural}`,
      );
      issues.push(
        grammarIssue(token, nextToken, 'GRAMMAR', form, {
          word: `${token.text} ${nextToken.text}`,
        }),
      );
      continue;
    }
    // "elle et très gentille" → "est".
    if (
      word === 'et' &&
      index > 0 &&
      ['il', 'elle', 'on', 'c'].includes(lower[index - 1] ?? '') &&
      ADVERBS_AFTER_EST.has(next)
    ) {
      issues.push(grammarIssue(token, token, 'GRAMMAR', 'est', { word: token.text }));
      continue;
    }
    // "deux chat" → "chats", "les enfant" → "enfants".
    // A number after "le" is a date ("le cinq mai").
    const countsMany =
      (NUMBERS.test(word) && lower[index - 1] !== 'le') || PLURAL_DETERMINERS.has(word);
    if (countsMany && nextToken && isNoun(next) && isPluralizable(next)) {
      const plural = speller.isCorrect(`${next}s`) ? `${next}s` : `${next}x`;
      issues.push(
        grammarIssue(nextToken, nextToken, 'NUMBER_AGREEMENT', plural, {
          word: nextToken.text,
          noun: nextToken.text,
        }),
      );
      continue;
    }
    // "le maison" → "la", "un voiture" → "une".
    const gender = nounGenders[next];
    if (gender && nextToken && word === (words.lower[index] ?? '')) {
      const wanted = genderedDeterminer(word, gender, next);
      if (wanted && wanted !== word) {
        issues.push(
          grammarIssue(token, token, 'GENDER_AGREEMENT', matchCase(token.text, wanted), {
            word: token.text,
            noun: nextToken.text,
          }),
        );
      }
    }
  }
  return issues;
}

function genderedDeterminer(determiner: string, gender: Gender, noun: string): string | null {
  const pairs: [string, string][] = [
    ['le', 'la'],
    ['un', 'une'],
    ['ce', 'cette'],
    ['mon', 'ma'],
    ['ton', 'ta'],
    ['son', 'sa'],
  ];
  const pair = pairs.find(
    ([masculine, feminine]) => determiner === masculine || determiner === feminine,
  );
  if (!pair) return null;
  // "mon amie", "son école": mon/ton/son before a vowel whatever the gender.
  if (/^[aeiouéèêh]/.test(noun) && ['mon', 'ton', 'son', 'ma', 'ta', 'sa'].includes(determiner))
    return null;
  if (/^[aeiouéèê]/.test(noun) && (determiner === 'le' || determiner === 'la')) return null;
  if (determiner === 'ce' && /^[aeiouéèêh]/.test(noun)) return null;
  return gender === 'M' ? pair[0] : pair[1];
}
