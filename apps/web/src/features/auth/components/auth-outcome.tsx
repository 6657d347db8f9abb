import type { ReactNode } from 'react';
import { FormHeading } from '../../../components/form-heading.tsx';
import { ButtonLink } from '../../../components/plain/button.tsx';

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
      <ButtonLink to={to} variant={actionVariant} large fullWidth>
        {actionLabel}
      </ButtonLink>
    </>
  );
}
