import { FLAG_CODES, FLAGS_PATH } from 'virtual:language-flag-codes';
import { Icon } from './plain/icon.tsx';

const AVAILABLE = new Set(FLAG_CODES);
/** Simplified and Traditional Chinese share circle-flags' special "zh" icon. */
const FLAG_ALIASES: Record<string, string> = { 'zh-hans': 'zh', 'zh-hant': 'zh' };

/** The circular flag for a language code (its own, else its base language's), if any. */
export function flagUrl(isoLanguageCode: string): string | undefined {
  const code = isoLanguageCode.toLowerCase();
  const candidates = [FLAG_ALIASES[code] ?? code, code.split('-')[0] ?? code];
  const found = candidates.find((candidate) => AVAILABLE.has(candidate));
  return found ? `${FLAGS_PATH}${found}.svg` : undefined;
}

/**
 * A language's flag: decorative next to the language's name; give `label` (the name) where the
 * flag stands alone, so it is read out and shown on hover.
 */
export function LanguageFlag({
  isoLanguageCode,
  size = 24,
  label,
}: {
  isoLanguageCode: string;
  size?: number;
  label?: string;
}) {
  const src = flagUrl(isoLanguageCode);
  if (!src) {
    // A title makes the icon an image named `label`; without it the icon stays hidden.
    return (
      <span className="c-flag-fallback">
        <Icon name="language" pixels={size} title={label} />
      </span>
    );
  }
  return (
    <img src={src} alt={label ?? ''} title={label} width={size} height={size} className="c-flag" />
  );
}
