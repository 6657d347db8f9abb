import { guessLanguage } from '../text/language-id.ts';
import { warmUpEnglishGrammar } from './english-grammar.ts';
import { detectIssues } from './error-detection.ts';

/**
 * Loads the grader's slow parts before the first student needs them: Harper (1.5–3 s of
 * WebAssembly set-up), the language detector, and the given languages' dictionaries. Call it at
 * start-up without awaiting it; a grading that arrives first simply waits for the same load, which
 * happens once per process either way.
 */
export async function warmUpEmbeddedGrader(languages: string[] = []): Promise<void> {
  await Promise.all([
    warmUpEnglishGrammar(),
    guessLanguage('warm up'),
    ...languages.map((language) => detectIssues('…', language)),
  ]);
}
