import { isNativeLanguageUse } from '../text/language-id.ts';
import type { Token } from '../text/tokenize.ts';
import { tokenize } from '../text/tokenize.ts';
import type { ReplyInput, ScenarioStep } from '../tutor.ts';
import { findPhrase } from './phrase-matching.ts';

/** Words an answer needs to complete a step that lists no expected phrases. */
export const MIN_WORDS_FOR_OPEN_STEP = 2;

/**
 * A step is achieved when the message contains one of its expected phrases (stems in order,
 * inflection- and accent-tolerant); a step without expected phrases accepts any answer of at
 * least two words in the target language. Past the last step there is nothing left to achieve.
 */
export function isStepAchieved(
  step: ScenarioStep | undefined,
  text: string,
  tokens: Token[],
  language: string,
  writtenInTargetLanguage: boolean,
): boolean {
  if (!step) return true;
  if (!writtenInTargetLanguage) return false;
  const phrases = step.expectedPhrases.filter((phrase) => phrase.trim() !== '');
  if (phrases.length === 0) return tokens.length >= MIN_WORDS_FOR_OPEN_STEP;
  return phrases.some((phrase) => findPhrase(phrase, text, language, tokens) !== null);
}

export function orderedSteps(steps: ScenarioStep[]): ScenarioStep[] {
  return [...steps].sort((a, b) => a.position - b.position);
}

export type StepTransition = {
  /** The step the student was working on. */
  current: number;
  achieved: boolean;
  /** The step the student works on after the character's turn. */
  next: number;
  /** The character's turn closes the conversation. */
  finished: boolean;
};

/** Where the conversation goes after the student's latest message (see the README for the rule). */
export async function decideTransition(input: ReplyInput): Promise<StepTransition> {
  const steps = orderedSteps(input.scenario.steps);
  const current = input.currentStepIndex;
  if (current >= steps.length)
    return { current, achieved: true, next: steps.length, finished: true };
  const achieved = input.stepAchieved ?? (await lastTurnAchievesStep(input));
  const next = achieved ? current + 1 : current;
  return { current, achieved, next, finished: next >= steps.length };
}

async function lastTurnAchievesStep(input: ReplyInput): Promise<boolean> {
  const last = input.conversation.findLast((turn) => turn.role === 'USER');
  if (!last) return false;
  const { scenario } = input;
  const tokens = tokenize(last.text, scenario.language);
  const native = await isNativeLanguageUse(
    last.text,
    tokens.length,
    input.nativeLanguage,
    scenario.language,
  );
  const step = orderedSteps(scenario.steps)[input.currentStepIndex];
  return isStepAchieved(step, last.text, tokens, scenario.language, !native);
}
