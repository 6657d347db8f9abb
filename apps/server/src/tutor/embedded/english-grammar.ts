import type { LintKind, LocalLinter } from 'harper.js';
import type { DetectedIssue } from './issue.ts';

/** Harper lint kinds that are grammar mistakes; spelling stays with Hunspell, style is left out. */
const GRAMMAR_KINDS = new Set<string>([
  'Agreement',
  'BoundaryError',
  'Eggcorn',
  'Grammar',
  'Malapropism',
  'Miscellaneous',
  'Nonstandard',
  'Usage',
  'WordOrder',
] satisfies LintKind[]);

let linter: Promise<LocalLinter> | undefined;

async function createLinter(): Promise<LocalLinter> {
  const [{ LocalLinter, Dialect }, { binary }] = await Promise.all([
    import('harper.js'),
    import('harper.js/binary'),
  ]);
  const instance = new LocalLinter({ binary, dialect: Dialect.American });
  await instance.setup();
  return instance;
}

/** One linter per process; a failed set-up is forgotten so that the next call tries again. */
function loadLinter(): Promise<LocalLinter> {
  return createLinter().catch((error: unknown) => {
    linter = undefined;
    throw error;
  });
}

/** Starts Harper's set-up (about 2 s and 250 MB) now, off the path of any request. */
export async function warmUpEnglishGrammar(): Promise<void> {
  linter ??= loadLinter();
  await (await linter).lint('Warm up.', { language: 'plaintext' });
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
