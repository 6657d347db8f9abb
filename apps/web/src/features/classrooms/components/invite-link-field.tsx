import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppOrigin } from '../../../lib/app-origin.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { inviteUrl } from '../list-params.ts';

/** A read-only invite link with a copy button (and room for more actions, such as rotate). */
export function InviteLinkField({
  label,
  invitePath,
  actions,
}: {
  label: string;
  invitePath: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const url = inviteUrl(invitePath, useAppOrigin());
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' } }}
    >
      <TextField
        label={label}
        value={url}
        fullWidth
        size="small"
        // A URL reads left to right in every language.
        slotProps={{ htmlInput: { readOnly: true, dir: 'ltr', 'data-testid': 'invite-link' } }}
        onFocus={(event) => event.target.select()}
      />
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        <Button
          variant="outlined"
          startIcon={<ContentCopy />}
          onClick={() =>
            navigator.clipboard
              .writeText(url)
              .then(() => showSnackbar(t('classroom.linkCopied'), { color: 'success' }))
              .catch(reportError)
          }
        >
          {t('common.copy')}
        </Button>
        {actions}
      </Stack>
    </Stack>
  );
}
