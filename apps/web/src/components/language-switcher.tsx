import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, matchLocale } from '../config/locales.ts';
import { chooseLocale } from '../lib/i18n.ts';
import { usePrerendering } from '../lib/prerendered-page.ts';
import { LanguageFlag } from './language-flag.tsx';
import { Icon } from './plain/icon.tsx';

// MUI's menu, loaded on first open: the sign-in pages render without MUI until then.
const LanguageMenu = lazy(() => import('./language-menu.tsx'));

/** Chooses the interface language (remembered in the language cookie). */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const prerendering = usePrerendering();
  const current = matchLocale([i18n.language]);
  const label = t('language.choose');
  const triggerProps = {
    type: 'button' as const,
    disabled: prerendering,
    onClick: (event: React.MouseEvent<HTMLElement>) => {
      setOpened(true);
      setAnchor(event.currentTarget);
    },
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
  };
  return (
    <>
      {compact ? (
        <button {...triggerProps} className="c-icon-button" aria-label={label} title={label}>
          <Icon name="translate" />
        </button>
      ) : (
        <button
          {...triggerProps}
          className="c-button c-button--text c-language-button"
          aria-label={`${label}: ${LOCALE_NAMES[current]}`}
        >
          <span className="c-button__start">
            <LanguageFlag isoLanguageCode={current} size={20} />
          </span>
          {LOCALE_NAMES[current]}
        </button>
      )}
      {opened ? (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            anchor={anchor}
            current={current}
            onClose={() => setAnchor(null)}
            onChoose={(locale) => {
              setAnchor(null);
              void chooseLocale(locale);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
