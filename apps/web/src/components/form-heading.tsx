import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The title block of a form page (sign-in pages, onboarding steps). */
export function FormHeading({
  title,
  subtitle,
  icon,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
}) {
  return (
    <Box sx={{ mb: 4 }}>
      {icon ? (
        <Box
          aria-hidden
          sx={(theme) => ({
            width: 56,
            height: 56,
            borderRadius: '16px',
            display: 'grid',
            placeItems: 'center',
            mb: 3,
            color: 'primary.main',
            bgcolor:
              theme.palette.mode === 'dark' ? 'rgba(177,151,252,0.14)' : 'rgba(109,40,217,0.08)',
            '& svg': { fontSize: 28 },
          })}
        >
          {icon}
        </Box>
      ) : null}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.85rem', sm: '2.125rem' }, mb: 1 }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ fontSize: '1.0625rem' }}>
          {subtitle}
        </Typography>
      ) : null}
    </Box>
  );
}
