import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Save from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header.tsx';

const STICKY_SAVE = {
  position: 'sticky',
  bottom: 16,
  display: 'flex',
  justifyContent: 'flex-end',
  zIndex: 2,
} as const;

/**
 * The frame of the scenario and curriculum editors: the form with its title, duplicate and
 * delete, a notice when it is read-only, its sections, and the save button when it is editable.
 */
export function EditorFrame({
  title,
  subtitle,
  onSubmit,
  onDuplicate,
  onDelete,
  extraActions,
  editable,
  readOnlyNotice,
  pending,
  stickySave = false,
  children,
}: {
  title: string;
  subtitle: string;
  onSubmit: (event: FormEvent) => void;
  /** Absent while the item is being created. */
  onDuplicate?: (() => void) | undefined;
  /** Absent while the item is being created, or when the viewer may not edit it. */
  onDelete?: (() => void) | undefined;
  /** More header actions before duplicate and delete (e.g. "Assign"). */
  extraActions?: ReactNode;
  editable: boolean;
  readOnlyNotice: string;
  pending: boolean;
  /** A long form keeps its save button in view. */
  stickySave?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Box component="form" noValidate onSubmit={onSubmit}>
        <PageHeader
          title={title}
          subtitle={subtitle}
          actions={
            onDuplicate ? (
              <>
                {extraActions}
                <Button startIcon={<ContentCopy />} onClick={onDuplicate}>
                  {t('scenarios.duplicate')}
                </Button>
                {onDelete ? (
                  <Button color="error" startIcon={<DeleteOutlined />} onClick={onDelete}>
                    {t('scenarios.delete')}
                  </Button>
                ) : null}
              </>
            ) : null
          }
        />
        {editable ? null : (
          <Alert severity="info" sx={{ mb: 3 }}>
            {readOnlyNotice}
          </Alert>
        )}
        <Stack spacing={3}>
          {children}
          {editable ? (
            <Box sx={stickySave ? STICKY_SAVE : { display: 'flex', justifyContent: 'flex-end' }}>
              <Button
                type="submit"
                variant="contained"
                size="large"
                startIcon={<Save />}
                loading={pending}
              >
                {t('scenarios.save')}
              </Button>
            </Box>
          ) : null}
        </Stack>
      </Box>
    </Container>
  );
}
