/**
 * Names and titles people wrote, placed inside a translated sentence, are isolated (what `<bdi>`
 * does, as Unicode's FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE) when they run the other
 * way from the interface: "Lucía" in an Arabic sentence keeps its letters and punctuation
 * together instead of taking the sentence's full stop or question mark to the wrong side.
 */
const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFC]/;
const LEFT_TO_RIGHT = /[A-Za-z\u00C0-\u02AF\u0370-\u058F\u1E00-\u1FFF\u3040-\u30FF\u3400-\u9FFF]/;
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

export function isolateFrom(text: string, pageDirection: 'ltr' | 'rtl'): string {
  const opposite = pageDirection === 'rtl' ? LEFT_TO_RIGHT : RIGHT_TO_LEFT;
  return opposite.test(text) ? `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}` : text;
}
