import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { CONFIRM_DIALOG_MAX_WIDTH, type ConfirmOptions, settleConfirm } from '../lib/confirm.ts';
import { useCloseOnBack } from '../lib/navigation-guard.ts';
import { MuiProviders } from './mui-providers.tsx';

/** The dialog itself, loaded the first time something asks for confirmation. */
export default function ConfirmDialog({ pending }: { pending: ConfirmOptions | null }) {
  const { t } = useTranslation();
  useCloseOnBack(pending !== null, () => settleConfirm(false));
  return (
    <MuiProviders>
      <Dialog
        open={pending !== null}
        onClose={() => settleConfirm(false)}
        aria-labelledby="confirm-dialog-title"
        aria-describedby={pending?.message ? 'confirm-dialog-message' : undefined}
        slotProps={{ paper: { sx: { width: '100%', maxWidth: CONFIRM_DIALOG_MAX_WIDTH } } }}
      >
        <DialogTitle id="confirm-dialog-title">{pending?.title}</DialogTitle>
        {pending?.message ? (
          <DialogContent>
            <DialogContentText id="confirm-dialog-message">{pending.message}</DialogContentText>
          </DialogContent>
        ) : null}
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={() => settleConfirm(false)} color="inherit">
            {pending?.cancelLabel ?? t('common.cancel')}
          </Button>
          <Button
            onClick={() => settleConfirm(true)}
            variant="contained"
            color={pending?.destructive ? 'error' : 'primary'}
            autoFocus
          >
            {pending?.confirmLabel ?? t('common.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiProviders>
  );
}
