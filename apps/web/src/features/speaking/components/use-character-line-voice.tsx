import { useCanSpeak } from '../use-browser-voices.ts';
import { useCharacterVoice } from '../use-character-voice.ts';
import type { VoiceGender } from '../voices.ts';
import { CharacterVoiceButton } from './character-voice-button.tsx';

type Line = { id: string; text: string; speech?: { url: string } | null };

/**
 * The character's voice for a conversation: `voiceButton` is a line's play button, where the line
 * can be heard (the server's recording, or text the browser has a voice for).
 */
export function useCharacterLineVoice({
  lang,
  gender,
  characterName,
}: {
  lang: string;
  gender: VoiceGender;
  characterName: string;
}) {
  const voice = useCharacterVoice({ lang, gender });
  const browserCanSpeak = useCanSpeak(lang);
  const canHear = (line: Line) => !!line.speech || (browserCanSpeak && line.text.length > 0);
  const voiceButton = (line: Line) =>
    canHear(line) ? (
      <CharacterVoiceButton
        characterName={characterName}
        playing={voice.playingId === line.id}
        onPlay={() =>
          void voice.play({ id: line.id, text: line.text, speechUrl: line.speech?.url })
        }
        onStop={voice.stop}
      />
    ) : undefined;
  return { voice, browserCanSpeak, voiceButton };
}
