import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/**
 * The first focusable link of every layout, to jump over the navigation. Its own module, so the
 * sign-in pages (auth layout) do not load the app frame's top bar and account menu with it.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip,
        px: 2,
        py: 1,
        borderRadius: '8px',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      {t('nav.skipToContent')}
    </Box>
  );
}
