import type { LintKind, LocalLinter } from 'harper.js';
import type { DetectedIssue } from './issue.ts';

/**
 * Harper lint kinds that are mistakes; style, readability and formatting are left out. Harper's
 * own spell check is switched off (below), so its "Spelling" kind is only its rules for split or
 * garbled words ("dis agree").
 */
const GRAMMAR_KINDS = new Set<string>([
  'Agreement',
  'BoundaryError',
  'Eggcorn',
  'Grammar',
  'Malapropism',
  'Miscellaneous',
  'Nonstandard',
  'Spelling',
  'Typo',
  'Usage',
  'WordChoice',
  'WordOrder',
] satisfies LintKind[]);

/**
 * Rules switched off. SpellCheck: Hunspell checks spelling, and Harper's search for suggestions
 * was most of its time on misspelt sentences (seconds on the worst). The others flag correct
 * learner English more often than not ("MergeWords" wants "everyday" for "every day") or only
 * style, whose lints are dropped anyway.
 */
const RULES_OFF = [
  'SpellCheck',
  'MergeWords',
  'CompoundNouns',
  'MissingTo',
  'MissingPreposition',
  'AllowTo',
  'NationalCapitals',
  'LongSentences',
  'DiscourseMarkers',
];

let linter: Promise<LocalLinter> | undefined;

async function createLinter(): Promise<LocalLinter> {
  const [{ LocalLinter, Dialect }, { binary }] = await Promise.all([
    import('harper.js'),
    import('harper.js/binary'),
  ]);
  const instance = new LocalLinter({ binary, dialect: Dialect.American });
  await instance.setup();
  const config = await instance.getLintConfig();
  await instance.setLintConfig({
    ...config,
    ...Object.fromEntries(RULES_OFF.map((rule) => [rule, false])),
  });
  return instance;
}

/** One linter per process; a failed set-up is forgotten so that the next call tries again. */
function loadLinter(): Promise<LocalLinter> {
  return createLinter().catch((error: unknown) => {
    linter = undefined;
    throw error;
  });
}

/**
 * Ordinary learner English, mistakes included, for the warm-up: the engine compiles Harper's
 * WebAssembly in tiers, and the first sentences it lints run its slow first tier.
 */
const WARM_UP_TEXT = [
  'My name is Ana and I am studying English at the university since two years.',
  'Yesterday we goes to the museum, because my teacher said it is a interesting place.',
  "I think people should to travel more; they don't know how different other countries are.",
  'In my opinion the most important thing for students are to read every day and ask questions.',
  'When I was a child, I lived in a small town near the sea with my parents and my brother.',
];

/** Starts Harper's set-up (about 2 s and 250 MB) and warms it now, off the path of any request. */
export async function warmUpEnglishGrammar(): Promise<void> {
  linter ??= loadLinter();
  const instance = await linter;
  for (let round = 0; round < 3; round += 1) {
    for (const sentence of WARM_UP_TEXT) await instance.lint(sentence, { language: 'plaintext' });
  }
}

/** English grammar from Harper (loaded on first use or by the warm-up, then cached). */
export async function englishGrammarIssues(text: string): Promise<DetectedIssue[]> {
  linter ??= loadLinter();
  const lints = await (await linter).lint(text, { language: 'plaintext' });
  const issues: DetectedIssue[] = [];
  for (const lint of lints) {
    const kind = lint.lint_kind();
    const isCapitalization = kind === 'Capitalization';
    if (!GRAMMAR_KINDS.has(kind) && !isCapitalization) continue;
    const span = lint.span();
    const suggestion = lint.suggestions()[0];
    issues.push({
      code: isCapitalization ? 'CAPITALIZATION' : 'GRAMMAR',
      category: 'GRAMMAR',
      severity: 'error',
      start: span.start,
      end: span.end,
      suggestion: suggestion ? applyHarperSuggestion(lint.get_problem_text(), suggestion) : null,
      params: { word: lint.get_problem_text() },
    });
  }
  return issues;
}

function applyHarperSuggestion(
  problem: string,
  suggestion: { kind(): number; get_replacement_text(): string },
): string {
  // SuggestionKind: 0 replace, 1 remove, 2 insert after.
  const kind = suggestion.kind();
  if (kind === 1) return '';
  if (kind === 2) return `${problem}${suggestion.get_replacement_text()}`;
  return suggestion.get_replacement_text();
}
