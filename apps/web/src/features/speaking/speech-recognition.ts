/**
 * The browser's speech recognition (Chromium's `SpeechRecognition`, prefixed `webkit` in older
 * ones), run beside the recorder so a recording arrives with what was said. Where it is missing
 * or fails (Debian's Chromium has the object but no working service: it ends with a `network`
 * error) the outcome says so and the student is asked to type what they said instead.
 */

type RecognitionAlternative = { transcript: string };
type RecognitionResult = ArrayLike<RecognitionAlternative> & { isFinal: boolean };
export type RecognitionResultEvent = { resultIndex: number; results: ArrayLike<RecognitionResult> };

export interface BrowserRecognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type RecognitionConstructor = new () => BrowserRecognition;

export type RecognitionOutcome = { text: string } | { error: string };

export type RecognitionSession = {
  /** Stops listening and gives what was heard, or why there is nothing. */
  finish(): Promise<RecognitionOutcome>;
  cancel(): void;
};

/** How long to wait for the last words after `stop()` before giving up on them. */
export const RECOGNITION_END_TIMEOUT_MS = 2_500;
/** Chromium ends a continuous recognition after a silence: start it again, a few times. */
const MAX_RESTARTS = 5;

export function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** Starts listening in `lang` (a BCP 47 tag), or null when the browser has no recognition. */
export function startRecognition(
  lang: string,
  Recognition: RecognitionConstructor | null = recognitionConstructor(),
): RecognitionSession | null {
  if (!Recognition) return null;
  let recognition: BrowserRecognition;
  try {
    recognition = new Recognition();
  } catch {
    return null;
  }
  const finals = new Map<number, string>();
  let error: string | null = null;
  let finishing = false;
  let ended = false;
  let restarts = 0;
  let onEnded: (() => void) | null = null;

  recognition.lang = lang;
  recognition.continuous = true;
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  let offset = 0;
  recognition.onresult = (event) => {
    for (let index = event.resultIndex; index < event.results.length; index += 1) {
      const result = event.results[index];
      if (result?.isFinal) finals.set(offset + index, result[0]?.transcript ?? '');
    }
  };
  recognition.onerror = (event) => {
    // `aborted` is our own cancel; anything else means the words cannot be trusted.
    if (event.error !== 'aborted') error = event.error;
  };
  recognition.onend = () => {
    if (!finishing && !error && restarts < MAX_RESTARTS) {
      restarts += 1;
      offset = Math.max(-1, ...finals.keys()) + 1;
      try {
        recognition.start();
        return;
      } catch {
        // fall through: it is over
      }
    }
    ended = true;
    onEnded?.();
  };
  try {
    recognition.start();
  } catch (cause) {
    error = cause instanceof Error ? cause.name : 'start-failed';
    ended = true;
  }

  const outcome = (): RecognitionOutcome => {
    const text = [...finals.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, words]) => words.trim())
      .filter(Boolean)
      .join(' ');
    if (error) return { error };
    return text ? { text } : { error: 'no-speech' };
  };

  return {
    finish() {
      finishing = true;
      if (ended) return Promise.resolve(outcome());
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          onEnded = null;
          recognition.abort();
          resolve(outcome());
        }, RECOGNITION_END_TIMEOUT_MS);
        onEnded = () => {
          clearTimeout(timer);
          resolve(outcome());
        };
        recognition.stop();
      });
    },
    cancel() {
      finishing = true;
      onEnded = null;
      if (!ended) recognition.abort();
    },
  };
}
