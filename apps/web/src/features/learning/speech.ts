import type { VoiceGender } from '../../gql/graphql.ts';

const FEMALE =
  /female|woman|zira|susan|samantha|victoria|karen|moira|tessa|fiona|monica|paulina|helena|amelie|anna|alice|ellen|sara|laura|lucia|elena|jenny|aria|sonia|libby|denise|katja|elsa|yuna|ting-ting|mei-jia|hoda|salma/i;
const MALE =
  /\bmale\b|\bman\b|david|mark|daniel|alex|fred|jorge|diego|thomas|george|guy|ryan|conrad|henri|luca|stefan|paul|pablo|rishi|yuri|naayf|hamed/i;

type VoiceLike = { name: string; lang: string; default?: boolean };

/** The Web Speech API does not give a voice's gender: it is guessed from well-known names. */
export function guessGender(voice: { name: string }): VoiceGender | null {
  if (MALE.test(voice.name) && !/female/i.test(voice.name)) return 'MALE';
  if (FEMALE.test(voice.name)) return 'FEMALE';
  return null;
}

/** Voices for a language (base tag match: "es" finds es-ES and es-MX). */
export function voicesFor<T extends VoiceLike>(voices: readonly T[], language: string): T[] {
  const base = language.split('-')[0]?.toLowerCase() ?? language.toLowerCase();
  return voices.filter((voice) => voice.lang.toLowerCase().split(/[-_]/)[0] === base);
}

/** The named voice, else one of the language and gender, else any of the language. */
export function chooseVoice<T extends VoiceLike>(
  voices: readonly T[],
  language: string,
  gender: VoiceGender,
  name?: string | null,
): T | undefined {
  const named = name ? voices.find((voice) => voice.name === name) : undefined;
  if (named) return named;
  const pool = voicesFor(voices, language);
  return (
    pool.find((voice) => guessGender(voice) === gender) ?? pool.find((v) => v.default) ?? pool[0]
  );
}
