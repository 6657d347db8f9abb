import { Link as RouterLink } from 'react-router';

/** The link under a sign-in form to the page next to it (sign up, sign in), after a prompt. */
export function FormFooterLink({
  prompt,
  to,
  label,
}: {
  prompt?: string;
  to: string;
  label: string;
}) {
  return (
    <p className="c-footer-line">
      {prompt ? `${prompt} ` : null}
      <RouterLink to={to} className="c-link c-link--strong">
        {label}
      </RouterLink>
    </p>
  );
}
