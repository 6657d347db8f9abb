import { fileTypeFromBuffer } from 'file-type';
import { type IAudioMetadata, parseBuffer } from 'music-metadata';
import { AppError } from '../graphql/errors.ts';
import { webmDurationFromBlocks } from './webm-duration.ts';

/** A recorded answer as the server read it: never the client's word for type or length. */
export type InspectedRecording = {
  bytes: Uint8Array;
  /** The type it is stored and served with, e.g. audio/webm. */
  mimeType: string;
  extension: string;
  durationSeconds: number;
};

type AudioFormat = { mimeType: string; extension: string; label: string };

const WEBM: AudioFormat = { mimeType: 'audio/webm', extension: 'webm', label: 'WebM (Opus)' };
const OGG: AudioFormat = { mimeType: 'audio/ogg', extension: 'ogg', label: 'Ogg (Opus)' };
const MP4: AudioFormat = { mimeType: 'audio/mp4', extension: 'm4a', label: 'MP4 (AAC)' };
const WAV: AudioFormat = { mimeType: 'audio/wav', extension: 'wav', label: 'WAV' };
const MP3: AudioFormat = { mimeType: 'audio/mpeg', extension: 'mp3', label: 'MP3' };

/** What MediaRecorder makes in Chromium and Firefox (WebM, Ogg) and Safari (MP4), plus WAV and MP3. */
export const ACCEPTED_AUDIO_LABELS = [WEBM, OGG, MP4, WAV, MP3].map((format) => format.label);

/** file-type names containers, not contents: a WebM or MP4 is checked for audio only below. */
function formatOf(detectedMime: string | undefined): AudioFormat | null {
  const mime = detectedMime?.split(';')[0]?.trim();
  switch (mime) {
    case 'audio/webm':
    case 'video/webm':
      return WEBM;
    case 'audio/ogg':
    case 'audio/opus':
    case 'video/ogg':
      return OGG;
    case 'audio/mp4':
    case 'audio/x-m4a':
    case 'video/mp4':
      return MP4;
    case 'audio/wav':
    case 'audio/x-wav':
    case 'audio/vnd.wave':
      return WAV;
    case 'audio/mpeg':
      return MP3;
    default:
      return null;
  }
}

/** Recordings shorter than this hold no answer (a click on the button and nothing said). */
const MIN_DURATION_SECONDS = 0.3;
const round = (seconds: number) => Math.round(seconds * 100) / 100;

async function metadataOf(bytes: Uint8Array, format: AudioFormat): Promise<IAudioMetadata | null> {
  try {
    return await parseBuffer(
      bytes,
      { mimeType: format.mimeType, size: bytes.byteLength },
      { duration: true, skipCovers: true },
    );
  } catch {
    return null;
  }
}

/**
 * Checks a recorded answer by its content (never its name or declared type), its size and its
 * length, read from the file: music-metadata's header and frames, or for a WebM from
 * MediaRecorder (no duration in its header, clusters of unknown size) the last audio block.
 * Each refusal is an AppError on `field` with a translated message; nothing is stored here.
 */
export async function inspectRecording(
  file: File,
  limits: { maxBytes: number; maxSeconds: number },
  field = 'audio',
): Promise<InspectedRecording> {
  const fail = (code: ConstructorParameters<typeof AppError>[0], values = {}) =>
    new AppError(code, { field, values });
  if (file.size === 0) throw fail('FILE_EMPTY');
  if (file.size > limits.maxBytes) {
    throw fail('FILE_TOO_LARGE', { max: Math.round((limits.maxBytes / 1024 / 1024) * 10) / 10 });
  }
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = formatOf((await fileTypeFromBuffer(bytes))?.mime);
  if (!format) throw fail('UNSUPPORTED_FILE_TYPE', { accepted: ACCEPTED_AUDIO_LABELS.join(', ') });

  const metadata = await metadataOf(bytes, format);
  const tracks = metadata?.format.trackInfo ?? [];
  // Matroska and MP4 list their tracks: a video (or a file with no audio track) is not an answer.
  const hasVideo = tracks.some((track) => track.video !== undefined || track.type === 1);
  if (hasVideo) throw fail('UNSUPPORTED_FILE_TYPE', { accepted: ACCEPTED_AUDIO_LABELS.join(', ') });

  let duration = metadata?.format.duration;
  if (format === WEBM && !(duration && Number.isFinite(duration))) {
    duration = webmDurationFromBlocks(bytes) ?? undefined;
  }
  if (duration === undefined || !Number.isFinite(duration)) throw fail('RECORDING_UNREADABLE');
  if (duration < MIN_DURATION_SECONDS) throw fail('RECORDING_TOO_SHORT');
  if (duration > limits.maxSeconds + 0.5) {
    throw fail('RECORDING_TOO_LONG', { seconds: Math.round(duration), max: limits.maxSeconds });
  }
  return {
    bytes,
    mimeType: format.mimeType,
    extension: format.extension,
    durationSeconds: round(duration),
  };
}
