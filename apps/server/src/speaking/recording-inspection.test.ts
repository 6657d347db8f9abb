import { describe, expect, it } from 'vitest';
import { AppError } from '../graphql/errors.ts';
import { silentWav } from '../test/fake-openai-server.ts';
import { recordingFile } from './recording-fixtures.ts';
import { inspectRecording } from './recording-inspection.ts';
import { webmDurationFromBlocks } from './webm-duration.ts';

const LIMITS = { maxBytes: 1024 * 1024, maxSeconds: 120 };

async function refusal(file: File, limits = LIMITS) {
  const error = await inspectRecording(file, limits).catch((caught: unknown) => caught);
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return {
    code: error.code,
    field: error.field,
    en: error.message,
    es: error.localizedMessage('es'),
  };
}

describe('checking a recorded answer', () => {
  it('reads the length of Chromium’s MediaRecorder WebM from its last audio block', async () => {
    const file = await recordingFile('chromiumWebm');
    const recording = await inspectRecording(file, LIMITS);
    // ffmpeg decodes 3.96 s; the file's header has no duration at all.
    expect(recording).toMatchObject({ mimeType: 'audio/webm', extension: 'webm' });
    expect(recording.durationSeconds).toBeCloseTo(3.96, 1);
    expect(webmDurationFromBlocks(new Uint8Array(await file.arrayBuffer()))).toBeCloseTo(3.96, 1);
  });

  it('accepts AAC in MP4 (Safari), Opus in Ogg and WAV with their real lengths', async () => {
    const mp4 = await inspectRecording(await recordingFile('aacMp4'), LIMITS);
    expect(mp4).toMatchObject({ mimeType: 'audio/mp4', extension: 'm4a' });
    expect(mp4.durationSeconds).toBeGreaterThan(4.0);
    expect(mp4.durationSeconds).toBeLessThan(4.2);
    const ogg = await inspectRecording(await recordingFile('opusOgg'), LIMITS);
    expect(ogg).toMatchObject({ mimeType: 'audio/ogg', durationSeconds: 4.08 });
    const wav = await inspectRecording(new File([silentWav(2.5)], 'a.wav'), LIMITS);
    expect(wav).toMatchObject({ mimeType: 'audio/wav', durationSeconds: 2.5 });
  });

  it('refuses a text file named .webm, whatever it claims to be', async () => {
    const fake = new File(['Buenos días, esto no es audio.'], 'answer.webm', {
      type: 'audio/webm',
    });
    expect(await refusal(fake)).toEqual({
      code: 'UNSUPPORTED_FILE_TYPE',
      field: 'audio',
      en: 'This type of file is not accepted here. Accepted: WebM (Opus), Ogg (Opus), MP4 (AAC), WAV, MP3.',
      es: 'Este tipo de archivo no se acepta aquí. Se aceptan: WebM (Opus), Ogg (Opus), MP4 (AAC), WAV, MP3.',
    });
  });

  it('refuses a file over the size limit before reading it', async () => {
    const big = new File([silentWav(70)], 'long.wav', { type: 'audio/wav' });
    expect(await refusal(big)).toMatchObject({
      code: 'FILE_TOO_LARGE',
      en: 'The file is too large: at most 1 MB.',
    });
  });

  it('refuses ten minutes of recording written without a duration header', async () => {
    expect(await refusal(await recordingFile('tenMinutes'))).toMatchObject({
      code: 'RECORDING_TOO_LONG',
      en: 'The recording lasts 600 seconds: at most 120 seconds.',
      es: 'La grabación dura 600 segundos: como máximo 120 segundos.',
    });
  });

  it('refuses an empty file, a click without speech and a truncated WebM', async () => {
    expect((await refusal(new File([], 'a.webm'))).code).toBe('FILE_EMPTY');
    expect((await refusal(new File([silentWav(0.1)], 'a.wav'))).code).toBe('RECORDING_TOO_SHORT');
    const webm = new Uint8Array(await (await recordingFile('chromiumWebm')).arrayBuffer());
    // The EBML header and track list only: a recording stopped before its first block.
    const headerOnly = new File([webm.slice(0, 150)], 'a.webm');
    expect((await refusal(headerOnly)).code).toBe('RECORDING_UNREADABLE');
  });
});
