import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { UserAvatar } from '../../../components/user-avatar.tsx';

/** The classroom an assignment is for: its avatar and name, then anything that follows. */
export function StudentClassroomLabel({
  classroom,
  children,
}: {
  classroom: { name: string; avatar: string };
  children?: ReactNode;
}) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <UserAvatar picture={{ image: classroom.avatar }} kind="classroom" size={24} decorative />
      <Typography variant="body2" color="text.secondary" noWrap dir="auto">
        {classroom.name}
      </Typography>
      {children}
    </Stack>
  );
}
