/**
 * A word's lemmas, read backwards through a Hunspell dictionary's own suffix rules: "juzgue" is a
 * form of "juzgar" (rule R), "hermanas" of "hermano" (rule G then S). It gives the rules a part of
 * speech from the dictionary's morphology instead of word lists: a form whose lemma is an
 * infinitive is a verb, a form of a lemma with a gender rule is a noun or an adjective.
 */

import { createBoundedMemo } from '../../platform/bounded-memo.ts';

export type Analysis = { lemma: string; flags: string[] };

/** Words whose analyses each language keeps. */
const ANALYSIS_MEMO_WORDS = 20_000;

type SuffixRule = { flag: string; strip: string; add: string; condition: RegExp };

export type Morphology = {
  /** Dictionary entries (lemmas) that this word is, or is derived from by one or two suffix rules. */
  analyze(word: string): Analysis[];
  /** The flags of a dictionary entry, split as the dictionary's FLAG setting says. */
  flagsOf(lemma: string): string[] | undefined;
};

export function createMorphology(aff: string, dic: string): Morphology {
  const longFlags = /^FLAG\s+long/m.test(aff);
  const splitFlags = (flags: string): string[] =>
    longFlags ? (flags.match(/../gu) ?? []) : [...flags];
  const entries = new Map<string, string[]>();
  for (const line of dic.split('\n').slice(1)) {
    const [word = '', flags = ''] = line.trim().split(/\s/)[0]?.split('/') ?? [];
    if (!word) continue;
    const existing = entries.get(word) ?? [];
    entries.set(word, [...existing, ...splitFlags(flags)]);
  }
  const byAddition = new Map<string, SuffixRule[]>();
  let longestAddition = 0;
  for (const line of aff.split('\n')) {
    const parts = line.trim().split(/\s+/);
    if (parts[0] !== 'SFX' || parts.length < 5) continue;
    const [, flag = '', stripped = '', added = '', condition = '.'] = parts;
    const strip = stripped === '0' ? '' : stripped;
    const add = (added.split('/')[0] ?? '').replace(/^0$/, '');
    const rule: SuffixRule = { flag, strip, add, condition: conditionPattern(condition) };
    const rules = byAddition.get(add) ?? [];
    rules.push(rule);
    byAddition.set(add, rules);
    longestAddition = Math.max(longestAddition, add.length);
  }

  const cache = createBoundedMemo<Analysis[]>(ANALYSIS_MEMO_WORDS);
  function strippedOnce(word: string): { stem: string; flag: string }[] {
    const found: { stem: string; flag: string }[] = [];
    for (let length = 0; length <= Math.min(longestAddition, word.length - 1); length += 1) {
      const add = word.slice(word.length - length);
      for (const rule of byAddition.get(add) ?? []) {
        const stem = word.slice(0, word.length - length) + rule.strip;
        if (rule.condition.test(stem)) found.push({ stem, flag: rule.flag });
      }
    }
    return found;
  }
  function analyze(word: string): Analysis[] {
    return cache.get(word, analyzeUncached);
  }
  function analyzeUncached(word: string): Analysis[] {
    const analyses: Analysis[] = [];
    const own = entries.get(word);
    if (own) analyses.push({ lemma: word, flags: own });
    for (const { stem, flag } of strippedOnce(word)) {
      const flags = entries.get(stem);
      if (flags?.includes(flag)) {
        analyses.push({ lemma: stem, flags });
        continue;
      }
      // Two rules deep ("hermanas" ← "hermana" ← "hermano"), the outer one a continuation class.
      if (stem.length < 3) continue;
      for (const inner of strippedOnce(stem)) {
        const innerFlags = entries.get(inner.stem);
        if (innerFlags?.includes(inner.flag))
          analyses.push({ lemma: inner.stem, flags: innerFlags });
      }
    }
    return analyses;
  }
  return { analyze, flagsOf: (lemma) => entries.get(lemma) };
}

/** Hunspell conditions are regular-expression character classes anchored at the stem's end. */
function conditionPattern(condition: string): RegExp {
  if (condition === '.') return /(?:)/u;
  try {
    return new RegExp(`${condition}$`, 'u');
  } catch {
    return /(?:)/u;
  }
}
