import Translate from '@mui/icons-material/Translate';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, matchLocale } from '../config/locales.ts';
import { changeLocale } from '../lib/i18n.ts';
import { LanguageFlag } from './language-flag.tsx';

const LanguageMenu = lazy(() => import('./language-menu.tsx'));

/** Chooses the interface language (remembered in the language cookie). */
export function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const menuId = useId();
  const current = matchLocale([i18n.language]);
  const label = t('language.choose');
  const triggerProps = {
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
        <IconButton {...triggerProps} aria-label={label} title={label} color="inherit">
          <Translate />
        </IconButton>
      ) : (
        <Button
          {...triggerProps}
          color="inherit"
          aria-label={`${label}: ${LOCALE_NAMES[current]}`}
          startIcon={<LanguageFlag isoLanguageCode={current} size={20} />}
          sx={{ fontWeight: 500 }}
        >
          {LOCALE_NAMES[current]}
        </Button>
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
              void changeLocale(locale);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
