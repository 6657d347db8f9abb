import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { FormHeading } from '../../../components/form-heading.tsx';

/** Where a sign-in step ends (done, sent, or a dead link): what happened and the one way on. */
export function AuthOutcome({
  icon,
  title,
  subtitle,
  to,
  actionLabel,
  actionVariant = 'contained',
}: {
  icon: ReactNode;
  title: string;
  subtitle: ReactNode;
  to: string;
  actionLabel: string;
  actionVariant?: 'contained' | 'outlined';
}) {
  return (
    <>
      <FormHeading icon={icon} title={title} subtitle={subtitle} />
      <Button component={RouterLink} to={to} variant={actionVariant} size="large" fullWidth>
        {actionLabel}
      </Button>
    </>
  );
}
