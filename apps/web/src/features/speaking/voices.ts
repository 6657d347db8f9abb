export type VoiceGender = 'FEMALE' | 'MALE';

const FEMALE =
  /female|woman|zira|susan|samantha|victoria|karen|moira|tessa|fiona|monica|paulina|helena|amelie|anna|alice|ellen|sara|laura|lucia|elena|google uk english female|jenny|aria|sonia|libby|denise|katja|elsa|yuna|ting-ting|mei-jia/i;
const MALE =
  /\bmale\b|\bman\b|david|mark|daniel|alex|fred|jorge|diego|thomas|george|guy|ryan|conrad|henri|luca|google uk english male|stefan|paul|pablo|rishi|yuri/i;

/** The Web Speech API does not say a voice's gender: guess from well-known voice names. */
export function voiceGender(voice: { name: string }): VoiceGender | null {
  if (MALE.test(voice.name) && !/female/i.test(voice.name)) return 'MALE';
  if (FEMALE.test(voice.name)) return 'FEMALE';
  return null;
}

/** The best voice for a language and gender: same language first, then gender, then default. */
export function pickVoice<T extends { name: string; lang: string; default?: boolean }>(
  voices: readonly T[],
  language: string,
  gender: VoiceGender,
): T | undefined {
  const base = language.split('-')[0]?.toLowerCase() ?? language;
  const sameLanguage = voices.filter((voice) => voice.lang.toLowerCase().startsWith(base));
  const pool = sameLanguage.length ? sameLanguage : voices;
  return (
    pool.find((voice) => voiceGender(voice) === gender) ??
    pool.find((voice) => voice.default) ??
    pool[0]
  );
}
