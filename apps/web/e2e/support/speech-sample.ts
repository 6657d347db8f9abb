import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The voice Chromium's fake microphone plays (`--use-file-for-fake-audio-capture`): a Spanish
 * sentence spoken by espeak-ng (`.ci/run` installs it), made once into the ignored `.tmp/`.
 */
export const SPEECH_SAMPLE_TEXT = 'Hola, quería un café con leche, por favor.';
export const SPEECH_SAMPLE_WAV = fileURLToPath(
  new URL('../../../../.tmp/e2e/speech-sample-es.wav', import.meta.url),
);

/** Makes the sample if needed; null when it exists, otherwise why it cannot be made. */
export function ensureSpeechSample(): string | null {
  if (existsSync(SPEECH_SAMPLE_WAV) && statSync(SPEECH_SAMPLE_WAV).size > 1000) return null;
  try {
    mkdirSync(dirname(SPEECH_SAMPLE_WAV), { recursive: true });
    execFileSync(
      'espeak-ng',
      ['-v', 'es', '-s', '140', '-w', SPEECH_SAMPLE_WAV, SPEECH_SAMPLE_TEXT],
      { stdio: 'pipe' },
    );
    return null;
  } catch (error) {
    return `espeak-ng could not make the fake microphone's voice (${
      error instanceof Error ? error.message.split('\n')[0] : String(error)
    }): install it with \`apt-get install espeak-ng\``;
  }
}
