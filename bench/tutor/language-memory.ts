/**
 * Prints the resident memory one language's grading resources add to a fresh process:
 * `node bench/tutor/language-memory.ts fr`. Run by grading.bench.ts for each language.
 */
import { gradeEmbedded } from '../../apps/server/src/tutor/embedded/embedded-grader.ts';
import type { ScenarioContext } from '../../apps/server/src/tutor/tutor.ts';
import { latencySamples } from './latency-samples.ts';

const language = process.argv[2] ?? 'es';
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
const text = latencySamples[language]?.[0] ?? 'Hola, ¿cómo estás? Quiero un café.';
const scenario = {
  language,
  level: 'B1',
  steps: [],
  vocabulary: [],
  rubrics: [],
  gradedCategories: [],
} as unknown as ScenarioContext;
const input = {
  scenario,
  currentStepIndex: 0,
  conversation: [],
  nativeLanguage: language === 'en' ? 'es' : 'en',
  interfaceLanguage: 'en',
  studentText: text,
};
globalThis.gc?.();
const before = process.memoryUsage().rss;
await gradeEmbedded(input);
// Background loads (a warmed-up English linter) finish within a few seconds.
await new Promise((resolveWait) => setTimeout(resolveWait, Number(process.env.SETTLE_MS ?? 3000)));
await gradeEmbedded(input);
const after = process.memoryUsage().rss;
console.log(
  `${language.padEnd(8)} +${megabytes(after - before).padStart(4)} MB (process ${megabytes(after)} MB)`,
);
