import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/plain/button.tsx';

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
    <form noValidate onSubmit={onSubmit} className="c-stack">
      {children}
      <Button type="submit" variant="contained" large loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}
