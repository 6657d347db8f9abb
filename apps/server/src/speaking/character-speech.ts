import { and, eq, isNull } from 'drizzle-orm';
import { parseBuffer } from 'music-metadata';
import { practiceMessages, type VoiceGender } from '../db/schema/index.ts';
import type { MessageRow } from '../practice/practice-conversation.ts';
import { newMediaKey } from '../uploads/media-storage.ts';
import { type SpeakingDeps, serverSpeech } from './speaking-deps.ts';

export const SPEECH_FOLDER = 'private/speech';

export type StoredAudio = { key: string; mimeType: string; durationSeconds: number };

const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/mp3': 'mp3',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/aac': 'aac',
  'audio/flac': 'flac',
};

async function durationOf(audio: Uint8Array, mimeType: string): Promise<number> {
  try {
    const metadata = await parseBuffer(
      audio,
      { mimeType, size: audio.byteLength },
      { duration: true },
    );
    return Math.round((metadata.format.duration ?? 0) * 100) / 100;
  } catch {
    return 0;
  }
}

/**
 * The character's line in the server's voice (TUTOR_SPEECH_MODEL, the voice of the character's
 * gender), made on first request and kept in media storage; null without a speech model. Two
 * requests racing make it twice and keep the first stored, deleting the other.
 */
export async function characterSpeech(
  deps: SpeakingDeps,
  intent: { languageCode: string; voiceGender: VoiceGender },
  message: MessageRow,
): Promise<StoredAudio | null> {
  if (message.role !== 'ASSISTANT' || !serverSpeech(deps.config)) return null;
  if (message.speechFile && message.speechMimeType) {
    return {
      key: message.speechFile,
      mimeType: message.speechMimeType,
      durationSeconds: message.speechDurationSeconds ?? 0,
    };
  }
  if (!message.text.trim()) return null;
  const result = await deps.practice.tutor.speak({
    text: message.text,
    language: intent.languageCode,
    voiceGender: intent.voiceGender,
  });
  if (!result.supported) return null;
  const mimeType = result.mediaType.split(';')[0]?.trim() || 'audio/mpeg';
  const stored: StoredAudio = {
    key: newMediaKey(SPEECH_FOLDER, EXTENSIONS[mimeType] ?? 'mp3'),
    mimeType,
    durationSeconds: await durationOf(result.audio, mimeType),
  };
  await deps.media.put(stored.key, result.audio, mimeType);
  const [kept] = await deps.db
    .update(practiceMessages)
    .set({
      speechFile: stored.key,
      speechMimeType: stored.mimeType,
      speechDurationSeconds: stored.durationSeconds,
    })
    .where(and(eq(practiceMessages.id, message.id), isNull(practiceMessages.speechFile)))
    .returning({ id: practiceMessages.id });
  if (kept) return stored;
  await deps.media.delete(stored.key);
  const [winner] = await deps.db
    .select()
    .from(practiceMessages)
    .where(eq(practiceMessages.id, message.id));
  return winner ? characterSpeech(deps, intent, winner) : null;
}
