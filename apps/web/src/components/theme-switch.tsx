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
      {prerendering ? (
        // Painted before the visitor's mode is known: the palette shows the icon of its own mode.
        <>
          <span className="c-light-only">
            <Icon name="darkMode" />
          </span>
          <span className="c-dark-only">
            <Icon name="lightMode" />
          </span>
        </>
      ) : (
        <Icon name={isDark ? 'lightMode' : 'darkMode'} />
      )}
    </button>
  );
}
