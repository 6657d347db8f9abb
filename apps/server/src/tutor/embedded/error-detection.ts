import { baseLanguage, foldWord, isCapitalized } from '../text/fold.ts';
import type { Token } from '../text/tokenize.ts';
import { tokenize } from '../text/tokenize.ts';
import { arabicIssues } from './arabic-rules.ts';
import { chineseIssues } from './chinese-rules.ts';
import { isDerivedWord } from './derivation.ts';
import { englishGrammarIssues } from './english-grammar.ts';
import { frenchIssues } from './french-rules.ts';
import { germanIssues } from './german-rules.ts';
import type { DetectedIssue } from './issue.ts';
import { spanishIssues } from './spanish-rules.ts';
import type { Spellchecker } from './spellchecker.ts';
import { ACCENTS, loadSpellchecker } from './spellchecker.ts';

/**
 * Misspelt words per message that get a suggested correction (a search of about a thousand
 * dictionary lookups each); the rest are flagged with "check the spelling". Bounds the time of a
 * message full of misspellings, the same way every time.
 */
const MAX_SUGGESTION_SEARCHES = 4;
const EMPHATIC_REPEATS = new Set(['muy', 'very', 'très', 'sehr', 'molto']);
const CASELESS_LANGUAGES = new Set(['ar', 'zh', 'ja', 'ko', 'he', 'fa', 'th', 'hi']);

export type DetectionOptions = {
  /** Hunspell suggestions cost milliseconds each; the benchmark of detection alone skips them. */
  suggestions?: boolean;
};

/** Finds mistakes in a student's text in the given language, sorted by position. */
export async function detectIssues(
  text: string,
  language: string,
  options: DetectionOptions = {},
): Promise<DetectedIssue[]> {
  const base = baseLanguage(language);
  const tokens = tokenize(text, base);
  const speller = await loadSpellchecker(base);
  const issues: DetectedIssue[] = [];
  if (speller) issues.push(...spellingIssues(text, tokens, speller, base, options));
  issues.push(...repeatedWordIssues(tokens, text));
  if (!CASELESS_LANGUAGES.has(base)) issues.push(...capitalizationIssues(tokens, text));
  if (base === 'es' && speller) issues.push(...spanishIssues(text, tokens, speller));
  if (base === 'fr' && speller) issues.push(...(await frenchIssues(text, tokens, speller)));
  if (base === 'de' && speller) issues.push(...germanIssues(text, tokens, speller));
  if (base === 'zh') issues.push(...chineseIssues(text));
  if (base === 'ar') issues.push(...(await arabicIssues(tokens)));
  if (base === 'en') issues.push(...(await englishGrammarIssues(text)));
  return mergeOverlapping(issues);
}

function spellingIssues(
  text: string,
  tokens: Token[],
  speller: Spellchecker,
  language: string,
  options: DetectionOptions,
): DetectedIssue[] {
  const issues: DetectedIssue[] = [];
  const quoted = quotedRanges(text);
  const namesInText = new Set(
    tokens
      .filter((token) => !token.sentenceStart && isCapitalized(token.text))
      .map((token) => token.text),
  );
  let searched = 0;
  for (const [index, token] of tokens.entries()) {
    const word = token.text;
    if (/\d/.test(word) || word.length < 2 || word === word.toUpperCase()) continue;
    if (quoted.some(([start, end]) => token.start >= start && token.end <= end)) continue;
    if (speller.isCorrect(word) || isDerivedWord(word, language, speller)) continue;
    if (isCapitalized(word)) {
      const issue = capitalizedWordIssue(tokens, index, speller, namesInText, language);
      if (issue) issues.push(issue);
      continue;
    }
    if (isInsideName(tokens, index)) continue;
    if (!options.suggestions || searched >= MAX_SUGGESTION_SEARCHES) {
      issues.push(issueAt(token, 'SPELLING', 'VOCABULARY', null));
      continue;
    }
    searched += 1;
    const candidates = rankSuggestions(word, speller.quickSuggest(word));
    const accented = candidates.find((candidate) => foldWord(candidate) === foldWord(word));
    if (accented) issues.push(issueAt(token, 'MISSING_ACCENT', 'VOCABULARY', accented));
    else issues.push(issueAt(token, 'SPELLING', 'VOCABULARY', candidates[0] ?? null));
  }
  return issues;
}

/**
 * A capitalised unknown word is most often a name. It is flagged when an accent fixes it
 * ("Japon" → "Japón"), or at a sentence start when it is a common word one letter away and the
 * text does not use it as a name elsewhere ("Tambien", "Despues").
 */
function capitalizedWordIssue(
  tokens: Token[],
  index: number,
  speller: Spellchecker,
  namesInText: Set<string>,
  language: string,
): DetectedIssue | null {
  const token = tokens[index] as Token;
  const word = token.text;
  // In a run of capitalised words ("Selena Gomez") the spelling is the person's own.
  const inNameRun = isInNameRun(tokens, index, speller);
  const accented = inNameRun ? undefined : accentedForm(word, speller);
  if (accented) return issueAt(token, 'MISSING_ACCENT', 'VOCABULARY', accented);
  // German capitalises every noun, so a capitalised word there is checked like any other.
  const checkLikeCommonWord = language === 'de' && !inNameRun;
  if (!checkLikeCommonWord && (!token.sentenceStart || namesInText.has(word))) return null;
  // The full search only here: a text full of names and titles would otherwise pay it per name.
  const candidates = rankSuggestions(word, speller.quickSuggest(word));
  const first = candidates[0];
  if (
    !first ||
    !speller.isCorrect(checkLikeCommonWord ? first : first.toLowerCase()) ||
    editDistance(foldWord(first), foldWord(word)) > 1
  ) {
    return null;
  }
  return issueAt(token, 'SPELLING', 'VOCABULARY', first);
}

/** The word with one letter accented, when the dictionary knows that form ("Japon" → "Japón"). */
function accentedForm(word: string, speller: Spellchecker): string | undefined {
  for (let index = 0; index < word.length; index += 1) {
    const letter = word.charAt(index);
    for (const accented of ACCENTS[letter.toLowerCase()] ?? []) {
      const replacement = letter === letter.toLowerCase() ? accented : accented.toUpperCase();
      const candidate = word.slice(0, index) + replacement + word.slice(index + 1);
      if (speller.isCorrect(candidate)) return candidate;
    }
  }
  return undefined;
}

function isInNameRun(tokens: Token[], index: number, speller: Spellchecker): boolean {
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  // A first name opening the sentence ("Michael Jordan fue…") is no common word in lower case.
  const nameBefore =
    !!before &&
    before.sentence === tokens[index]?.sentence &&
    isCapitalized(before.text) &&
    (!before.sentenceStart || !speller.isCorrect(before.text.toLowerCase()));
  return (
    nameBefore ||
    (!!after && after.sentence === tokens[index]?.sentence && isCapitalized(after.text))
  );
}

/** A lowercase word between capitalised ones is part of a title: "Charlie and the Chocolate Factory". */
function isInsideName(tokens: Token[], index: number): boolean {
  const before = tokens[index - 1];
  const after = tokens[index + 1];
  return (
    !!before &&
    !!after &&
    isCapitalized(before.text) &&
    isCapitalized(after.text) &&
    !before.sentenceStart
  );
}

/** Quoted passages are titles and citations, often in another language. */
function quotedRanges(text: string): [number, number][] {
  return [...text.matchAll(/["“«‘][^"”»’\n]{1,80}["”»’]/g)].map((match) => [
    match.index,
    match.index + match[0].length,
  ]);
}

/**
 * Hunspell's order, re-ranked by edit distance (ties keep Hunspell's order) and keeping the
 * word's case: "kallt" → "kalt" before "lallt".
 */
export function rankSuggestions(word: string, candidates: string[]): string[] {
  const sameCase = (candidate: string) => isCapitalized(candidate) === isCapitalized(word);
  return candidates
    .map((candidate, order) => ({
      candidate,
      order,
      cost: suggestionCost(foldWord(word), foldWord(candidate)) + (sameCase(candidate) ? 0 : 0.5),
    }))
    .sort((a, b) => a.cost - b.cost || a.order - b.order)
    .map(({ candidate }) => candidate);
}

/**
 * Edit distance with swapped neighbours counting one ("tabel" → "table"), a doubled or undoubled
 * letter counting half ("kallt" → "kalt") and a different first letter, which learners seldom get
 * wrong, half more.
 */
function suggestionCost(word: string, candidate: string): number {
  const undoubled = (text: string) => text.replace(/(.)\1/g, '$1');
  let cost = transpositionDistance(word, candidate);
  if (undoubled(word) === undoubled(candidate)) cost -= 0.5;
  if (word.charAt(0) !== candidate.charAt(0)) cost += 0.5;
  return cost;
}

function transpositionDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const row = rows[i] as number[];
      const above = rows[i - 1] as number[];
      const same = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + same,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j] as number, ((rows[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (rows[a.length] as number[])[b.length] as number;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(
        Math.min(substitution, (previous[j] as number) + 1, (current[j - 1] as number) + 1),
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}

function repeatedWordIssues(tokens: Token[], text: string): DetectedIssue[] {
  const issues: DetectedIssue[] = [];
  for (let index = 1; index < tokens.length; index += 1) {
    const previous = tokens[index - 1] as Token;
    const token = tokens[index] as Token;
    const gap = text.slice(previous.end, token.start);
    // Names and titles repeat ("Waka Waka", "La La Land"), and so do digits ("5 5 seconds");
    // "muy muy", "very very" are accepted emphasis.
    const repeatedLowercase =
      previous.text === token.text &&
      !/[\p{Lu}\d]/u.test(token.text) &&
      !EMPHATIC_REPEATS.has(token.text);
    if (repeatedLowercase && /^[ \t]+$/.test(gap)) {
      issues.push({
        code: 'REPEATED_WORD',
        category: 'COHESION',
        severity: 'error',
        start: token.start,
        end: token.end,
        suggestion: '',
        params: { word: token.text },
      });
    }
  }
  return issues;
}

function capitalizationIssues(tokens: Token[], text: string): DetectedIssue[] {
  const issues: DetectedIssue[] = [];
  for (let index = 1; index < tokens.length; index += 1) {
    const token = tokens[index] as Token;
    const previous = tokens[index - 1] as Token;
    const gap = text.slice(previous.end, token.start);
    // After ". " only: a line break, "..." or an abbreviation does not always start a sentence.
    if (!/^[.!?]\s+$/.test(gap) || previous.text.length < 3) continue;
    if (!/^\p{Ll}/u.test(token.text)) continue;
    issues.push(
      issueAt(
        token,
        'CAPITALIZATION',
        'GRAMMAR',
        token.text.charAt(0).toUpperCase() + token.text.slice(1),
      ),
    );
  }
  return issues;
}

function issueAt(
  token: Token,
  code: DetectedIssue['code'],
  category: DetectedIssue['category'],
  suggestion: string | null,
): DetectedIssue {
  return {
    code,
    category,
    severity: 'error',
    start: token.start,
    end: token.end,
    suggestion,
    params: { word: token.text },
  };
}

/** Keeps the first of overlapping issues, so one word gets one message. */
function mergeOverlapping(issues: DetectedIssue[]): DetectedIssue[] {
  const sorted = [...issues].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: DetectedIssue[] = [];
  for (const issue of sorted) {
    const last = kept.at(-1);
    if (last && issue.start < last.end) continue;
    kept.push(issue);
  }
  return kept;
}
