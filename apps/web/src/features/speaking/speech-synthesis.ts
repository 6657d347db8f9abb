import { pickVoice, type VoiceGender } from './voices.ts';

/** How long to wait for the browser's voice list, which some browsers fill after a moment. */
const VOICES_WAIT_MS = 1_000;

export function speechSynthesisAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.speechSynthesis !== 'undefined';
}

async function voices(): Promise<SpeechSynthesisVoice[]> {
  const synthesis = window.speechSynthesis;
  const now = synthesis.getVoices();
  if (now.length > 0) return now;
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      synthesis.removeEventListener('voiceschanged', done);
      resolve(synthesis.getVoices());
    };
    const timer = setTimeout(done, VOICES_WAIT_MS);
    synthesis.addEventListener('voiceschanged', done);
  });
}

/**
 * Says `text` with the browser's speech synthesis: the named voice when the browser has it,
 * otherwise one of the language and gender (see voices.ts). Resolves when it ends or fails.
 */
export async function speakWithBrowser({
  text,
  lang,
  gender,
  voiceName,
}: {
  text: string;
  lang: string;
  gender: VoiceGender;
  voiceName?: string | null;
}): Promise<void> {
  if (!speechSynthesisAvailable()) return;
  const all = await voices();
  const voice =
    (voiceName ? all.find((entry) => entry.name === voiceName) : undefined) ??
    pickVoice(all, lang, gender);
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = voice?.lang ?? lang;
  if (voice) utterance.voice = voice;
  window.speechSynthesis.cancel();
  await new Promise<void>((resolve) => {
    utterance.onend = () => resolve();
    utterance.onerror = () => resolve();
    window.speechSynthesis.speak(utterance);
  });
}

export function stopBrowserSpeech(): void {
  if (speechSynthesisAvailable()) window.speechSynthesis.cancel();
}
