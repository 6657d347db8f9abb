import { wordKeys } from '../text/stemming.ts';
import type { Token } from '../text/tokenize.ts';
import { tokenize } from '../text/tokenize.ts';

/** Words a phrase may have between its own words in the student's text ("un café muy caliente"). */
const MAX_GAP_WORDS = 2;

export type PhraseMatch = { matched: string; start: number; end: number };

/**
 * Finds a phrase in the student's text by word stems, in order, tolerating inflection, missing
 * accents, case and a couple of inserted words. Irregular forms ("quiero" for "querer") do not
 * share a stem and are not matched.
 */
export function findPhrase(
  phrase: string,
  text: string,
  language: string,
  tokens: Token[] = tokenize(text, language),
): PhraseMatch | null {
  const phraseKeys = tokenize(phrase, language).map((token) => wordKeys(token.text, language));
  if (phraseKeys.length === 0) return null;
  const textKeys = tokens.map((token) => wordKeys(token.text, language));
  const matches = (tokenIndex: number, wordIndex: number) =>
    (textKeys[tokenIndex] ?? []).some((key) => phraseKeys[wordIndex]?.includes(key));

  for (let first = 0; first < tokens.length; first += 1) {
    if (!matches(first, 0)) continue;
    let last = first;
    let wordIndex = 1;
    for (let next = first + 1; next < tokens.length && wordIndex < phraseKeys.length; next += 1) {
      if (next - last - 1 > MAX_GAP_WORDS) break;
      if (matches(next, wordIndex)) {
        last = next;
        wordIndex += 1;
      }
    }
    if (wordIndex === phraseKeys.length) {
      const start = tokens[first]?.start ?? 0;
      const end = tokens[last]?.end ?? start;
      return { matched: text.slice(start, end), start, end };
    }
  }
  // Unsegmented scripts (Chinese) may cut a phrase differently from the text: compare characters.
  const needle = phrase.trim().toLowerCase();
  const position =
    needle.length >= 2 && !/\s/.test(needle) ? text.toLowerCase().indexOf(needle) : -1;
  if (position >= 0) {
    return {
      matched: text.slice(position, position + needle.length),
      start: position,
      end: position + needle.length,
    };
  }
  return null;
}
