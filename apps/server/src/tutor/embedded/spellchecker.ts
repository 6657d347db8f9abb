import type { Hunspell, HunspellFactory } from 'hunspell-asm';
import { loadModule } from 'hunspell-asm';
import { createBoundedMemo } from '../../platform/bounded-memo.ts';
import { baseLanguage } from '../text/fold.ts';
import type { Morphology } from './morphology.ts';
import { createMorphology } from './morphology.ts';

type Dictionary = { aff: Uint8Array; dic: Uint8Array };

/** Languages with a Hunspell dictionary package installed; others are graded without spelling. */
const DICTIONARY_LOADERS: Record<string, () => Promise<{ default: Dictionary }>> = {
  de: () => import('dictionary-de'),
  en: () => import('dictionary-en'),
  es: () => import('dictionary-es'),
  fr: () => import('dictionary-fr'),
  it: () => import('dictionary-it'),
  pt: () => import('dictionary-pt'),
};

export type Spellchecker = {
  language: string;
  isCorrect(word: string): boolean;
  suggest(word: string): string[];
  /**
   * Suggestions from a bounded set of cheap edits (accents, one letter dropped, doubled, swapped or
   * confused as learners do), each checked with one dictionary lookup: a few milliseconds at most,
   * where Hunspell's own search takes tens to hundreds. Memoised per word.
   */
  quickSuggest(word: string): string[];
  /** Affix flags of a dictionary entry (a lemma as listed in the .dic file), if it is one. */
  entryFlags(lemma: string): string | undefined;
  /** The dictionary's suffix rules read backwards (built on first use, then kept). */
  morphology(): Morphology;
};

/** Misspelt words whose suggestions each language keeps (a few hundred bytes each). */
const SUGGESTION_MEMO_WORDS = 5_000;

let factory: Promise<HunspellFactory> | undefined;
const loaded = new Map<string, Promise<Spellchecker | null>>();

export function hasSpellchecker(language: string): boolean {
  return baseLanguage(language) in DICTIONARY_LOADERS;
}

async function createSpellchecker(language: string): Promise<Spellchecker | null> {
  const loader = DICTIONARY_LOADERS[language];
  if (!loader) return null;
  factory ??= loadModule();
  const [hunspellFactory, { default: dictionary }] = await Promise.all([factory, loader()]);
  const affPath = hunspellFactory.mountBuffer(dictionary.aff, `${language}.aff`);
  const dicPath = hunspellFactory.mountBuffer(dictionary.dic, `${language}.dic`);
  const hunspell: Hunspell = hunspellFactory.create(affPath, dicPath);
  const suggestions = createBoundedMemo<string[]>(SUGGESTION_MEMO_WORDS);
  const quickSuggestions = createBoundedMemo<string[]>(SUGGESTION_MEMO_WORDS);
  let tryLetters: string[] | undefined;
  let entries: Map<string, string> | undefined;
  let morphology: Morphology | undefined;
  return {
    language,
    isCorrect: (word) => hunspell.spell(word),
    // Suggestion lookups are slow (tens of ms); a bounded memo keeps repeated mistakes cheap.
    suggest: (word) => suggestions.get(word, (key) => hunspell.suggest(key)),
    quickSuggest: (word) =>
      quickSuggestions.get(word, (key) => {
        tryLetters ??= frequentLetters(dictionary.aff);
        return cheapEdits(key, tryLetters).filter((candidate) => hunspell.spell(candidate));
      }),
    entryFlags(lemma) {
      entries ??= parseEntries(dictionary.dic);
      return entries.get(lemma);
    },
    morphology() {
      const decoder = new TextDecoder();
      morphology ??= createMorphology(
        decoder.decode(dictionary.aff),
        decoder.decode(dictionary.dic),
      );
      return morphology;
    },
  };
}

/** Loads a language's dictionary on first use and keeps it for the life of the process. */
export function loadSpellchecker(language: string): Promise<Spellchecker | null> {
  const base = baseLanguage(language);
  let spellchecker = loaded.get(base);
  if (!spellchecker) {
    spellchecker = createSpellchecker(base);
    loaded.set(base, spellchecker);
  }
  return spellchecker;
}

export function loadedSpellcheckerLanguages(): string[] {
  return [...loaded.keys()];
}

function parseEntries(dic: Uint8Array): Map<string, string> {
  const entries = new Map<string, string>();
  for (const line of new TextDecoder().decode(dic).split('\n').slice(1)) {
    const [word = '', flags = ''] = line.trim().split('/');
    if (word) entries.set(word, `${entries.get(word) ?? ''}${flags}`);
  }
  return entries;
}

/** The accented letters each plain letter may stand for in the supported languages. */
export const ACCENTS: Record<string, string[]> = {
  a: ['á', 'à', 'â', 'ä'],
  e: ['é', 'è', 'ê', 'ë'],
  i: ['í', 'î', 'ï'],
  o: ['ó', 'ô', 'ö'],
  u: ['ú', 'ù', 'û', 'ü'],
  n: ['ñ'],
  c: ['ç'],
  s: ['ß'],
};
/** Letters learners confuse, both ways (b/v, c/s/z, g/j, y/ll/i, k/c, ph/f, th/t…). */
const CONFUSIONS: [string, string][] = [
  ['b', 'v'],
  ['c', 's'],
  ['c', 'z'],
  ['s', 'z'],
  ['g', 'j'],
  ['y', 'i'],
  ['ll', 'y'],
  ['k', 'c'],
  ['qu', 'c'],
  ['f', 'ph'],
  ['t', 'th'],
  ['ie', 'ei'],
  ['ai', 'ei'],
  ['ou', 'u'],
  ['ea', 'ee'],
  ['ss', 'ß'],
  ['ae', 'ä'],
  ['oe', 'ö'],
  ['ue', 'ü'],
];

/**
 * Candidate corrections ordered cheapest first: accents added (one or two), a letter dropped, a
 * doubled letter undone or a letter doubled, neighbours swapped, a learner confusion, a missing
 * silent h. Bounded by the word's length (about 6 candidates per letter).
 */
/** The dictionary's TRY letters (most frequent first), lower case, at most 16. */
function frequentLetters(aff: Uint8Array): string[] {
  const line = new TextDecoder().decode(aff.subarray(0, 200_000)).match(/^TRY\s+(\S+)/m)?.[1] ?? '';
  return [
    ...new Set(
      [...line].filter((letter) => letter === letter.toLowerCase() && /\p{L}/u.test(letter)),
    ),
  ].slice(0, 16);
}

function cheapEdits(word: string, letters: string[]): string[] {
  const candidates = new Set<string>();
  const lower = word.toLowerCase();
  const keepCase = (candidate: string) =>
    word.charAt(0) !== lower.charAt(0)
      ? candidate.charAt(0).toUpperCase() + candidate.slice(1)
      : candidate;
  for (let i = 0; i < lower.length; i += 1) {
    for (const accented of ACCENTS[lower[i] ?? ''] ?? []) {
      candidates.add(lower.slice(0, i) + accented + lower.slice(i + 1));
    }
  }
  for (let i = 0; i < lower.length; i += 1) {
    if (lower[i] === lower[i + 1]) candidates.add(lower.slice(0, i) + lower.slice(i + 1));
  }
  for (let i = 1; i < lower.length - 1; i += 1) {
    if (/[^aeiou]/.test(lower[i] ?? '')) candidates.add(lower.slice(0, i + 1) + lower.slice(i));
  }
  for (let i = 0; i < lower.length - 1; i += 1) {
    candidates.add(lower.slice(0, i) + lower[i + 1] + lower[i] + lower.slice(i + 2));
  }
  for (let i = 0; i < lower.length; i += 1) candidates.add(lower.slice(0, i) + lower.slice(i + 1));
  for (const [a, b] of CONFUSIONS) {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      let at = lower.indexOf(from);
      while (at >= 0) {
        candidates.add(lower.slice(0, at) + to + lower.slice(at + from.length));
        at = lower.indexOf(from, at + 1);
      }
    }
  }
  candidates.add(`h${lower}`);
  // A letter left out or mistyped, among the language's most frequent ones.
  for (let i = 0; i <= lower.length; i += 1) {
    for (const letter of letters) {
      candidates.add(lower.slice(0, i) + letter + lower.slice(i));
      if (i < lower.length) candidates.add(lower.slice(0, i) + letter + lower.slice(i + 1));
    }
  }
  candidates.delete(lower);
  return [...candidates].filter((candidate) => candidate.length > 1).map(keepCase);
}
