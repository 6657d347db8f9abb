import type { FormEvent, ReactNode } from 'react';
import { Button } from '../../../components/plain/button.tsx';
import { usePrerendering } from '../../../lib/prerendered-page.ts';

/**
 * The form of a sign-in page: its inputs one under the other, the submit button last. Rendered at
 * build time, the button is disabled until the app takes over, so pressing Enter in the painted
 * page cannot send the form natively (into the address bar).
 */
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
  const prerendering = usePrerendering();
  return (
    <form noValidate onSubmit={onSubmit} className="c-stack">
      {children}
      <Button type="submit" variant="contained" large loading={pending} disabled={prerendering}>
        {submitLabel}
      </Button>
    </form>
  );
}
