import { createRequire } from 'node:module';
import type { Jieba } from '@node-rs/jieba';
import type { DetectedIssue } from './issue.ts';

const require = createRequire(import.meta.url);
let jieba: Jieba | undefined;

function tagger(): Jieba {
  if (!jieba) {
    const { Jieba: JiebaClass } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    const { dict } = require('@node-rs/jieba/dict.js') as typeof import('@node-rs/jieba/dict.js');
    jieba = JiebaClass.withDict(dict);
  }
  return jieba;
}

/** Nouns that take a measure word of their own, not 个 (what a Chinese course teaches first). */
const MEASURE_WORDS: Record<string, string> = {
  书: '本',
  本子: '本',
  杂志: '本',
  词典: '本',
  猫: '只',
  狗: '只',
  鸟: '只',
  纸: '张',
  票: '张',
  桌子: '张',
  床: '张',
  照片: '张',
  地图: '张',
  衣服: '件',
  衬衫: '件',
  毛衣: '件',
  裤子: '条',
  裙子: '条',
  鱼: '条',
  河: '条',
  路: '条',
  笔: '支',
  铅笔: '支',
  车: '辆',
  汽车: '辆',
  自行车: '辆',
  鞋: '双',
  筷子: '双',
  伞: '把',
  椅子: '把',
  信: '封',
  电影: '部',
  电脑: '台',
  树: '棵',
  花: '朵',
  马: '匹',
  牛: '头',
  山: '座',
  桥: '座',
  眼镜: '副',
};
const COUNTING = /[一二两三四五六七八九十几这那每哪\d]/u;
const DEGREE = /^(?:很|非常|太|真|特别|挺|十分|极|比较|更)/u;
/** Degree words that begin a quantity instead: "他的很多朋友". */
const QUANTITY = /^(?:很多|很少|太多|太少)/u;

/**
 * Chinese checks: a word written twice in a row (jieba keeps real reduplications such as 看看 or
 * 常常 as one word), 个 with nouns that take their own measure word, and 的 where 得 (after a verb,
 * before a degree complement) or 地 (after an adverbial, before a verb) belongs. Parts of speech
 * come from jieba's tagger.
 */
export function chineseIssues(text: string): DetectedIssue[] {
  const tagged = tagger().tag(text, true);
  const words: { word: string; tag: string; start: number; end: number }[] = [];
  let offset = 0;
  for (const { word, tag } of tagged) {
    words.push({ word, tag, start: offset, end: offset + word.length });
    offset += word.length;
  }
  const issues: DetectedIssue[] = [];
  const issue = (start: number, end: number, suggestion: string, word: string): DetectedIssue => ({
    code: 'GRAMMAR',
    category: 'GRAMMAR',
    severity: 'error',
    start,
    end,
    suggestion,
    params: { word },
  });
  for (const [index, current] of words.entries()) {
    const previous = words[index - 1];
    const next = words[index + 1];
    if (!/\p{Script=Han}/u.test(current.word)) continue;
    if (previous && previous.word === current.word && previous.end === current.start) {
      issues.push({
        ...issue(current.start, current.end, '', current.word),
        code: 'REPEATED_WORD',
        category: 'COHESION',
      });
      continue;
    }
    if (current.word === '的' && previous && next) {
      if (previous.tag.startsWith('v') && DEGREE.test(next.word) && !QUANTITY.test(next.word)) {
        issues.push(issue(current.start, current.end, '得', current.word));
        continue;
      }
      const adverbial = previous.tag === 'ad' || previous.tag === 'd' || previous.tag === 'z';
      if (adverbial && (next.tag === 'v' || next.tag === 'vn')) {
        issues.push(issue(current.start, current.end, '地', current.word));
      }
    }
  }
  // 个 before a noun with a measure word of its own: 一个书 → 一本书, 这个票 → 这张票.
  for (const match of text.matchAll(/个/gu)) {
    const at = match.index;
    if (!COUNTING.test(text.charAt(at - 1))) continue;
    const after = text.slice(at + 1, at + 4);
    const noun = Object.keys(MEASURE_WORDS)
      .filter((candidate) => after.startsWith(candidate))
      .sort((a, b) => b.length - a.length)[0];
    if (noun) issues.push(issue(at, at + 1, MEASURE_WORDS[noun] ?? '', '个'));
  }
  return issues;
}
