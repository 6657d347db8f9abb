import { describe, expect, it } from 'vitest';
import { browserFamily } from './browser-family.ts';
import { bestRecordingType, recordingFileName } from './recording-format.ts';

describe('the recording container', () => {
  it('takes Opus in WebM where the browser records it (Chromium, Firefox)', () => {
    expect(bestRecordingType(() => true)).toBe('audio/webm;codecs=opus');
  });

  it('takes Opus in Ogg, then AAC in MP4 (Safari), and nothing the browser refuses', () => {
    expect(bestRecordingType((type) => type.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    expect(bestRecordingType((type) => type.startsWith('audio/mp4'))).toBe(
      'audio/mp4;codecs=mp4a.40.2',
    );
    expect(bestRecordingType((type) => type === 'audio/mp4')).toBe('audio/mp4');
    expect(bestRecordingType(() => false)).toBeUndefined();
    expect(
      bestRecordingType(() => {
        throw new Error('not implemented');
      }),
    ).toBeUndefined();
  });

  it('names the upload after its container', () => {
    expect(recordingFileName('audio/webm;codecs=opus')).toBe('recording.webm');
    expect(recordingFileName('audio/ogg; codecs=opus')).toBe('recording.ogg');
    expect(recordingFileName('audio/mp4')).toBe('recording.m4a');
    expect(recordingFileName('')).toBe('recording');
  });
});

describe('the browser family of the microphone help', () => {
  it('tells Chrome and Edge, Firefox and Safari apart', () => {
    expect(
      browserFamily(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      ),
    ).toBe('chromium');
    expect(
      browserFamily(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36 Edg/156.0.0.0',
      ),
    ).toBe('chromium');
    expect(
      browserFamily('Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'),
    ).toBe('firefox');
    expect(
      browserFamily(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('safari');
    expect(browserFamily('curl/8.0')).toBeNull();
  });
});
