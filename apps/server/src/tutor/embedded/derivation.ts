import type { Spellchecker } from './spellchecker.ts';

const SPANISH_CLITICS = /(?:me|te|se|nos|os|le|les|lo|la|los|las)(?:lo|la|los|las|le|les)?$/;
const SPANISH_PREFIXES =
  /^(?:des|re|in|pre|anti|super|sobre|auto|ex|co|contra|entre|sub|semi|mini|multi|pos|post)/;

/**
 * Regular word formation that Hunspell's word list leaves out: Spanish diminutives ("abuelito"),
 * infinitives and gerunds with enclitic pronouns ("comprenderlos", "comprándolo"), "-ería" shops
 * ("taquería") and prefixed words ("desconexión"). Each is accepted only when its base is in the
 * dictionary.
 */
export function isDerivedWord(word: string, language: string, speller: Spellchecker): boolean {
  if (language !== 'es' || word.length < 5) return false;
  const lower = word.toLowerCase();
  const known = (candidate: string) => candidate.length >= 2 && speller.isCorrect(candidate);
  // Enclitics: an infinitive, gerund or affirmative command with pronouns attached.
  const clitic = lower.match(SPANISH_CLITICS);
  if (clitic && clitic.index !== undefined && clitic.index >= 3) {
    const base = lower.slice(0, clitic.index);
    const unaccented = base.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
    if (/(?:[aeií]r|ando|iendo|yendo)$/.test(unaccented) && (known(base) || known(unaccented)))
      return true;
  }
  // Diminutives: -ito/-ita/-cito/-illo with the base's spelling restored (poquito ← poco).
  const diminutive = lower.match(/^(.+?)(?:c?it|ill)(o|a)(s?)$/);
  if (diminutive) {
    const [, stem = '', vowel = '', plural = ''] = diminutive;
    const stems = [
      stem,
      stem.replace(/qu$/, 'c'),
      stem.replace(/gu$/, 'g'),
      stem.replace(/c$/, 'z'),
    ];
    for (const candidate of stems) {
      for (const ending of [vowel, 'o', 'a', 'e', '']) {
        if (known(`${candidate}${ending}${plural}`) || known(`${candidate}${ending}`)) return true;
      }
    }
  }
  // Shops and trades: taquería ← taco, panadería ← pan.
  const shop = lower.match(/^(.+?)ería(s?)$/);
  if (shop) {
    const stem = shop[1] ?? '';
    for (const candidate of [stem, stem.replace(/qu$/, 'c'), stem.replace(/gu$/, 'g')]) {
      if (known(`${candidate}o`) || known(`${candidate}a`) || known(candidate)) return true;
    }
  }
  const prefix = lower.match(SPANISH_PREFIXES);
  if (prefix && lower.length - prefix[0].length >= 5 && known(lower.slice(prefix[0].length)))
    return true;
  return false;
}
