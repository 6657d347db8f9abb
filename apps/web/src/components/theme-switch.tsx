import { useTranslation } from 'react-i18next';
import { usePrerendering } from '../lib/prerendered-page.ts';
import { useThemeMode } from '../lib/theme-mode.ts';
import { setThemePreference } from '../lib/theme-preference.ts';
import { Icon } from './plain/icon.tsx';

/** Flips between light and dark; the choice is remembered for the signed-in user. */
export function ThemeSwitch() {
  const { t } = useTranslation();
  const isDark = useThemeMode() === 'dark';
  const prerendering = usePrerendering();
  const label = isDark ? t('theme.useLight') : t('theme.useDark');
  return (
    <button
      type="button"
      className="c-icon-button"
      aria-label={label}
      title={label}
      onClick={() => setThemePreference(isDark ? 'light' : 'dark')}
      disabled={prerendering}
    >
      <Icon name={isDark ? 'lightMode' : 'darkMode'} />
    </button>
  );
}
