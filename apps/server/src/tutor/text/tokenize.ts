import { createRequire } from 'node:module';
import type { Jieba } from '@node-rs/jieba';
import { baseLanguage } from './fold.ts';

/** A word of the student's text; offsets are UTF-16 code units into that text. */
export type Token = {
  text: string;
  start: number;
  end: number;
  /** First word of the text or of a sentence (after . ! ? or a line break). */
  sentenceStart: boolean;
  /** Index of the sentence in the text, counted from 0. */
  sentence: number;
};

const WORD_PATTERN = /[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu;
const SENTENCE_END = /[.!?。！？\n]/;
const UNSEGMENTED_LANGUAGES = new Set(['zh', 'ja', 'th', 'lo', 'km', 'my']);

const require = createRequire(import.meta.url);
let jieba: Jieba | undefined;

/** Loaded on first Chinese text only: the dictionary costs about 100 MB of memory. */
function loadJieba(): Jieba {
  const { Jieba: JiebaClass } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
  const { dict } = require('@node-rs/jieba/dict.js') as typeof import('@node-rs/jieba/dict.js');
  return JiebaClass.withDict(dict);
}

function chineseWords(text: string): { text: string; start: number }[] {
  jieba ??= loadJieba();
  const words: { text: string; start: number }[] = [];
  let offset = 0;
  for (const piece of jieba.cut(text, true)) {
    if (/[\p{L}\p{N}]/u.test(piece)) words.push({ text: piece, start: offset });
    offset += piece.length;
  }
  return words;
}

function segmentedWords(text: string, language: string): { text: string; start: number }[] {
  const segmenter = new Intl.Segmenter(language, { granularity: 'word' });
  return [...segmenter.segment(text)]
    .filter((segment) => segment.isWordLike)
    .map((segment) => ({ text: segment.segment, start: segment.index }));
}

function spacedWords(text: string): { text: string; start: number }[] {
  return [...text.matchAll(WORD_PATTERN)].map((match) => ({ text: match[0], start: match.index }));
}

/** Splits text into words: jieba for Chinese, Intl.Segmenter for other unspaced scripts. */
export function tokenize(text: string, language: string): Token[] {
  const base = baseLanguage(language);
  const words =
    base === 'zh'
      ? chineseWords(text)
      : UNSEGMENTED_LANGUAGES.has(base)
        ? segmentedWords(text, language)
        : spacedWords(text);
  const tokens: Token[] = [];
  let previousEnd = 0;
  let sentence = 0;
  for (const word of words) {
    const gap = text.slice(previousEnd, word.start);
    const endsSentence = tokens.length > 0 && SENTENCE_END.test(gap);
    if (endsSentence) sentence += 1;
    tokens.push({
      text: word.text,
      start: word.start,
      end: word.start + word.text.length,
      sentenceStart: tokens.length === 0 || endsSentence,
      sentence,
    });
    previousEnd = word.start + word.text.length;
  }
  return tokens;
}

/** The text between two tokens (punctuation and spaces). */
export function gapBetween(text: string, left: Token, right: Token): string {
  return text.slice(left.end, right.start);
}
