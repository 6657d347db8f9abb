/**
 * Word-level alignment of a learner's text with its correction, by longest common subsequence
 * (the matching difflib and `diff` compute). A source word outside the common subsequence was
 * changed or removed by the corrector: that is an error to find.
 */

export type WordToken = { text: string; start: number; end: number };

const WORD_PATTERN = /[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu;

export function words(text: string): WordToken[] {
  return [...text.matchAll(WORD_PATTERN)].map((match) => ({
    text: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** For each source word, whether the correction kept it unchanged. */
export function keptWords(source: string[], corrected: string[]): boolean[] {
  const rows = source.length;
  const columns = corrected.length;
  // Suffix LCS lengths, one row per source word; Int32Array keeps a 600×600 table at 1.4 MB.
  const table = Array.from({ length: rows + 1 }, () => new Int32Array(columns + 1));
  for (let i = rows - 1; i >= 0; i -= 1) {
    const row = table[i] as Int32Array;
    const below = table[i + 1] as Int32Array;
    for (let j = columns - 1; j >= 0; j -= 1) {
      row[j] =
        source[i] === corrected[j]
          ? (below[j + 1] as number) + 1
          : Math.max(below[j] as number, row[j + 1] as number);
    }
  }
  const kept = new Array<boolean>(rows).fill(false);
  let i = 0;
  let j = 0;
  while (i < rows && j < columns) {
    if (source[i] === corrected[j]) {
      kept[i] = true;
      i += 1;
      j += 1;
    } else if ((table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0)) {
      i += 1;
    } else {
      j += 1;
    }
  }
  return kept;
}
