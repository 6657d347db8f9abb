import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { MetricsFilters } from './metrics-filters.tsx';

/** A metrics page's top: the way back, its title and subtitle, and the filters. */
export function MetricsHeading({
  back,
  title,
  subtitle,
}: {
  back?: { href: string; label: string };
  title: string;
  subtitle?: ReactNode;
}) {
  return (
    <Box sx={{ mb: 3 }}>
      {back ? (
        <Button
          component={RouterLink}
          to={back.href}
          size="small"
          startIcon={
            <ArrowBack
              sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
            />
          }
          sx={{ mb: 1 }}
        >
          {back.label}
        </Button>
      ) : null}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', md: '2.125rem' } }}>
        {title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {subtitle}
        </Typography>
      ) : null}
      <Box sx={{ mt: 2.5 }}>
        <MetricsFilters />
      </Box>
    </Box>
  );
}
