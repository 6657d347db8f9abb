import { readFile } from 'node:fs/promises';

const FIXTURES = new URL('./fixtures/', import.meta.url);

/** The committed recordings (fixtures/README.md), as a browser would send them. */
export const RECORDINGS = {
  /** Chromium's MediaRecorder, Opus in WebM without a duration header: 3.96 s. */
  chromiumWebm: { file: 'chromium-mediarecorder-opus.webm', type: 'audio/webm;codecs=opus' },
  /** AAC in MP4, as Safari records: 4.08 s of audio (4.11 s with the encoder's priming). */
  aacMp4: { file: 'aac.mp4', type: 'audio/mp4' },
  opusOgg: { file: 'opus.ogg', type: 'audio/ogg;codecs=opus' },
  /** Ten minutes of silence, written like a live recording. */
  tenMinutes: { file: 'silence-10-minutes.webm', type: 'audio/webm' },
} as const;

export async function recordingFile(
  which: keyof typeof RECORDINGS,
  name: string = RECORDINGS[which].file,
): Promise<File> {
  const { file, type } = RECORDINGS[which];
  return new File([await readFile(new URL(file, FIXTURES))], name, { type });
}
