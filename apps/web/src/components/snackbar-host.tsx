import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dismissSnackbar,
  SNACKBAR_LOCATION,
  type SnackbarMessage,
  snackbarStore,
} from '../lib/snackbar.ts';
import { useStore } from '../lib/store.ts';

function SnackbarItem({ entry }: { entry: SnackbarMessage }) {
  const { t } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => dismissSnackbar(entry.id), entry.timeoutMs);
    return () => clearTimeout(timer);
  }, [entry.id, entry.timeoutMs]);
  return (
    <Slide in direction="left" appear>
      <Alert
        variant="filled"
        severity={entry.color}
        onClose={() => dismissSnackbar(entry.id)}
        slotProps={{ closeButton: { 'aria-label': t('common.close') } }}
        sx={{ boxShadow: 6, width: '100%', alignItems: 'center', whiteSpace: 'pre-line' }}
      >
        {entry.message}
      </Alert>
    </Slide>
  );
}

/** The global snackbar: messages stack at the top right and leave after their timeout. */
export function SnackbarHost() {
  const { t } = useTranslation();
  const messages = useStore(snackbarStore);
  return (
    <Box
      role="region"
      aria-live="polite"
      aria-label={t('common.notifications')}
      sx={{
        position: 'fixed',
        top: { xs: 8, sm: 16 },
        [SNACKBAR_LOCATION.horizontal === 'right' ? 'insetInlineEnd' : 'insetInlineStart']: {
          xs: 8,
          sm: 16,
        },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        width: { xs: 'calc(100% - 16px)', sm: 400 },
        pointerEvents: messages.length ? 'auto' : 'none',
      }}
    >
      {messages.map((entry) => (
        <SnackbarItem key={entry.id} entry={entry} />
      ))}
    </Box>
  );
}
