import PictureAsPdf from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { mediaUrl } from '../../../config/api.ts';
import type { AttachmentKind } from '../../../gql/graphql.ts';

export type AttachmentPreview = {
  id: string;
  kind: AttachmentKind;
  url: string;
  thumbnailUrl?: string | null;
  originalName: string;
};

/** A scenario's picture or PDF as a card that opens the file; `action` sits in its corner. */
export function AttachmentTile({
  attachment,
  action,
}: {
  attachment: AttachmentPreview;
  action?: ReactNode;
}) {
  const url = mediaUrl(attachment.url);
  const preview = mediaUrl(attachment.thumbnailUrl) ?? url;
  return (
    <Box
      data-testid="attachment"
      sx={{
        position: 'relative',
        width: 160,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      <Link href={url} target="_blank" rel="noopener" underline="none">
        {attachment.kind === 'IMAGE' ? (
          <Box
            component="img"
            src={preview}
            alt={attachment.originalName}
            sx={{ width: '100%', height: 110, objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Box sx={{ height: 110, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
            <PictureAsPdf color="error" sx={{ fontSize: 48 }} />
          </Box>
        )}
      </Link>
      <Typography variant="caption" noWrap component="div" dir="auto" sx={{ px: 1, py: 0.5 }}>
        {attachment.originalName}
      </Typography>
      {action}
    </Box>
  );
}

/** The scenario's materials, read-only: what a student looks at while practising. */
export function AttachmentTiles({ attachments }: { attachments: readonly AttachmentPreview[] }) {
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, m: 0, p: 0, listStyle: 'none' }}
    >
      {attachments.map((attachment) => (
        <li key={attachment.id}>
          <AttachmentTile attachment={attachment} />
        </li>
      ))}
    </Box>
  );
}
