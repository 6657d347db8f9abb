import type { eld as EldInstance } from 'eld';
import { baseLanguage } from './fold.ts';

export type LanguageGuess = { language: string; reliable: boolean };

type Eld = Pick<typeof EldInstance, 'detect'>;

let detector: Promise<Eld> | undefined;

/** eld's extra-small n-gram set: about 90 MB resident, reliable on sentences of a few words. */
async function loadDetector(): Promise<Eld> {
  const { eld } = await import('eld/extrasmall');
  return eld;
}

export async function guessLanguage(text: string): Promise<LanguageGuess> {
  detector ??= loadDetector();
  const result = (await detector).detect(text);
  return { language: result.language, reliable: result.language !== '' && result.isReliable() };
}

/** Minimum words before a message can count as written in the student's native language. */
export const NATIVE_LANGUAGE_MIN_WORDS = 3;

/**
 * The student wrote in their native language instead of the target one: only when the detector is
 * sure and the message has at least three words, since short messages mislead any detector.
 */
export async function isNativeLanguageUse(
  text: string,
  wordCount: number,
  nativeLanguage: string,
  targetLanguage: string,
): Promise<boolean> {
  const native = baseLanguage(nativeLanguage);
  if (native === baseLanguage(targetLanguage) || wordCount < NATIVE_LANGUAGE_MIN_WORDS)
    return false;
  const guess = await guessLanguage(text);
  return guess.reliable && guess.language === native;
}
