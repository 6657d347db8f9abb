import AddAPhoto from '@mui/icons-material/AddAPhotoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import type { AvatarKind } from '../../../lib/avatar.ts';
import type { NamedPerson } from '../../../lib/display-name.ts';
import { PHOTO_ACCEPT, photoChoiceProblem } from '../../../lib/photo-choice.ts';

/** Choose a photo and see it before saving; removing goes back to the default picture. */
export function PhotoPicker({
  person,
  kind,
  current,
  file,
  onFile,
  removed,
  onRemove,
  error,
}: {
  person: NamedPerson;
  kind: AvatarKind;
  current: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  removed: boolean;
  onRemove: () => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  // A file refused on choosing: the picture shown stays the one before.
  const [choiceProblem, setChoiceProblem] = useState<string | null>(null);
  const message = choiceProblem ?? error;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  const shown = preview ?? (removed ? null : current);
  return (
    <Stack direction="row" spacing={2.5} sx={{ alignItems: 'center' }}>
      <UserAvatar person={person} picture={{ image: shown }} kind={kind} size={80} />
      <Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<AddAPhoto />}>
            {shown ? t('profile.changePhoto') : t('profile.addPhoto')}
            <Box
              component="input"
              id={inputId}
              type="file"
              accept={PHOTO_ACCEPT}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
                const chosen = event.target.files?.[0] ?? null;
                const problem = chosen ? photoChoiceProblem(t, chosen) : null;
                setChoiceProblem(problem);
                if (!problem) onFile(chosen);
                event.target.value = '';
              }}
              sx={visuallyHidden}
            />
          </Button>
          {shown ? (
            <Button
              color="inherit"
              onClick={() => {
                setChoiceProblem(null);
                onRemove();
              }}
              sx={{ color: 'text.secondary' }}
            >
              {t('profile.removePhoto')}
            </Button>
          ) : null}
        </Stack>
        <Typography
          variant="body2"
          color={message ? 'error' : 'text.secondary'}
          sx={{ mt: 1 }}
          role={message ? 'alert' : undefined}
        >
          {message ?? t('profile.photoHint')}
        </Typography>
      </Box>
    </Stack>
  );
}
