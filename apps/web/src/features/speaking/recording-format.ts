/**
 * Containers in the order we prefer them: Opus in WebM (Chromium, Firefox), Opus in Ogg (older
 * Firefox), AAC in MP4 (Safari). The server checks the content, whatever the name says.
 */
export const RECORDING_TYPES = [
  'audio/webm;codecs=opus',
  'audio/ogg;codecs=opus',
  'audio/mp4;codecs=mp4a.40.2',
  'audio/mp4',
] as const;

/** The best container this browser records, or undefined to let it choose its default. */
export function bestRecordingType(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDING_TYPES.find((type) => {
    try {
      return isTypeSupported(type);
    } catch {
      return false;
    }
  });
}

/** A file name for an upload of this type: recording.webm, recording.ogg, recording.m4a. */
export function recordingFileName(mimeType: string): string {
  const base = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (base === 'audio/webm' || base === 'video/webm') return 'recording.webm';
  if (base === 'audio/ogg') return 'recording.ogg';
  if (base === 'audio/mp4' || base === 'video/mp4' || base === 'audio/aac') return 'recording.m4a';
  return 'recording';
}
