import { describe, expect, it } from 'vitest';
import {
  announcements,
  type ConversationState,
  conversationReducer,
  type IntentProgress,
  initialConversation,
  type PracticeEvent,
  type PracticeMessage,
  sendingMessage,
  unansweredMessageId,
} from './conversation-state.ts';

const progress = (overrides: Partial<IntentProgress> = {}): IntentProgress => ({
  id: 'intent',
  status: 'IN_PROGRESS',
  currentStepIndex: 0,
  activeSeconds: 0,
  endedAt: null,
  overallScore: null,
  passed: null,
  ...overrides,
});

const line = (
  id: string,
  at: string,
  overrides: Partial<PracticeMessage> = {},
): PracticeMessage => ({
  id,
  role: 'ASSISTANT',
  text: `line ${id}`,
  stepIndex: 0,
  createdAt: `2026-11-24T10:00:${at}.000Z`,
  correctness: null,
  gradingStatus: null,
  feedbackHidden: false,
  gradingNote: null,
  translation: null,
  usedNativeLanguage: false,
  textWithheld: false,
  audio: null,
  audioDeletedAt: null,
  transcription: null,
  transcriptSource: null,
  transcriptionStatus: null,
  wordsPerMinute: null,
  speech: null,
  feedback: [],
  ...overrides,
});

const studentLine = (id: string, at: string, overrides: Partial<PracticeMessage> = {}) =>
  line(id, at, { role: 'USER', correctness: 'CORRECTING', gradingStatus: 'PENDING', ...overrides });

const event = (
  kind: PracticeEvent['kind'],
  fields: Partial<Omit<PracticeEvent, 'kind'>> = {},
): PracticeEvent => ({
  kind,
  delta: null,
  replyTo: null,
  message: null,
  intent: progress(),
  ...fields,
});

const graded = (message: PracticeMessage): PracticeMessage => ({
  ...message,
  correctness: 'PARTIAL',
  gradingStatus: 'GRADED',
  feedback: [
    {
      category: 'GRAMMAR',
      code: 'ARTICLE',
      severity: 'error',
      message: 'Café is masculine.',
      excerpt: 'una café',
      suggestion: 'un café',
      span: { start: 7, end: 15 },
    },
  ],
});

function run(state: ConversationState, ...events: PracticeEvent[]): ConversationState {
  return events.reduce(
    (next, entry) => conversationReducer(next, { type: 'event', event: entry }),
    state,
  );
}

const opening = line('a1', '00');
const sent = studentLine('u1', '05');

describe('the conversation as events arrive', () => {
  it('adds the student line once, whether the acknowledgement or the event comes first', () => {
    const start = initialConversation(progress(), [opening]);
    const ackFirst = run(
      conversationReducer(start, { type: 'message', message: sent }),
      event('MESSAGE_ADDED', { message: sent }),
    );
    const eventFirst = conversationReducer(run(start, event('MESSAGE_ADDED', { message: sent })), {
      type: 'message',
      message: sent,
    });
    expect(ackFirst.messages.map((m) => m.id)).toEqual(['a1', 'u1']);
    expect(eventFirst.messages).toEqual(ackFirst.messages);
  });

  it('streams the reply token by token, then replaces it with the stored line', () => {
    const state = run(
      initialConversation(progress(), [opening, sent]),
      event('REPLY_DELTA', { replyTo: 'u1', delta: '¡Muy ' }),
      event('REPLY_DELTA', { replyTo: 'u1', delta: 'bien! ' }),
    );
    expect(state.streaming).toEqual({ replyTo: 'u1', text: '¡Muy bien! ' });

    const reply = line('a2', '06', { text: '¡Muy bien! ¿Algo más?', stepIndex: 1 });
    const stored = run(
      state,
      event('MESSAGE_ADDED', { message: reply, intent: progress({ currentStepIndex: 1 }) }),
    );
    expect(stored.streaming).toBeNull();
    expect(stored.messages.map((m) => m.id)).toEqual(['a1', 'u1', 'a2']);
    expect(stored.progress.currentStepIndex).toBe(1);
    // A late piece of an answered reply does not start a second bubble.
    expect(run(stored, event('REPLY_DELTA', { replyTo: 'u1', delta: 'más' })).streaming).toBeNull();
  });

  it('replaces CORRECTING with the grade and its feedback', () => {
    const state = run(
      initialConversation(progress(), [opening, sent]),
      event('MESSAGE_GRADED', { message: graded(sent) }),
    );
    expect(state.messages[1]).toMatchObject({ correctness: 'PARTIAL', gradingStatus: 'GRADED' });
    expect(state.messages[1]?.feedback[0]?.suggestion).toBe('un café');
  });

  it('keeps a grade it heard when a reading from before the grade arrives', () => {
    const state = run(
      initialConversation(progress(), [opening, sent]),
      event('MESSAGE_GRADED', { message: graded(sent) }),
    );
    const stale = conversationReducer(state, {
      type: 'snapshot',
      progress: progress({ activeSeconds: 12 }),
      messages: [opening, sent],
    });
    expect(stale.messages[1]?.correctness).toBe('PARTIAL');
    expect(stale.progress.activeSeconds).toBe(12);
  });

  it('takes lines it missed from the reading after a reconnect, in order', () => {
    const reply = line('a2', '06');
    const state = conversationReducer(initialConversation(progress(), [opening]), {
      type: 'snapshot',
      progress: progress({ currentStepIndex: 1 }),
      messages: [opening, graded(sent), reply],
    });
    expect(state.messages.map((m) => m.id)).toEqual(['a1', 'u1', 'a2']);
    expect(state.messages[1]?.correctness).toBe('PARTIAL');
    expect(unansweredMessageId(state)).toBeNull();
  });

  it('lets a failed grading go back to CORRECTING when it is retried', () => {
    const failed = {
      ...sent,
      correctness: 'CORRECTING' as const,
      gradingStatus: 'FAILED' as const,
    };
    const state = run(
      initialConversation(progress(), [opening, failed]),
      event('MESSAGE_GRADED', { message: sent }),
    );
    expect(state.messages[1]?.gradingStatus).toBe('PENDING');
  });

  it('shows the line being sent as CORRECTING until the server’s copy takes its place', () => {
    const start = initialConversation(progress(), [opening]);
    const sending = conversationReducer(start, {
      type: 'sending',
      text: ` ${sent.text} `,
      createdAt: sent.createdAt,
    });
    expect(sendingMessage(sending)).toMatchObject({ text: sent.text, correctness: 'CORRECTING' });
    // The event may come before the acknowledgement, already graded.
    const heard = run(sending, event('MESSAGE_ADDED', { message: graded(sent) }));
    expect(sendingMessage(heard)).toBeNull();
    expect(heard.messages.map((m) => m.id)).toEqual(['a1', 'u1']);
    const acknowledged = conversationReducer(heard, { type: 'message', message: sent });
    expect(acknowledged.messages[1]?.correctness).toBe('PARTIAL');
    expect(sendingMessage(conversationReducer(sending, { type: 'sendFailed' }))).toBeNull();
  });

  it('shows a recording being sent with its own player until the stored recording arrives', () => {
    const start = initialConversation(progress(), [opening]);
    const audio = { url: 'blob:preview', mimeType: 'audio/webm', durationSeconds: 3.2 };
    const sending = conversationReducer(start, {
      type: 'sending',
      text: '',
      createdAt: sent.createdAt,
      audio,
    });
    expect(sendingMessage(sending)).toMatchObject({ audio, text: '', correctness: 'CORRECTING' });
    // A typed line or a line without audio is not it; the stored recording is.
    const typed = run(sending, event('MESSAGE_ADDED', { message: studentLine('u0', '00') }));
    expect(sendingMessage(typed)).not.toBeNull();
    const stored = studentLine('u1', '05', {
      text: '',
      audio: { url: '/media/u1', mimeType: 'audio/webm', durationSeconds: 3.18 },
    });
    const heard = run(sending, event('MESSAGE_ADDED', { message: stored }));
    expect(sendingMessage(heard)).toBeNull();
    expect(heard.messages.at(-1)?.audio?.durationSeconds).toBe(3.18);
  });

  it('knows when the last line is still the student’s', () => {
    expect(unansweredMessageId(initialConversation(progress(), [opening, sent]))).toBe('u1');
    expect(unansweredMessageId(initialConversation(progress(), [opening]))).toBeNull();
    expect(
      unansweredMessageId(initialConversation(progress({ status: 'COMPLETED' }), [opening, sent])),
    ).toBeNull();
  });

  it('keeps the translation a line was given when the line is read again', () => {
    const translated = { ...opening, translation: 'Good morning!' };
    const state = conversationReducer(initialConversation(progress(), [translated]), {
      type: 'snapshot',
      progress: progress(),
      messages: [opening],
    });
    expect(state.messages[0]?.translation).toBe('Good morning!');
  });
});

describe('what a screen reader hears', () => {
  it('announces new character lines and grades that replace CORRECTING, nothing else', () => {
    const reply = line('a2', '06', { text: '¿Algo más?' });
    expect(announcements([opening, sent], [opening, graded(sent), reply])).toEqual([
      { kind: 'graded', text: sent.text, correctness: 'PARTIAL' },
      { kind: 'line', text: '¿Algo más?' },
    ]);
    expect(announcements([opening, graded(sent)], [opening, graded(sent)])).toEqual([]);
    expect(announcements([opening], [opening, sent])).toEqual([]);
  });

  it('announces a grading that failed', () => {
    expect(announcements([sent], [{ ...sent, gradingStatus: 'FAILED' }])).toEqual([
      { kind: 'gradingFailed', text: sent.text },
    ]);
  });
});
