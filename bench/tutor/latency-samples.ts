/**
 * Messages for the per-language latency and memory figures beyond the Spanish and English data:
 * the learner sentences of the grader's tests, with and without errors.
 */
import { arabicSentences } from '../../apps/server/src/tutor/embedded/learner-sentences/ar.ts';
import { germanSentences } from '../../apps/server/src/tutor/embedded/learner-sentences/de.ts';
import { frenchSentences } from '../../apps/server/src/tutor/embedded/learner-sentences/fr.ts';
import type { LearnerSentences } from '../../apps/server/src/tutor/embedded/learner-sentences/types.ts';
import { chineseSentences } from '../../apps/server/src/tutor/embedded/learner-sentences/zh.ts';

const plain = (sentences: LearnerSentences) =>
  [...sentences.withErrors, ...sentences.correct].map((sentence) => sentence.replace(/[[\]]/g, ''));

export const latencySamples: Record<string, string[]> = {
  es: ['Hola, ¿cómo estás? Quiero un café con leche, por favor.'],
  en: ['She go to school every day and she like her teacher.'],
  fr: plain(frenchSentences),
  de: plain(germanSentences),
  ar: plain(arabicSentences),
  'zh-Hans': plain(chineseSentences),
};
