/** Lower-cases and strips diacritics, so "Película" and "pelicula" compare equal. */
export function foldWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The base language subtag of a BCP 47 tag: "zh-Hans" → "zh", "es-MX" → "es". */
export function baseLanguage(tag: string): string {
  return (tag.split('-')[0] ?? tag).toLowerCase();
}

export function isCapitalized(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLowerCase();
}

export function capitalize(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}
