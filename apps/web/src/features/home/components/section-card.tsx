import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card on a home page. */
export function SectionCard({
  title,
  titleId,
  action,
  children,
}: {
  title: string;
  /** For a surrounding landmark's aria-labelledby. */
  titleId?: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card sx={{ p: { xs: 2.5, md: 3 }, height: '100%' }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 2,
          gap: 2,
        }}
      >
        <Typography variant="h3" component="h2" id={titleId}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Card>
  );
}
