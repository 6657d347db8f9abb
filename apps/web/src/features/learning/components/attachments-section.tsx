import AttachFile from '@mui/icons-material/AttachFile';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioQuery } from '../../../gql/graphql.ts';
import { confirm } from '../../../lib/confirm.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { AddScenarioAttachmentDocument } from '../api/add-scenario-attachment-mutation.ts';
import { RemoveScenarioAttachmentDocument } from '../api/remove-scenario-attachment-mutation.ts';
import { AttachmentTile } from './attachment-tile.tsx';

type Attachment = NonNullable<ScenarioQuery['scenario']>['attachments'][number];

export const ATTACHMENT_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,application/pdf';

/** Images and PDFs of a saved scenario, each with a preview; uploads go one file at a time. */
export function AttachmentsSection({
  scenarioId,
  attachments,
  editable,
  onChanged,
}: {
  scenarioId: string | null;
  attachments: readonly Attachment[];
  editable: boolean;
  onChanged(): Promise<void> | void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!scenarioId || files.length === 0) return;
    setUploading(true);
    try {
      for (const file of files) {
        await runMutation(
          AddScenarioAttachmentDocument,
          { scenarioId, file },
          'addScenarioAttachment',
        );
      }
      showSnackbar(t('scenarios.attachmentAdded'), { color: 'success' });
      await onChanged();
    } catch (error) {
      reportError(error);
    } finally {
      setUploading(false);
    }
  };

  const remove = async (attachment: Attachment) => {
    const confirmed = await confirm({
      title: t('scenarios.removeAttachmentTitle'),
      message: attachment.originalName,
      confirmLabel: t('scenarios.remove'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await runMutation(
        RemoveScenarioAttachmentDocument,
        { id: attachment.id },
        'removeScenarioAttachment',
      );
      await onChanged();
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {attachments.map((attachment) => (
          <AttachmentTile
            key={attachment.id}
            attachment={attachment}
            action={
              editable ? (
                <IconButton
                  size="small"
                  aria-label={`${t('scenarios.remove')}: ${attachment.originalName}`}
                  onClick={() => void remove(attachment)}
                  sx={{
                    position: 'absolute',
                    top: 4,
                    insetInlineEnd: 4,
                    bgcolor: 'background.paper',
                    '&:hover': { bgcolor: 'background.paper' },
                  }}
                >
                  <Close fontSize="small" />
                </IconButton>
              ) : null
            }
          />
        ))}
      </Box>
      {editable ? (
        scenarioId ? (
          <>
            <input
              ref={input}
              type="file"
              accept={ATTACHMENT_ACCEPT}
              multiple
              hidden
              data-testid="attachment-input"
              onChange={(event) => void upload(event)}
            />
            <Button
              variant="outlined"
              startIcon={<AttachFile />}
              loading={uploading}
              onClick={() => input.current?.click()}
            >
              {t('scenarios.addAttachment')}
            </Button>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('scenarios.attachmentsAfterSave')}
          </Typography>
        )
      ) : attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('scenarios.noAttachments')}
        </Typography>
      ) : null}
    </Box>
  );
}
