import type { Locale } from '../config/locales.ts';

/**
 * The fonts of the scripts the body font (Outfit, Latin) lacks. Each loads the first time the
 * interface is in a language of that script or a text in it is on the page, whatever the
 * interface: a Chinese scenario's title on an English page, a student's Arabic reply on a French
 * one. A page without such text never downloads their @font-face rules (the Chinese ones are
 * 64 kB gzipped); once loaded, their unicode-range has the browser fetch only the subsets the
 * page's characters need.
 */
export type Script = 'arabic' | 'han';

const FONTS: Record<Script, () => Promise<unknown>> = {
  arabic: () =>
    Promise.all([
      import('@fontsource/noto-sans-arabic/400.css'),
      import('@fontsource/noto-sans-arabic/600.css'),
    ]),
  han: () =>
    Promise.all([
      import('@fontsource/noto-sans-sc/400.css'),
      import('@fontsource/noto-sans-sc/600.css'),
    ]),
};

/** A character each font is for: Han ideographs, CJK punctuation and full-width forms. */
const SCRIPT_CHARACTER: Record<Script, RegExp> = {
  arabic: /\p{Script=Arabic}/u,
  han: /[\p{Script=Han}\u3000-\u303f\uff00-\uffef]/u,
};

export const LOCALE_SCRIPTS: Partial<Record<Locale, Script>> = { ar: 'arabic', 'zh-Hans': 'han' };

const loading = new Map<Script, Promise<void>>();

/** Loads the script's font once; a failed download is tried again on the next call. */
export function loadScriptFont(script: Script): Promise<void> {
  let font = loading.get(script);
  if (!font) {
    font = FONTS[script]().then(
      () => undefined,
      () => {
        loading.delete(script);
      },
    );
    loading.set(script, font);
  }
  return font;
}

/**
 * Watches `root` (the document's body, where dialogs and menus open too) for text in a script
 * the body font lacks, and loads that script's font when some appears: in the page's text, or in
 * a field's value (React writes a controlled field's value into its `value` attribute, a text
 * area's into its text). Stops once every script's font is asked for. Returns the stop.
 */
export function watchScriptText(root: Element): () => void {
  const waiting = new Set(Object.keys(FONTS) as Script[]);
  for (const script of loading.keys()) waiting.delete(script);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'characterData') scan(record.target.textContent);
      else if (record.type === 'attributes') scan((record.target as Element).getAttribute('value'));
      else for (const node of record.addedNodes) scanNode(node);
    }
  });
  const scan = (text: string | null) => {
    if (!text) return;
    for (const script of waiting) {
      if (!SCRIPT_CHARACTER[script].test(text)) continue;
      waiting.delete(script);
      void loadScriptFont(script);
    }
    if (waiting.size === 0) observer.disconnect();
  };
  const scanNode = (node: Node) => {
    scan(node.textContent);
    if (!(node instanceof Element)) return;
    if (node instanceof HTMLInputElement) scan(node.value);
    for (const field of node.querySelectorAll('input')) scan(field.value);
  };
  scanNode(root);
  if (waiting.size > 0) {
    observer.observe(root, {
      subtree: true,
      childList: true,
      characterData: true,
      attributeFilter: ['value'],
    });
  }
  return () => observer.disconnect();
}
