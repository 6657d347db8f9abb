import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';

/** The form of a sign-in page: its inputs one under the other, the submit button last. */
export function AuthForm({
  onSubmit,
  pending,
  submitLabel,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      <Stack spacing={2.5}>
        {children}
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {submitLabel}
        </Button>
      </Stack>
    </Box>
  );
}
