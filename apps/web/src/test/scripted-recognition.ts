import type {
  BrowserRecognition,
  RecognitionResultEvent,
} from '../features/speaking/speech-recognition.ts';

/** A stand-in for the browser's recognition whose results and errors the test plays. */
export class ScriptedRecognition implements BrowserRecognition {
  static last: ScriptedRecognition;
  lang = '';
  continuous = false;
  interimResults = true;
  maxAlternatives = 0;
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  starts = 0;
  stopped = false;
  aborted = false;
  endOnStop = true;
  constructor() {
    ScriptedRecognition.last = this;
  }
  start() {
    this.starts += 1;
  }
  stop() {
    this.stopped = true;
    if (this.endOnStop) queueMicrotask(() => this.onend?.());
  }
  abort() {
    this.aborted = true;
  }
  say(index: number, transcript: string, isFinal = true) {
    const result = Object.assign([{ transcript }], { isFinal });
    const results = Array.from({ length: index + 1 }, (_, at) =>
      at === index ? result : Object.assign([{ transcript: '' }], { isFinal: true }),
    );
    this.onresult?.({ resultIndex: index, results });
  }
}
