import DarkMode from '@mui/icons-material/DarkModeOutlined';
import LightMode from '@mui/icons-material/LightModeOutlined';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { setThemePreference } from '../lib/theme-preference.ts';

/** Flips between light and dark; the choice is remembered for the signed-in user. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const isDark = useTheme().palette.mode === 'dark';
  const label = isDark ? t('theme.useLight') : t('theme.useDark');
  return (
    <IconButton
      color="inherit"
      aria-label={label}
      title={label}
      onClick={() => setThemePreference(isDark ? 'light' : 'dark')}
    >
      {isDark ? <LightMode /> : <DarkMode />}
    </IconButton>
  );
}
