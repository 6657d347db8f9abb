/**
 * Measures the embedded grader on learner Spanish (COWS-L2H dev set, ../shared/data/cows-l2h):
 * error detection precision, recall and F0.5 at word level, per-message grading latency, and
 * resident memory per loaded language. Run with `npm run bench:tutor`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gradeEmbedded } from '../../apps/server/src/tutor/embedded/embedded-grader.ts';
import { detectIssues } from '../../apps/server/src/tutor/embedded/error-detection.ts';
import type { GradeInput, ScenarioContext } from '../../apps/server/src/tutor/tutor.ts';
import { keptWords, words } from './align.ts';

type Essay = { id: string; source: string; corrected: string };
type Counts = { truePositives: number; falsePositives: number; falseNegatives: number };

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataPath = resolve(repoRoot, '../shared/data/cows-l2h/dev.jsonl');

if (!existsSync(dataPath)) {
  console.log(
    `Skipped: ${dataPath} is not there (the benchmark data lives beside the repository).`,
  );
  process.exit(0);
}

const essays: Essay[] = readFileSync(dataPath, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Essay);
const limit = Number(process.env.BENCH_ESSAYS ?? essays.length);
const selected = essays.slice(0, limit);

function score(counts: Counts) {
  const precision =
    counts.truePositives / Math.max(1, counts.truePositives + counts.falsePositives);
  const recall = counts.truePositives / Math.max(1, counts.truePositives + counts.falseNegatives);
  const f05 =
    precision + recall === 0 ? 0 : (1.25 * precision * recall) / (0.25 * precision + recall);
  return { precision, recall, f05 };
}

const percent = (value: number) => (value * 100).toFixed(1);
const empty = (): Counts => ({ truePositives: 0, falsePositives: 0, falseNegatives: 0 });

const overall = empty();
const firstFourHundred = empty();
const withoutAdvice = empty();
const byCode = new Map<string, { hits: number; flags: number }>();
let sourceWords = 0;

for (const [index, essay] of selected.entries()) {
  const sourceTokens = words(essay.source);
  const kept = keptWords(
    sourceTokens.map((token) => token.text),
    words(essay.corrected).map((token) => token.text),
  );
  const issues = await detectIssues(essay.source, 'es', { suggestions: false });
  sourceWords += sourceTokens.length;
  for (const [position, token] of sourceTokens.entries()) {
    const isError = !kept[position];
    const issue = issues.find((found) => found.start < token.end && token.start < found.end);
    const counts = [overall, ...(index < 400 ? [firstFourHundred] : [])];
    for (const count of counts) {
      if (issue && isError) count.truePositives += 1;
      else if (issue) count.falsePositives += 1;
      else if (isError) count.falseNegatives += 1;
    }
    const error = issues.find(
      (found) => found.severity === 'error' && found.start < token.end && token.start < found.end,
    );
    if (error && isError) withoutAdvice.truePositives += 1;
    else if (error) withoutAdvice.falsePositives += 1;
    else if (isError) withoutAdvice.falseNegatives += 1;
    if (issue) {
      const entry = byCode.get(issue.code) ?? { hits: 0, flags: 0 };
      entry.flags += 1;
      if (isError) entry.hits += 1;
      byCode.set(issue.code, entry);
    }
  }
}

const result = score(overall);
console.log(`Essays: ${selected.length} (${sourceWords} words), data ${dataPath}`);
console.log(
  `Gold errors (source words changed or removed): ${overall.truePositives + overall.falseNegatives}`,
);
console.log('Per rule (flagged words that the correction changed / flagged words):');
for (const [code, entry] of [...byCode].sort((a, b) => b[1].flags - a[1].flags)) {
  console.log(
    `  ${code.padEnd(22)} ${String(entry.hits).padStart(6)} / ${String(entry.flags).padStart(6)}  precision ${percent(entry.hits / entry.flags)}`,
  );
}
if (selected.length >= 400) {
  const first = score(firstFourHundred);
  console.log(
    `First 400 essays: P ${percent(first.precision)} R ${percent(first.recall)} F0.5 ${percent(first.f05)}`,
  );
}
const strict = score(withoutAdvice);
console.log(
  `Errors only (without advice such as SUBJECT_PRONOUN): P ${percent(strict.precision)} R ${percent(strict.recall)} F0.5 ${percent(strict.f05)}`,
);

await measureLatency();
await measureMemory();

console.log(
  `All essays: Precision ${percent(result.precision)}  Recall ${percent(result.recall)}  F0.5 ${percent(result.f05)}`,
);
console.log(`F0.5 ${percent(result.f05)}`);

/** Full grading (detection, suggestions, vocabulary, language id, scores) of sentence-sized messages. */
async function measureLatency() {
  const messages = selected
    .flatMap((essay) => essay.source.split(/(?<=[.!?])\s+/))
    .filter((sentence) => sentence.split(/\s+/).length >= 3)
    .slice(0, Number(process.env.BENCH_MESSAGES ?? 500));
  const scenario: ScenarioContext = {
    language: 'es',
    level: 'B1',
    character: {
      name: 'Ana',
      role: 'profesora',
      personality: 'amable',
      voiceGender: 'FEMALE',
      voiceName: '',
    },
    studentRole: 'estudiante',
    studentGoal: 'Hablar de una persona famosa',
    openingMessage: '¿De quién quieres hablar?',
    steps: [
      {
        position: 1,
        title: 'Persona',
        goal: 'Describe a una persona',
        expectedPhrases: ['es'],
        scriptedLine: '¿Por qué?',
        scriptedLineTranslation: '',
      },
    ],
    vocabulary: [{ kind: 'WORD', text: 'famoso', translation: 'famous', required: true }],
    rubrics: [],
    gradedCategories: [],
  };
  const durations: number[] = [];
  for (const text of messages) {
    const input: GradeInput = {
      scenario,
      currentStepIndex: 0,
      conversation: [{ role: 'USER', text }],
      nativeLanguage: 'en',
      interfaceLanguage: 'en',
      studentText: text,
    };
    const started = performance.now();
    await gradeEmbedded(input);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  const at = (quantile: number) =>
    durations[Math.min(durations.length - 1, Math.floor(quantile * durations.length))] ?? 0;
  console.log(
    `Grading latency per message (${durations.length} sentences, Spanish, with suggestions): p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms`,
  );
}

/** Resident memory added by loading each language's resources, in the order they load. */
async function measureMemory() {
  const samples: [string, string, string][] = [
    ['es', 'Hola, ¿cómo estás?', 'Hunspell es (already loaded above) + eld'],
    ['fr', 'Bonjour, je voudrais un café.', 'Hunspell fr'],
    ['de', 'Ich möchte einen Kaffee.', 'Hunspell de'],
    ['en', 'She go to school.', 'Hunspell en + Harper'],
    ['zh-Hans', '我想要一杯咖啡。', 'jieba'],
    ['ar', 'أريد قهوة من فضلك', 'no dictionary'],
  ];
  const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(`Resident memory after the Spanish run: ${megabytes(process.memoryUsage().rss)} MB`);
  for (const [language, text, what] of samples) {
    const before = process.memoryUsage().rss;
    await detectIssues(text, language);
    const after = process.memoryUsage().rss;
    console.log(
      `  + ${language.padEnd(8)} ${megabytes(after - before).padStart(4)} MB  (${what}); total ${megabytes(after)} MB`,
    );
  }
}
