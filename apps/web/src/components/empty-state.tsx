import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A calm, centred message for a list or page with nothing to show yet. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  compact = false,
}: {
  icon: ReactNode;
  title: string;
  description?: string;
  action?: ReactNode;
  compact?: boolean;
}) {
  return (
    <Box
      sx={{
        textAlign: 'center',
        py: compact ? 4 : 8,
        px: 3,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.5,
      }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          width: compact ? 48 : 64,
          height: compact ? 48 : 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          backgroundColor:
            theme.palette.mode === 'dark' ? 'rgba(177,151,252,0.12)' : 'rgba(109,40,217,0.08)',
          '& svg': { fontSize: compact ? 24 : 30 },
        })}
      >
        {icon}
      </Box>
      <Typography variant={compact ? 'h5' : 'h4'} component="p">
        {title}
      </Typography>
      {description ? (
        <Typography color="text.secondary" sx={{ maxWidth: 440 }}>
          {description}
        </Typography>
      ) : null}
      {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
    </Box>
  );
}
