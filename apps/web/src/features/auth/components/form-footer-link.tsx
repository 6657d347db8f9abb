import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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
    <Typography color="text.secondary" sx={{ mt: 4, textAlign: 'center' }}>
      {prompt ? `${prompt} ` : null}
      <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
        {label}
      </Link>
    </Typography>
  );
}
