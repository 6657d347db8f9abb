import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled card of the classroom page (invite link, students, teachers, co-teachers). */
export function ClassroomSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1.5, gap: 1 }}
      >
        <Typography variant="h2" sx={{ fontSize: '1.25rem', fontWeight: 650 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Card>
  );
}
