/**
 * Measures the embedded grader's error detection on learner text, each figure beside Hunspell
 * alone scored the same way:
 *
 * - Spanish essays (COWS-L2H dev set, ../shared/data/cows-l2h): the whole file, then each prompt on
 *   its own. The Spanish rules were first written looking at the first 700 essays, all on the
 *   "famous person" prompt, so the "vacation" figure is the one on essays they were not fitted to
 *   (tuned on famous → measured on vacation); "famous" is the other direction.
 * - English learner sentences (JFLEG dev, ../shared/data/jfleg-dev): a source word is an error when
 *   at least three of the four corrections changed or removed it.
 *
 * Then per-message grading latency per language and resident memory per loaded language. The last
 * line is `F0.5 <value>`, the Spanish whole-file figure. Run with `npm run bench:tutor`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gradeEmbedded } from '../../apps/server/src/tutor/embedded/embedded-grader.ts';
import { detectIssues } from '../../apps/server/src/tutor/embedded/error-detection.ts';
import { loadSpellchecker } from '../../apps/server/src/tutor/embedded/spellchecker.ts';
import { warmUpEmbeddedGrader } from '../../apps/server/src/tutor/embedded/warm-up.ts';
import type { GradeInput, ScenarioContext } from '../../apps/server/src/tutor/tutor.ts';
import { keptWords, type WordToken, words } from './align.ts';
import { type Detokenized, detokenize } from './detokenize.ts';
import { latencySamples } from './latency-samples.ts';

type Essay = { id: string; prompt: string; source: string; corrected: string };
type Counts = { truePositives: number; falsePositives: number; falseNegatives: number };
type Flag = { start: number; end: number; severity: 'error' | 'advice'; code: string };
type Detector = (text: string, language: string) => Promise<Flag[]>;
/**
 * A learner text with, for each of its words, whether it is an error. `graded` is the text the
 * grader reads when it differs from the labelled one, with each character's offset in `text`.
 */
type Sample = {
  text: string;
  tokens: WordToken[];
  isError: boolean[];
  graded?: Detokenized;
};

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dataRoot = resolve(repoRoot, '../shared/data');
const cowsPath = resolve(dataRoot, 'cows-l2h/dev.jsonl');
const jflegPath = resolve(dataRoot, 'jfleg-dev');

if (!existsSync(cowsPath)) {
  console.log(
    `Skipped: ${cowsPath} is not there (the benchmark data lives beside the repository).`,
  );
  process.exit(0);
}

const percent = (value: number) => (value * 100).toFixed(1);
const empty = (): Counts => ({ truePositives: 0, falsePositives: 0, falseNegatives: 0 });

function score(counts: Counts) {
  const precision =
    counts.truePositives / Math.max(1, counts.truePositives + counts.falsePositives);
  const recall = counts.truePositives / Math.max(1, counts.truePositives + counts.falseNegatives);
  const f05 =
    precision + recall === 0 ? 0 : (1.25 * precision * recall) / (0.25 * precision + recall);
  return { precision, recall, f05 };
}

const describe = (counts: Counts) => {
  const { precision, recall, f05 } = score(counts);
  return `P ${percent(precision).padStart(5)} R ${percent(recall).padStart(5)} F0.5 ${percent(f05).padStart(5)}`;
};

const grader: Detector = (text, language) => detectIssues(text, language, { suggestions: false });

/** Every lower-case word Hunspell does not know (capitalised words are mostly names), nothing else. */
const hunspellAlone: Detector = async (text, language) => {
  const speller = await loadSpellchecker(language);
  if (!speller) return [];
  return words(text)
    .filter(
      (token) =>
        !/\d/.test(token.text) &&
        token.text === token.text.toLowerCase() &&
        !speller.isCorrect(token.text),
    )
    .map((token) => ({ start: token.start, end: token.end, severity: 'error', code: 'SPELLING' }));
};

type Evaluation = { all: Counts; errorsOnly: Counts; byCode: Map<string, Counts> };

async function evaluate(samples: Sample[], language: string, detect: Detector) {
  const result: Evaluation = { all: empty(), errorsOnly: empty(), byCode: new Map() };
  const count = (counts: Counts, flagged: boolean, isError: boolean) => {
    if (flagged && isError) counts.truePositives += 1;
    else if (flagged) counts.falsePositives += 1;
    else if (isError) counts.falseNegatives += 1;
  };
  for (const sample of samples) {
    const flags = await flagsOn(sample, language, detect);
    for (const [position, token] of sample.tokens.entries()) {
      const isError = sample.isError[position] ?? false;
      const on = flags.filter((flag) => flag.start < token.end && token.start < flag.end);
      count(result.all, on.length > 0, isError);
      count(
        result.errorsOnly,
        on.some((flag) => flag.severity === 'error'),
        isError,
      );
      const first = on[0];
      if (first) {
        const entry = result.byCode.get(first.code) ?? empty();
        count(entry, true, isError);
        result.byCode.set(first.code, entry);
      }
    }
  }
  return result;
}

/** The detector's flags, on the labelled text's offsets. */
async function flagsOn(sample: Sample, language: string, detect: Detector): Promise<Flag[]> {
  const { graded } = sample;
  if (!graded) return detect(sample.text, language);
  const at = (offset: number) => graded.originalOffset[offset] ?? sample.text.length;
  return (await detect(graded.text, language)).map((flag) => ({
    ...flag,
    start: at(flag.start),
    end: at(Math.max(flag.start, flag.end - 1)) + 1,
  }));
}

function essaySample(essay: Essay): Sample {
  const tokens = words(essay.source);
  const kept = keptWords(
    tokens.map((token) => token.text),
    words(essay.corrected).map((token) => token.text),
  );
  return { text: essay.source, tokens, isError: kept.map((isKept) => !isKept) };
}

const essays: Essay[] = readFileSync(cowsPath, 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => JSON.parse(line) as Essay);
const selected = essays.slice(0, Number(process.env.BENCH_ESSAYS ?? essays.length));
const essaySamples = selected.map(essaySample);
const goldErrors = essaySamples.reduce(
  (sum, sample) => sum + sample.isError.filter(Boolean).length,
  0,
);
console.log(
  `Spanish essays: ${selected.length} (${essaySamples.reduce((sum, s) => sum + s.tokens.length, 0)} words, ${goldErrors} changed or removed by the corrector)`,
);

const spanish = await evaluate(essaySamples, 'es', grader);
const spanishHunspell = await evaluate(essaySamples, 'es', hunspellAlone);
console.log('Per rule (flagged words that the correction changed / flagged words):');
for (const [code, entry] of [...spanish.byCode].sort(
  (a, b) => b[1].truePositives + b[1].falsePositives - (a[1].truePositives + a[1].falsePositives),
)) {
  const flags = entry.truePositives + entry.falsePositives;
  console.log(
    `  ${code.padEnd(22)} ${String(entry.truePositives).padStart(6)} / ${String(flags).padStart(6)}  precision ${percent(entry.truePositives / flags)}`,
  );
}
console.log(`Spanish${' '.repeat(41)}grader                 errors only            Hunspell alone`);
const row = (label: string, own: Evaluation, hunspell: Evaluation) =>
  console.log(
    `  ${label.padEnd(46)}${describe(own.all)}  ${describe(own.errorsOnly)}  ${describe(hunspell.all)}`,
  );
row('whole file', spanish, spanishHunspell);
for (const [prompt, other] of [
  ['vacation', 'famous'],
  ['famous', 'vacation'],
] as const) {
  const samples = essaySamples.filter((_, index) => selected[index]?.prompt === prompt);
  if (samples.length === 0) continue;
  row(
    `tuned on ${other}, measured on ${prompt} (${samples.length})`,
    await evaluate(samples, 'es', grader),
    await evaluate(samples, 'es', hunspellAlone),
  );
}

// BENCH_SKIP=latency,memory,en skips parts while iterating on rules.
const skipped = new Set((process.env.BENCH_SKIP ?? '').split(','));
const jfleg = skipped.has('en') ? [] : jflegSamples();
if (jfleg.length > 0) {
  console.log(
    `English (JFLEG dev, ${jfleg.length} sentences, error = changed by ≥ 3 of 4 corrections)` +
      `${' '.repeat(4)}grader${' '.repeat(17)}errors only${' '.repeat(12)}Hunspell alone`,
  );
  const asTyped = jfleg.map((sample) => ({ ...sample, graded: detokenize(sample.text) }));
  for (const [label, samples] of [
    ["as typed (the tokeniser's spaces taken out)", asTyped],
    ['tokenised as distributed ("do n\'t like it ,")', jfleg],
  ] as const) {
    const english = await evaluate(samples, 'en', grader);
    const englishHunspell = await evaluate(samples, 'en', hunspellAlone);
    console.log(
      `  ${label.padEnd(58)}${describe(english.all)}  ${describe(english.errorsOnly)}  ${describe(englishHunspell.all)}`,
    );
  }
}

if (!skipped.has('latency')) await measureLatency();
if (!skipped.has('memory')) await measureMemory();

const overall = score(spanish.all);
console.log(
  `Spanish whole file: Precision ${percent(overall.precision)}  Recall ${percent(overall.recall)}  F0.5 ${percent(overall.f05)}`,
);
console.log(`F0.5 ${percent(overall.f05)}`);

/** JFLEG's tokenised sentences; a word is an error when three of the four references drop it. */
function jflegSamples(): Sample[] {
  const sourcePath = resolve(jflegPath, 'dev.src');
  if (!existsSync(sourcePath)) return [];
  const lines = (file: string) => readFileSync(resolve(jflegPath, file), 'utf8').split('\n');
  const sources = lines('dev.src');
  const references = [0, 1, 2, 3].map((index) => lines(`dev.ref${index}`));
  const samples: Sample[] = [];
  const limit = Number(process.env.BENCH_SENTENCES ?? sources.length);
  for (const [index, source] of sources.slice(0, limit).entries()) {
    if (source.trim() === '') continue;
    const tokens = words(source);
    const changed = new Array<number>(tokens.length).fill(0);
    for (const reference of references) {
      const kept = keptWords(
        tokens.map((token) => token.text),
        words(reference[index] ?? '').map((token) => token.text),
      );
      for (const [position, isKept] of kept.entries())
        if (!isKept) changed[position] = (changed[position] ?? 0) + 1;
    }
    samples.push({ text: source, tokens, isError: changed.map((count) => count >= 3) });
  }
  return samples;
}

/** Full grading (detection, suggestions, vocabulary, language id, scores) of one message. */
async function measureLatency() {
  const spanishMessages = selected
    .flatMap((essay) => essay.source.split(/(?<=[.!?])\s+/))
    .filter((sentence) => sentence.split(/\s+/).length >= 3)
    .slice(0, Number(process.env.BENCH_MESSAGES ?? 500));
  const englishMessages = jfleg.map((sample) => detokenize(sample.text).text).slice(0, 300);
  const perLanguage: [string, string[]][] = [
    ['es', spanishMessages],
    ['en', englishMessages],
    ...Object.entries(latencySamples).filter(
      ([language]) => language !== 'es' && language !== 'en',
    ),
  ];
  console.log('Grading latency per message (full grading with suggestions, after a warm-up):');
  for (const [language, messages] of perLanguage) {
    if (messages.length === 0) continue;
    const scenario = scenarioIn(language);
    const grade = (text: string) => gradeEmbedded(gradeInput(scenario, text));
    // As a server does at start-up (createTutor's warmUpLanguages).
    await warmUpEmbeddedGrader([language]);
    await grade(messages[0] ?? '');
    const durations: number[] = [];
    // CPU time of the process while grading one message: on a loaded machine the wall time's
    // tail is mostly waiting for a core, which CPU time leaves out.
    const cpuTimes: number[] = [];
    // One pass: a repeated message would find its suggestions memoised and hide their cost.
    for (const text of messages) {
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      await grade(text);
      const cpu = process.cpuUsage(cpuStarted);
      durations.push(performance.now() - started);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
    }
    const at = (values: number[], quantile: number) =>
      [...values].sort((a, b) => a - b)[
        Math.min(values.length - 1, Math.floor(quantile * values.length))
      ] ?? 0;
    console.log(
      `  ${language.padEnd(8)} ${String(messages.length).padStart(4)} messages: p50 ${at(durations, 0.5).toFixed(1)} ms, p99 ${at(durations, 0.99).toFixed(1)} ms` +
        `   CPU time p50 ${at(cpuTimes, 0.5).toFixed(1)} ms, p99 ${at(cpuTimes, 0.99).toFixed(1)} ms`,
    );
  }
}

function scenarioIn(language: string): ScenarioContext {
  return {
    language,
    level: 'B1',
    character: { name: 'Ana', role: '', personality: '', voiceGender: 'FEMALE', voiceName: '' },
    studentRole: '',
    studentGoal: '',
    openingMessage: '',
    steps: [
      {
        position: 1,
        title: '',
        goal: '',
        expectedPhrases: [],
        scriptedLine: '',
        scriptedLineTranslation: '',
      },
    ],
    vocabulary: [],
    rubrics: [],
    gradedCategories: [],
  };
}

function gradeInput(scenario: ScenarioContext, text: string): GradeInput {
  return {
    scenario,
    currentStepIndex: 0,
    conversation: [{ role: 'USER', text }],
    nativeLanguage: scenario.language === 'en' ? 'es' : 'en',
    interfaceLanguage: 'en',
    studentText: text,
  };
}

/** Resident memory after loading each language, measured in a fresh process per language. */
async function measureMemory() {
  console.log(
    `Resident memory of this process after all of the above: ${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`,
  );
  const { execFileSync } = await import('node:child_process');
  const script = resolve(dirname(fileURLToPath(import.meta.url)), 'language-memory.ts');
  console.log('Resident memory per language, each loaded alone in a fresh process:');
  for (const language of ['es', 'en', 'fr', 'de', 'ar', 'zh-Hans']) {
    const output = execFileSync(process.execPath, [script, language], { encoding: 'utf8' });
    console.log(`  ${output.trim()}`);
  }
}
