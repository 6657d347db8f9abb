import type { Hunspell, HunspellFactory } from 'hunspell-asm';
import { loadModule } from 'hunspell-asm';
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
  /** Affix flags of a dictionary entry (a lemma as listed in the .dic file), if it is one. */
  entryFlags(lemma: string): string | undefined;
  /** The dictionary's suffix rules read backwards (built on first use, then kept). */
  morphology(): Morphology;
};

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
  const suggestions = new Map<string, string[]>();
  let entries: Map<string, string> | undefined;
  let morphology: Morphology | undefined;
  return {
    language,
    isCorrect: (word) => hunspell.spell(word),
    suggest(word) {
      let cached = suggestions.get(word);
      if (!cached) {
        cached = hunspell.suggest(word);
        // Suggestion lookups are slow (tens of ms); a bounded memo keeps repeated mistakes cheap.
        if (suggestions.size > 5_000) suggestions.clear();
        suggestions.set(word, cached);
      }
      return cached;
    },
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
