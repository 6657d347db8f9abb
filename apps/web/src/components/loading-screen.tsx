import { useTranslation } from 'react-i18next';
import { Spinner } from './plain/spinner.tsx';

/** Shown while the authentication state loads ('Loading...'); without MUI, as it comes first. */
export function LoadingScreen({ fullPage = true }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      className={`c-loading${fullPage ? ' c-loading--page' : ''}`}
    >
      <Spinner size={36} />
      <p className="c-muted">{t('common.loading')}</p>
    </div>
  );
}
