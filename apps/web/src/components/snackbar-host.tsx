import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissSnackbar, type SnackbarMessage, snackbarStore } from '../lib/snackbar.ts';
import { useStore } from '../lib/store.ts';
import { Alert } from './plain/alert.tsx';
import { Icon } from './plain/icon.tsx';

function SnackbarItem({ entry }: { entry: SnackbarMessage }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => dismissSnackbar(entry.id), entry.timeoutMs);
    return () => clearTimeout(timer);
  }, [entry.id, entry.timeoutMs]);
  return (
    <Alert
      variant="filled"
      severity={entry.color}
      className="c-snackbar"
      action={
        <button
          type="button"
          className="c-icon-button"
          aria-label={t('common.close')}
          title={t('common.close')}
          onClick={() => dismissSnackbar(entry.id)}
        >
          <Icon name="close" size="small" />
        </button>
      }
    >
      {entry.message}
    </Alert>
  );
}

/**
 * The global snackbar: messages stack at the top, at the inline end (SNACKBAR_LOCATION), and
 * leave after their timeout. Without MUI: the sign-in pages show messages too.
 */
export function SnackbarHost() {
  const { t } = useTranslation();
  const messages = useStore(snackbarStore);
  return (
    <section
      aria-live="polite"
      aria-label={t('common.notifications')}
      className={messages.length ? 'c-snackbars c-snackbars--busy' : 'c-snackbars'}
    >
      {messages.map((entry) => (
        <SnackbarItem key={entry.id} entry={entry} />
      ))}
    </section>
  );
}
