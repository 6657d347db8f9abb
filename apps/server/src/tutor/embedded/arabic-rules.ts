import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import type { Token } from '../text/tokenize.ts';
import type { DetectedIssue } from './issue.ts';

type WordList = { has(word: string): boolean };
const require = createRequire(import.meta.url);
let words: Promise<WordList> | undefined;

/**
 * The Arabic word list of `@cspell/dict-ar` (Ayaspell's Hunspell dictionary expanded by CSpell;
 * LGPL-3.0, shipped unmodified as a dependency), read with `cspell-trie-lib`. Loaded on first
 * Arabic text: about 5 s and 250 MB, once per process.
 */
export function loadArabicWords(): Promise<WordList> {
  words ??= (async () => {
    const { decodeTrie } = await import('cspell-trie-lib');
    const path = require
      .resolve('@cspell/dict-ar/cspell-ext.json')
      .replace(/cspell-ext\.json$/, 'ar.trie.gz');
    return decodeTrie(new Uint8Array(gunzipSync(readFileSync(path))));
  })().catch((error: unknown) => {
    words = undefined;
    throw error;
  });
  return words;
}

const DIACRITICS = /[\u064B-\u0652\u0670\u0640]/gu;
const PREFIXES = /^(?:و|ف|ب|ك|ل)?(?:ال|لل)/u;
const FEMININE_POINTERS = new Set(['هذه', 'هي', 'تلك']);

/** Spellings a learner's word may have been meant as: hamza on alef, ta marbuta, alef madda, final hamza. */
function variants(word: string): string[] {
  const found = new Set<string>();
  const prefix = word.match(PREFIXES)?.[0] ?? '';
  const stem = word.slice(prefix.length);
  const replaceAt = (text: string, index: number, by: string) =>
    text.slice(0, index) + by + text.slice(index + 1);
  const stems = new Set([stem]);
  if (stem.endsWith('ه')) stems.add(`${stem.slice(0, -1)}ة`);
  if (stem.endsWith('ئ')) stems.add(`${stem.slice(0, -1)}ء`);
  if (stem.endsWith('ى')) stems.add(`${stem.slice(0, -1)}ي`);
  if (stem.endsWith('ي')) stems.add(`${stem.slice(0, -1)}ى`);
  for (const base of [...stems]) {
    for (let index = 0; index < base.length; index += 1) {
      if (base[index] === 'ا')
        for (const alef of ['أ', 'إ', 'آ']) stems.add(replaceAt(base, index, alef));
      if (base[index] === 'ئ' || base[index] === 'ؤ') stems.add(replaceAt(base, index, 'ء'));
      if (base[index] === 'ء')
        for (const seat of ['ئ', 'ؤ', 'أ']) stems.add(replaceAt(base, index, seat));
    }
  }
  stems.delete(stem);
  for (const candidate of stems) found.add(prefix + candidate);
  return [...found];
}

/**
 * Arabic checks: words the dictionary does not know, with the hamza, ta marbuta or alef madda
 * spelling that fixes them ("انا" → "أنا", "قهوه" → "قهوة"), and ه written for ة where a known word
 * ends in ه but the context wants a feminine noun or adjective: after the article (the article
 * and a possessive ه never go together: "المدرسه"), after هذه/هي/تلك, or next to a word in ة.
 */
export async function arabicIssues(tokens: Token[]): Promise<DetectedIssue[]> {
  const list = await loadArabicWords();
  const issues: DetectedIssue[] = [];
  const clean = tokens.map((token) => token.text.replace(DIACRITICS, ''));
  const spelling = (token: Token, suggestion: string | null): DetectedIssue => ({
    code: 'SPELLING',
    category: 'VOCABULARY',
    severity: 'error',
    start: token.start,
    end: token.end,
    suggestion,
    params: { word: token.text },
  });
  for (const [index, token] of tokens.entries()) {
    const word = clean[index] ?? '';
    if (!/^\p{Script=Arabic}+$/u.test(word) || word.length < 2) continue;
    if (!list.has(word)) {
      issues.push(spelling(token, variants(word).find((candidate) => list.has(candidate)) ?? null));
      continue;
    }
    if (!word.endsWith('ه')) continue;
    const feminine = `${word.slice(0, -1)}ة`;
    if (!list.has(feminine)) continue;
    const previous = clean[index - 1] ?? '';
    const next = clean[index + 1] ?? '';
    const sameSentence = (other: number) => tokens[other]?.sentence === token.sentence;
    const definite = PREFIXES.test(word);
    const pointed = FEMININE_POINTERS.has(previous) && sameSentence(index - 1);
    const agreeing =
      (previous.endsWith('ة') && sameSentence(index - 1)) ||
      (next.endsWith('ة') && !next.startsWith('ال') && sameSentence(index + 1));
    if (definite || pointed || agreeing) issues.push(spelling(token, feminine));
  }
  return issues;
}
