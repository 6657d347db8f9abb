import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { visuallyHidden } from './visually-hidden.ts';

export function BrandMark({ size = 32 }: { size?: number }) {
  // Each mark its own gradient: a shared id would point into a hidden copy of the mark.
  const gradientId = useId();
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden
      sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8b5cf6" />
          <stop offset="1" stopColor="#5b21b6" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="18" fill={`url(#${gradientId})`} />
      <path
        d="M17 22a7 7 0 0 1 7-7h16a7 7 0 0 1 7 7v11a7 7 0 0 1-7 7H31l-9 8v-8h1a6 6 0 0 1-6-6z"
        fill="#fff"
      />
      <circle cx="26" cy="27.5" r="2.6" fill="#6d28d9" />
      <circle cx="32" cy="27.5" r="2.6" fill="#6d28d9" />
      <circle cx="38" cy="27.5" r="2.6" fill="#6d28d9" />
    </Box>
  );
}

/**
 * The product's mark and name, linking home; `markOnlyOnPhone` keeps only the mark in sight on a
 * phone (the name stays for screen readers), where the bar has little room.
 */
export function BrandLogo({
  to = '/',
  inverted = false,
  markOnlyOnPhone = false,
}: {
  to?: string;
  inverted?: boolean;
  markOnlyOnPhone?: boolean;
}) {
  return (
    <Box
      component={RouterLink}
      to={to}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1.25,
        textDecoration: 'none',
        color: inverted ? '#fff' : 'text.primary',
        borderRadius: '8px',
      }}
    >
      <BrandMark />
      <Typography
        component="span"
        sx={(theme) => ({
          fontWeight: 700,
          fontSize: '1.3rem',
          letterSpacing: '-0.02em',
          ...(markOnlyOnPhone ? { [theme.breakpoints.down('sm')]: visuallyHidden } : {}),
        })}
      >
        Charla
      </Typography>
    </Box>
  );
}
