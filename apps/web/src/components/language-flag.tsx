import LanguageIcon from '@mui/icons-material/Language';
import Box from '@mui/material/Box';

/**
 * Circular flag for a language code, from circle-flags' language set (ar and zh there are the
 * special icons the product asks for Arabic and Simplified Chinese).
 */
const FLAG_URLS = import.meta.glob<string>(
  '../../../../node_modules/circle-flags/flags/language/*.svg',
  {
    query: '?url&no-inline',
    import: 'default',
    eager: true,
  },
);

const FLAG_ALIASES: Record<string, string> = { 'zh-hans': 'zh', 'zh-hant': 'zh' };

export function flagUrl(isoLanguageCode: string): string | undefined {
  const code = isoLanguageCode.toLowerCase();
  const name = FLAG_ALIASES[code] ?? code;
  const base = code.split('-')[0] ?? code;
  const folder = '../../../../node_modules/circle-flags/flags/language';
  return FLAG_URLS[`${folder}/${name}.svg`] ?? FLAG_URLS[`${folder}/${base}.svg`];
}

export function LanguageFlag({
  isoLanguageCode,
  size = 24,
}: {
  isoLanguageCode: string;
  size?: number;
}) {
  const src = flagUrl(isoLanguageCode);
  if (!src) return <LanguageIcon sx={{ fontSize: size, color: 'text.secondary' }} aria-hidden />;
  return (
    <Box
      component="img"
      src={src}
      alt=""
      width={size}
      height={size}
      sx={{ borderRadius: '50%', display: 'block', flexShrink: 0 }}
    />
  );
}
