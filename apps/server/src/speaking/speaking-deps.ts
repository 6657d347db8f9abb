import type { Config } from '../config/config.ts';
import type { Db } from '../db/database.ts';
import type { PracticeRuntime } from '../practice/practice-runtime.ts';
import type { MediaStorage } from '../uploads/media-storage.ts';

/** What the speaking services run on: the practice runtime (tutor, grading, events) and media. */
export type SpeakingDeps = {
  db: Db;
  config: Config;
  practice: PracticeRuntime;
  media: MediaStorage;
};

/** Whether the server transcribes recordings itself (TUTOR_TRANSCRIPTION_MODEL). */
export function serverTranscription(config: Config): boolean {
  return config.tutor.backend === 'openai-compatible' && !!config.tutor.transcriptionModel;
}

/** Whether the server speaks the character's lines (TUTOR_SPEECH_MODEL). */
export function serverSpeech(config: Config): boolean {
  return config.tutor.backend === 'openai-compatible' && !!config.tutor.speechModel;
}
