import { useCallback, useEffect, useRef, useState } from 'react';
import { speakWithBrowser, stopBrowserSpeech } from './speech-synthesis.ts';
import type { VoiceGender } from './voices.ts';

export type CharacterVoiceLine = {
  id: string;
  text: string;
  /** The server's recording of the line (TUTOR_SPEECH_MODEL), when there is one. */
  speechUrl?: string | null;
};

/**
 * Plays the character's lines one at a time: the server's recording when the line has one,
 * otherwise the browser's speech synthesis with a voice of the scenario's language and the
 * character's gender. `playingId` is the line being heard.
 */
export function useCharacterVoice({
  lang,
  gender,
  voiceName,
}: {
  lang: string;
  gender: VoiceGender;
  voiceName?: string | null;
}) {
  const [playingId, setPlayingId] = useState<string | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const turn = useRef(0);

  const stop = useCallback(() => {
    turn.current += 1;
    audio.current?.pause();
    audio.current = null;
    stopBrowserSpeech();
    setPlayingId(null);
  }, []);

  const play = useCallback(
    async (line: CharacterVoiceLine) => {
      stop();
      const mine = turn.current;
      setPlayingId(line.id);
      try {
        if (line.speechUrl) {
          const element = new Audio(line.speechUrl);
          audio.current = element;
          await new Promise<void>((resolve, reject) => {
            element.onended = () => resolve();
            element.onerror = () => reject(new Error('the line did not play'));
            element.play().catch(reject);
          });
        } else if (line.text) {
          await speakWithBrowser({ text: line.text, lang, gender, voiceName });
        }
      } catch (error) {
        // Autoplay refused before the first click, or a broken file: the button still works.
        console.warn('the character’s line did not play', error);
      } finally {
        if (turn.current === mine) {
          audio.current = null;
          setPlayingId(null);
        }
      }
    },
    [lang, gender, voiceName, stop],
  );

  useEffect(() => stop, [stop]);

  return { playingId, play, stop };
}
