import type { Token } from '../text/tokenize.ts';
import type { DetectedIssue } from './issue.ts';

/** The tokens of a text with their lower-case forms and clause boundaries, for word-order rules. */
export type Words = {
  text: string;
  tokens: Token[];
  lower: string[];
  /** No punctuation between the token at `index` and the next one. */
  joined(index: number): boolean;
};

export function wordsOf(text: string, tokens: Token[]): Words {
  return {
    text,
    tokens,
    lower: tokens.map((token) => token.text.toLowerCase()),
    joined(index) {
      const token = tokens[index];
      const next = tokens[index + 1];
      return !!token && !!next && !/[.,;:!?()"“”«»—]/.test(text.slice(token.end, next.start));
    },
  };
}

export function grammarIssue(
  from: Token,
  to: Token,
  code: DetectedIssue['code'],
  suggestion: string,
  params: Record<string, string> = {},
): DetectedIssue {
  return {
    code,
    category: 'GRAMMAR',
    severity: 'error',
    start: from.start,
    end: to.end,
    suggestion,
    params: { word: '', noun: '', ...params },
  };
}

export function matchCase(original: string, replacement: string): string {
  const first = original.charAt(0);
  return first !== first.toLowerCase()
    ? replacement.charAt(0).toUpperCase() + replacement.slice(1)
    : replacement;
}
