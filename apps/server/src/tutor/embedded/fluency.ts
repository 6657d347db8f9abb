import { matchLocale } from '../../platform/locales.ts';
import { baseLanguage } from '../text/fold.ts';
import type { Token } from '../text/tokenize.ts';
import type { CefrLevel, SpeechPauses, SpeechSegment } from '../tutor.ts';

/** Words a message at each level is expected to reach; shorter answers lose fluency points. */
export const EXPECTED_WORDS_BY_LEVEL: Record<CefrLevel, number> = {
  A1: 3,
  A2: 5,
  B1: 8,
  B2: 12,
  C1: 15,
  C2: 18,
};

/** Spoken words per minute that sound fluent for a learner at each level. */
export const FLUENT_WORDS_PER_MINUTE_BY_LEVEL: Record<CefrLevel, number> = {
  A1: 50,
  A2: 70,
  B1: 90,
  B2: 110,
  C1: 130,
  C2: 140,
};

/** A silence this long inside an answer breaks its flow; each one costs fluency points. */
export const LONG_PAUSE_SECONDS = 2;
const LONG_PAUSE_PENALTY = 10;
const MAX_PAUSE_PENALTY = 30;

export type FluencyAssessment = {
  score: number;
  wordsPerMinute: number | null;
  tooShort: boolean;
  slow: boolean;
  /** Pauses of LONG_PAUSE_SECONDS or more, when the recording's pauses are known. */
  longPauses: number;
};

/** The pauses between timed stretches of speech: gaps of a second or more. */
export function pausesBetween(segments: readonly SpeechSegment[]): SpeechPauses {
  const ordered = [...segments].sort((a, b) => a.start - b.start);
  const gaps = ordered.slice(1).map((segment, index) => segment.start - (ordered[index]?.end ?? 0));
  const pauses = gaps.filter((gap) => gap >= 1);
  return {
    count: pauses.length,
    longestSeconds: Math.round(Math.max(0, ...pauses) * 10) / 10,
  };
}

export function assessFluency(
  wordCount: number,
  level: CefrLevel,
  audioDurationSeconds: number | undefined,
  pauses?: SpeechPauses,
): FluencyAssessment {
  const base = assessPace(wordCount, level, audioDurationSeconds);
  const longPauses = pauses && pauses.longestSeconds >= LONG_PAUSE_SECONDS ? pauses.count : 0;
  const penalty = Math.min(MAX_PAUSE_PENALTY, LONG_PAUSE_PENALTY * longPauses);
  return { ...base, score: Math.max(0, base.score - penalty), longPauses };
}

function assessPace(
  wordCount: number,
  level: CefrLevel,
  audioDurationSeconds: number | undefined,
): Omit<FluencyAssessment, 'longPauses'> {
  const expectedWords = EXPECTED_WORDS_BY_LEVEL[level];
  const lengthScore = Math.min(1, wordCount / expectedWords);
  if (audioDurationSeconds === undefined || audioDurationSeconds <= 0) {
    return {
      score: Math.round(lengthScore * 100),
      wordsPerMinute: null,
      tooShort: lengthScore < 1,
      slow: false,
    };
  }
  const wordsPerMinute = Math.round((wordCount / audioDurationSeconds) * 60);
  const speedScore = Math.min(1, wordsPerMinute / FLUENT_WORDS_PER_MINUTE_BY_LEVEL[level]);
  return {
    score: Math.round(((lengthScore + speedScore) / 2) * 100),
    wordsPerMinute,
    tooShort: lengthScore < 1,
    slow: speedScore < 0.6,
  };
}

/**
 * Connectives that tie clauses and ideas together, per language (single words or phrases). The
 * first three of each, "and", "but" and "because", are the examples the cohesion advice gives.
 * Chinese written in Traditional characters has its own list.
 */
const CONNECTIVES: Record<string, string[]> = {
  en: [
    'and',
    'but',
    'because',
    'so',
    'then',
    'also',
    'however',
    'although',
    'when',
    'while',
    'if',
    'first',
    'finally',
    'after',
    'before',
    'or',
    'since',
    'therefore',
  ],
  es: [
    'y',
    'pero',
    'porque',
    'e',
    'entonces',
    'también',
    'además',
    'sin embargo',
    'aunque',
    'cuando',
    'mientras',
    'si',
    'primero',
    'luego',
    'después',
    'finalmente',
    'o',
    'pues',
    'así que',
    'por eso',
  ],
  fr: [
    'et',
    'mais',
    'parce que',
    'donc',
    'alors',
    'aussi',
    'cependant',
    'bien que',
    'quand',
    'pendant que',
    // Before a vowel: "parce qu'il", "bien qu'elle".
    "parce qu'",
    "bien qu'",
    "pendant qu'",
    'si',
    "d'abord",
    'ensuite',
    'puis',
    'enfin',
    'ou',
    'car',
    'pourtant',
  ],
  de: [
    'und',
    'aber',
    'weil',
    'also',
    'dann',
    'auch',
    'jedoch',
    'obwohl',
    'wenn',
    'als',
    'während',
    'zuerst',
    'danach',
    'schließlich',
    'oder',
    'denn',
    'deshalb',
    'trotzdem',
  ],
  it: [
    'e',
    'ma',
    'perché',
    'quindi',
    'allora',
    'anche',
    'però',
    'sebbene',
    'quando',
    'mentre',
    'se',
    'poi',
    'infine',
    'o',
    'dopo',
  ],
  pt: [
    'e',
    'mas',
    'porque',
    'então',
    'também',
    'porém',
    'embora',
    'quando',
    'enquanto',
    'se',
    'depois',
    'finalmente',
    'ou',
    'pois',
  ],
  ar: [
    'و',
    'لكن',
    'لأن',
    'ثم',
    'أيضا',
    'أيضاً',
    'لذلك',
    'عندما',
    'إذا',
    'أو',
    'بعد',
    'قبل',
    'بينما',
    'مع ذلك',
  ],
  zh: [
    '和',
    '但是',
    '因为',
    '可是',
    '所以',
    '然后',
    '也',
    '而且',
    '虽然',
    '如果',
    '或者',
    '还是',
    '不过',
    '最后',
    '首先',
  ],
  'zh-Hant': [
    '和',
    '但是',
    '因為',
    '可是',
    '所以',
    '然後',
    '也',
    '而且',
    '雖然',
    '如果',
    '或者',
    '還是',
    '不過',
    '最後',
    '首先',
  ],
};

/** The connectives of a language, or undefined where they are not known. */
function connectivesOf(language: string): string[] | undefined {
  const base = baseLanguage(language);
  // zh-Hant, zh-TW, zh-HK: no Simplified locale matches them.
  if (base === 'zh' && matchLocale(language) === null) return CONNECTIVES['zh-Hant'];
  return CONNECTIVES[base];
}

export type CohesionAssessment = {
  /** Null where the language's connectives are not known: cohesion is then not assessed. */
  score: number | null;
  connectivesUsed: string[];
  fewConnectives: boolean;
  /** "and", "but" and "because" in the language, for the advice to link ideas. */
  examples: string[];
};

/**
 * Cohesion from connectives: a one-clause answer needs none; longer answers (more than the
 * level's expected length) should link their ideas with at least one connective. In a language
 * whose connectives are not known, nothing is assessed: counting none there would tell every
 * student to link their ideas and mark them down for it.
 */
export function assessCohesion(
  text: string,
  tokens: Token[],
  language: string,
  level: CefrLevel,
): CohesionAssessment {
  const base = baseLanguage(language);
  const connectives = connectivesOf(language);
  if (!connectives)
    return { score: null, connectivesUsed: [], fewConnectives: false, examples: [] };
  // Typed apostrophes vary: "d’abord" is "d'abord".
  const fold = (value: string) => value.toLowerCase().replaceAll('’', "'");
  const words = new Set(tokens.map((token) => fold(token.text)));
  // Arabic attaches "و" (and) to the next word.
  const arabicAttached =
    base === 'ar' ? tokens.filter((token) => /^و\p{L}{3,}/u.test(token.text)).length : 0;
  const lowerText = ` ${fold(text)} `;
  const used = connectives.filter((connective) =>
    connective.includes(' ') || base === 'zh'
      ? lowerText.includes(connective)
      : words.has(connective),
  );
  if (arabicAttached > 0 && !used.includes('و')) used.push('و');
  const needed = tokens.length > EXPECTED_WORDS_BY_LEVEL[level] ? 1 : 0;
  const score = needed === 0 ? 100 : Math.min(100, 60 + used.length * 20);
  return {
    score,
    connectivesUsed: used,
    fewConnectives: needed > 0 && used.length === 0,
    examples: connectives.slice(0, 3),
  };
}
