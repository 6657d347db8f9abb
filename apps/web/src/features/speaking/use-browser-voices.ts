import { useEffect, useState } from 'react';
import { speechSynthesisAvailable } from './speech-synthesis.ts';

/**
 * Whether the browser can say a line in `lang`: it has speech synthesis and a voice of that
 * language. Some browsers fill their list of voices a moment after the page loads.
 */
export function useCanSpeak(lang: string): boolean {
  const [voices, setVoices] = useState<readonly SpeechSynthesisVoice[]>(() =>
    speechSynthesisAvailable() ? window.speechSynthesis.getVoices() : [],
  );
  useEffect(() => {
    if (!speechSynthesisAvailable()) return;
    const synthesis = window.speechSynthesis;
    const update = () => setVoices(synthesis.getVoices());
    synthesis.addEventListener('voiceschanged', update);
    update();
    return () => synthesis.removeEventListener('voiceschanged', update);
  }, []);
  const base = lang.split('-')[0]?.toLowerCase() ?? lang;
  return voices.some((voice) => voice.lang.toLowerCase().startsWith(base));
}
