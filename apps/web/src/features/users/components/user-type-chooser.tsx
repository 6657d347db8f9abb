import CastForEducation from '@mui/icons-material/CastForEducationOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOverOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { refreshCurrentUser } from '../../../lib/auth/auth-store.ts';
import type { UserType } from '../../../lib/auth/current-user.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { useMutationForm } from '../../../lib/use-mutation-form.ts';
import { ConfirmUserTypeDocument } from '../api/confirm-user-type-mutation.ts';
import { destinationAfterUserType } from './user-type-destination.ts';

function TypeOption({
  name,
  value,
  checked,
  onChange,
  icon,
  title,
  description,
}: {
  name: string;
  value: UserType;
  checked: boolean;
  onChange: (value: UserType) => void;
  icon: ReactNode;
  title: string;
  description: string;
}) {
  const id = useId();
  return (
    <Box
      component="label"
      htmlFor={id}
      sx={(theme) => ({
        position: 'relative',
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        p: 2.5,
        borderRadius: '16px',
        cursor: 'pointer',
        border: 2,
        borderColor: checked ? 'primary.main' : 'divider',
        bgcolor: checked ? alpha(theme.palette.primary.main, 0.06) : 'background.paper',
        transition: 'border-color 120ms, background-color 120ms',
        '&:hover': { borderColor: checked ? 'primary.main' : 'text.secondary' },
        '&:has(input:focus-visible)': {
          outline: `3px solid ${alpha(theme.palette.primary.main, 0.45)}`,
          outlineOffset: 2,
        },
      })}
    >
      <Box
        component="input"
        type="radio"
        id={id}
        name={name}
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        sx={visuallyHidden}
      />
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: '12px',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.18 : 0.1),
        })}
      >
        {icon}
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography sx={{ fontWeight: 650, fontSize: '1.0625rem' }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      </Box>
      <CheckCircle
        aria-hidden
        color="primary"
        sx={{ visibility: checked ? 'visible' : 'hidden', flexShrink: 0 }}
      />
    </Box>
  );
}

/** Student or teacher: chosen once, then the profile of that type is created. */
export function UserTypeChooser({ next }: { next: string | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const labelId = useId();
  const [userType, setUserType] = useState<UserType | null>(null);
  const form = useMutationForm(['userType']);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userType) {
      form.setFieldErrors({ userType: t('userType.required') });
      return;
    }
    const result = await form.submit(async () => {
      await runMutation(ConfirmUserTypeDocument, { userType }, 'confirmUserType');
      return refreshCurrentUser();
    });
    if (result.ok) navigate(destinationAfterUserType(result.value, next), { replace: true });
  };

  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Typography id={labelId} sx={visuallyHidden}>
        {t('userType.question')}
      </Typography>
      <Stack spacing={1.5} role="radiogroup" aria-labelledby={labelId}>
        <TypeOption
          name="userType"
          value="STUDENT"
          checked={userType === 'STUDENT'}
          onChange={(value) => {
            setUserType(value);
            form.clearFieldError('userType');
          }}
          icon={<RecordVoiceOver />}
          title={t('userType.student')}
          description={t('userType.studentDescription')}
        />
        <TypeOption
          name="userType"
          value="TEACHER"
          checked={userType === 'TEACHER'}
          onChange={(value) => {
            setUserType(value);
            form.clearFieldError('userType');
          }}
          icon={<CastForEducation />}
          title={t('userType.teacher')}
          description={t('userType.teacherDescription')}
        />
      </Stack>
      {form.fieldErrors.userType ? (
        <Typography color="error" variant="body2" role="alert" sx={{ mt: 1.5 }}>
          {form.fieldErrors.userType}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        {t('userType.once')}
      </Typography>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        loading={form.pending}
        sx={{ mt: 3 }}
      >
        {t('common.continue')}
      </Button>
    </Box>
  );
}
