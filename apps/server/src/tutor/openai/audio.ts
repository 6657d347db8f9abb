import { APICallError } from 'ai';
import type { SpeechResult, SpeechSegment, TranscriptionResult, VoiceGender } from '../tutor.ts';
import type { OpenAICompatibleSettings } from './openai-compatible-tutor.ts';
import type { RetryPolicy } from './retry.ts';
import { withRetries } from './retry.ts';

const DEFAULT_VOICES: Record<VoiceGender, string> = { FEMALE: 'nova', MALE: 'onyx' };

const AUDIO_EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
  'audio/wav': 'wav',
  'audio/mpeg': 'mp3',
};

function endpoint(settings: OpenAICompatibleSettings, path: string): string {
  return `${settings.baseUrl.replace(/\/$/, '')}${path}`;
}

async function post(
  settings: OpenAICompatibleSettings,
  path: string,
  body: BodyInit,
  signal: AbortSignal,
  json: boolean,
) {
  const headers: Record<string, string> = {};
  if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
  if (json) headers['content-type'] = 'application/json';
  const url = endpoint(settings, path);
  const response = await (settings.fetch ?? fetch)(url, { method: 'POST', headers, body, signal });
  if (!response.ok) {
    // The same error type as the chat calls, so one retry rule (429/5xx) covers both.
    throw new APICallError({
      message: `${path} answered ${response.status}`,
      url,
      requestBodyValues: {},
      statusCode: response.status,
      responseHeaders: Object.fromEntries(response.headers),
      responseBody: await response.text(),
    });
  }
  return response;
}

/** The timed segments of a verbose_json answer; servers that do not time them send none. */
function segmentsOf(raw: unknown): SpeechSegment[] | null {
  if (!Array.isArray(raw)) return null;
  const segments = raw.flatMap((item: { start?: unknown; end?: unknown }) =>
    typeof item?.start === 'number' && typeof item.end === 'number' && item.end >= item.start
      ? [{ start: item.start, end: item.end }]
      : [],
  );
  return segments.length > 0 ? segments : null;
}

/** Speech to text through the server's /audio/transcriptions endpoint (OpenAI's shape). */
export async function transcribeWithServer(
  settings: OpenAICompatibleSettings,
  input: { audio: Uint8Array; mediaType: string; language: string },
  policy: RetryPolicy,
  signal: AbortSignal,
): Promise<TranscriptionResult> {
  const modelName = settings.transcriptionModel;
  if (!modelName) return { supported: false, reason: 'No transcription model is configured.' };
  const response = await withRetries(() => {
    const form = new FormData();
    // Servers tell the format by the file name's extension (OpenAI refuses a name without one).
    const name = `audio.${AUDIO_EXTENSIONS[input.mediaType.split(';')[0] ?? ''] ?? 'webm'}`;
    form.set('file', new Blob([new Uint8Array(input.audio)], { type: input.mediaType }), name);
    form.set('model', modelName);
    form.set('language', input.language.split('-')[0] ?? input.language);
    form.set('response_format', 'verbose_json');
    return post(settings, '/audio/transcriptions', form, signal, false);
  }, policy);
  const body = (await response.json()) as {
    text?: unknown;
    duration?: unknown;
    segments?: unknown;
  };
  return {
    supported: true,
    text: typeof body.text === 'string' ? body.text : '',
    durationSeconds: typeof body.duration === 'number' ? body.duration : null,
    segments: segmentsOf(body.segments),
  };
}

/** Text to speech through the server's /audio/speech endpoint. */
export async function speakWithServer(
  settings: OpenAICompatibleSettings,
  input: { text: string; voiceGender: VoiceGender; voiceName?: string },
  policy: RetryPolicy,
  signal: AbortSignal,
): Promise<SpeechResult> {
  const modelName = settings.speechModel;
  if (!modelName) return { supported: false, reason: 'No speech model is configured.' };
  const voice = settings.speechVoices?.[input.voiceGender] ?? DEFAULT_VOICES[input.voiceGender];
  const body = JSON.stringify({
    model: modelName,
    input: input.text,
    voice,
    response_format: 'mp3',
  });
  const response = await withRetries(
    () => post(settings, '/audio/speech', body, signal, true),
    policy,
  );
  return {
    supported: true,
    audio: new Uint8Array(await response.arrayBuffer()),
    mediaType: response.headers.get('content-type') ?? 'audio/mpeg',
  };
}
