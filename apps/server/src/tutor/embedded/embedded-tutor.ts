import type { ReplyInput, ReplyResult, ReplyStream, Tutor, TutorTurnInput } from '../tutor.ts';
import { gradeEmbedded } from './embedded-grader.ts';
import { findPhrase } from './phrase-matching.ts';
import { closingLine, repromptLine } from './scripted-lines.ts';
import { decideTransition, orderedSteps } from './step-progress.ts';

const SPEECH_IN_BROWSER =
  'The embedded tutor has no speech engine: speech recognition and synthesis run in the browser (Web Speech API).';
const MAX_SUGGESTIONS = 3;

/** The offline tutor: follows the scenario's scripted lines and grades with local checks. */
export function createEmbeddedTutor(): Tutor {
  return {
    backend: 'embedded',
    reply: (input) => streamText(embeddedReply(input)),
    grade: gradeEmbedded,
    suggest: async (input) => ({
      suggestions: embeddedSuggestions(input),
      note: null,
      tokensUsed: null,
    }),
    async translate({ text, scenario }) {
      const known = scenario ? knownTranslation(text, scenario) : null;
      return known
        ? { text: known, note: null, tokensUsed: null }
        : {
            text: null,
            note: 'The embedded tutor translates only what the teacher wrote: scripted lines and vocabulary.',
            tokensUsed: null,
          };
    },
    transcribe: async () => ({ supported: false, reason: SPEECH_IN_BROWSER }),
    speak: async () => ({ supported: false, reason: SPEECH_IN_BROWSER }),
  };
}

/**
 * The character's next turn. The opening message leads into step 0; each step's scripted line is
 * the character's line that opens that step. When the student achieves the current step the
 * character says the next step's line; after the last step it says the closing line. Otherwise it
 * re-prompts in the target language and repeats the current step's line.
 */
export async function embeddedReply(input: ReplyInput): Promise<ReplyResult> {
  const { scenario } = input;
  const steps = orderedSteps(scenario.steps);
  const transition = await decideTransition(input);
  const base = {
    nextStepIndex: transition.next,
    stepAdvanced: transition.achieved && transition.current < steps.length,
    note: null,
    tokensUsed: null,
  };
  if (transition.finished) {
    const text = closingLine(scenario.language) ?? steps.at(-1)?.scriptedLine ?? '';
    return { ...base, text, finished: true };
  }
  if (transition.achieved)
    return { ...base, text: steps[transition.next]?.scriptedLine ?? '', finished: false };
  const attempts = input.conversation.filter((turn) => turn.role === 'USER').length;
  const reprompt = repromptLine(scenario.language, Math.max(0, attempts - 1));
  const line = steps[transition.current]?.scriptedLine ?? '';
  return { ...base, text: [reprompt, line].filter((part) => part).join(' '), finished: false };
}

/** Example answers: the current step's expected phrases, then required words not used yet. */
export function embeddedSuggestions(input: TutorTurnInput): string[] {
  const { scenario } = input;
  const step = orderedSteps(scenario.steps)[input.currentStepIndex];
  const studentTexts = input.conversation
    .filter((turn) => turn.role === 'USER')
    .map((turn) => turn.text);
  const unusedRequired = scenario.vocabulary
    .filter((item) => item.required)
    .filter((item) => !studentTexts.some((text) => findPhrase(item.text, text, scenario.language)))
    .map((item) => item.text);
  const candidates = [...(step?.expectedPhrases ?? []), ...unusedRequired].filter(
    (text) => text.trim() !== '',
  );
  return [...new Set(candidates)].slice(0, MAX_SUGGESTIONS);
}

export function knownTranslation(
  text: string,
  scenario: TutorTurnInput['scenario'],
): string | null {
  const wanted = text.trim();
  for (const step of scenario.steps) {
    if (step.scriptedLine.trim() === wanted && step.scriptedLineTranslation)
      return step.scriptedLineTranslation;
  }
  const item = scenario.vocabulary.find(
    (entry) => entry.text.trim().toLowerCase() === wanted.toLowerCase(),
  );
  return item?.translation || null;
}

/** Streams a finished reply word by word, so both back-ends look the same to the caller. */
export function streamText(reply: Promise<ReplyResult>): ReplyStream {
  // The caller may read only the text stream; a failure still surfaces there.
  reply.catch(() => undefined);
  async function* chunks(): AsyncGenerator<string> {
    const { text } = await reply;
    for (const piece of text.match(/\S+\s*/g) ?? []) yield piece;
  }
  return { textStream: chunks(), result: reply };
}
