import { useTranslation } from 'react-i18next';

/**
 * The first focusable link of every layout, to jump over the navigation. Plain markup, in its own
 * module: the sign-in pages (auth layout) load neither MUI nor the app frame's top bar with it.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main" className="c-skip-link">
      {t('nav.skipToContent')}
    </a>
  );
}
