import type {
  PracticeIntentEventsSubscription,
  PracticeIntentProgressFieldsFragment,
  PracticeMessageFieldsFragment,
} from '../../gql/graphql.ts';

export type PracticeMessage = PracticeMessageFieldsFragment;
export type IntentProgress = PracticeIntentProgressFieldsFragment;
export type PracticeEvent = PracticeIntentEventsSubscription['practiceIntentEvents'];

/**
 * A running conversation as the page shows it: the stored lines, the character's reply while it
 * is streamed (REPLY_DELTA, keyed by the student's line it answers) and the attempt's progress.
 * The subscription only announces; the query's answer after a (re)connect is the truth, merged
 * so that nothing the page already heard goes back.
 */
export type ConversationState = {
  progress: IntentProgress;
  messages: PracticeMessage[];
  streaming: { replyTo: string; text: string } | null;
  /** The student's line on its way to the server, shown at once as CORRECTING. */
  sending: SendingLine | null;
};

/** A line being sent: typed text, or a recording (played from the page) with its transcript. */
export type SendingLine = {
  text: string;
  createdAt: string;
  audio?: { url: string; mimeType: string; durationSeconds: number };
};

export type ConversationAction =
  | { type: 'snapshot'; progress: IntentProgress; messages: readonly PracticeMessage[] }
  | { type: 'event'; event: PracticeEvent }
  /** A message the page got back from a mutation (send, retry) or a translation. */
  | { type: 'message'; message: PracticeMessage }
  | { type: 'progress'; progress: IntentProgress }
  | ({ type: 'sending' } & SendingLine)
  | { type: 'sendFailed' };

export function initialConversation(
  progress: IntentProgress,
  messages: readonly PracticeMessage[],
): ConversationState {
  return { progress, messages: sortMessages([...messages]), streaming: null, sending: null };
}

function sortMessages(messages: PracticeMessage[]): PracticeMessage[] {
  // ISO times of one server compare as strings; ties keep the order they came in.
  return messages.sort((a, b) =>
    a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0,
  );
}

/**
 * Which of two versions of one message to keep. A grade never goes back to CORRECTING (GRADED is
 * final on the server), so an answer read before the grade landed cannot hide it; a message the
 * page already holds keeps the translation it was given.
 */
function newerMessage(current: PracticeMessage, incoming: PracticeMessage): PracticeMessage {
  if (current.gradingStatus === 'GRADED' && incoming.gradingStatus !== 'GRADED') return current;
  return { ...incoming, translation: incoming.translation ?? current.translation };
}

function upsert(messages: readonly PracticeMessage[], message: PracticeMessage): PracticeMessage[] {
  const index = messages.findIndex((entry) => entry.id === message.id);
  if (index < 0) return sortMessages([...messages, message]);
  const next = [...messages];
  next[index] = newerMessage(messages[index] as PracticeMessage, message);
  return next;
}

/** The reply being streamed stops once a character line after the student's line is stored. */
function answered(messages: readonly PracticeMessage[], replyTo: string): boolean {
  const index = messages.findIndex((message) => message.id === replyTo);
  return index >= 0 && messages.slice(index + 1).some((message) => message.role === 'ASSISTANT');
}

/** Whether a stored line is the one shown while it was sent (the server trims the text). */
function isSentLine(state: ConversationState, message: PracticeMessage): boolean {
  const sent = state.sending;
  if (!sent || message.role !== 'USER') return false;
  if (sent.audio) {
    return message.audio !== null && !state.messages.some((entry) => entry.id === message.id);
  }
  return sent.text.trim().normalize('NFC') === message.text;
}

function withMessage(state: ConversationState, message: PracticeMessage): ConversationState {
  const messages = upsert(state.messages, message);
  const streaming =
    state.streaming && answered(messages, state.streaming.replyTo) ? null : state.streaming;
  // The stored line takes the place of the one shown while it was sent.
  const sending = isSentLine(state, message) ? null : state.sending;
  return { ...state, messages, streaming, sending };
}

export function conversationReducer(
  state: ConversationState,
  action: ConversationAction,
): ConversationState {
  switch (action.type) {
    case 'snapshot': {
      let messages = state.messages;
      for (const message of action.messages) messages = upsert(messages, message);
      const streaming =
        state.streaming &&
        !answered(messages, state.streaming.replyTo) &&
        messages.at(-1)?.id === state.streaming.replyTo
          ? state.streaming
          : null;
      return { ...state, progress: action.progress, messages, streaming };
    }
    case 'message':
      return withMessage(state, action.message);
    case 'progress':
      return { ...state, progress: action.progress };
    case 'sending': {
      const { type: _, ...line } = action;
      return { ...state, sending: line };
    }
    case 'sendFailed':
      return { ...state, sending: null };
    case 'event': {
      const { event } = action;
      const next = { ...state, progress: event.intent };
      if (event.kind === 'REPLY_DELTA') {
        if (!event.replyTo || !event.delta || answered(state.messages, event.replyTo)) return next;
        const text =
          state.streaming?.replyTo === event.replyTo
            ? state.streaming.text + event.delta
            : event.delta;
        return { ...next, streaming: { replyTo: event.replyTo, text } };
      }
      if ((event.kind === 'MESSAGE_ADDED' || event.kind === 'MESSAGE_GRADED') && event.message) {
        return withMessage(next, event.message);
      }
      return next;
    }
  }
}

/** The line being sent, as a student line still being corrected. */
export function sendingMessage(state: ConversationState): PracticeMessage | null {
  if (!state.sending) return null;
  return {
    id: 'sending',
    role: 'USER',
    text: state.sending.text.trim(),
    stepIndex: state.progress.currentStepIndex,
    createdAt: state.sending.createdAt,
    correctness: 'CORRECTING',
    gradingStatus: 'PENDING',
    feedbackHidden: false,
    gradingNote: null,
    translation: null,
    usedNativeLanguage: false,
    textWithheld: false,
    audio: state.sending.audio ?? null,
    audioDeletedAt: null,
    transcription: null,
    transcriptSource: null,
    transcriptionStatus: null,
    wordsPerMinute: null,
    speech: null,
    feedback: [],
  };
}

/** The student's line still waiting for the character's answer, if the last line is theirs. */
export function unansweredMessageId(state: ConversationState): string | null {
  const last = state.messages.at(-1);
  return last?.role === 'USER' && state.progress.status === 'IN_PROGRESS' ? last.id : null;
}

export type Announcement =
  | { kind: 'line'; text: string }
  | { kind: 'graded'; text: string; correctness: 'YES' | 'PARTIAL' | 'NO' }
  | { kind: 'gradingFailed'; text: string };

/**
 * What changed for a screen reader between two versions of the conversation: each new character
 * line, and each student line whose grade replaced CORRECTING (or whose grading failed).
 */
export function announcements(
  before: readonly PracticeMessage[],
  after: readonly PracticeMessage[],
): Announcement[] {
  const previous = new Map(before.map((message) => [message.id, message]));
  const found: Announcement[] = [];
  for (const message of after) {
    const old = previous.get(message.id);
    if (message.role === 'ASSISTANT') {
      if (!old) found.push({ kind: 'line', text: message.text });
      continue;
    }
    if (message.gradingStatus === 'FAILED' && old?.gradingStatus !== 'FAILED') {
      found.push({ kind: 'gradingFailed', text: message.text });
      continue;
    }
    const { correctness } = message;
    if (
      (correctness === 'YES' || correctness === 'PARTIAL' || correctness === 'NO') &&
      old?.correctness !== correctness
    ) {
      found.push({ kind: 'graded', text: message.text, correctness });
    }
  }
  return found;
}
