import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { paths } from '../../../config/paths.ts';
import { useLanguageName } from '../../../lib/language-names.ts';

export type HomeClassroom = {
  id: string;
  name: string;
  level: string;
  avatar: string;
  language: { name: string; isoLanguageCode: string };
};

export function ClassroomList({ classrooms }: { classrooms: readonly HomeClassroom[] }) {
  const nameOf = useLanguageName();
  return (
    <Stack spacing={1}>
      {classrooms.map((classroom) => (
        <Box
          key={classroom.id}
          component={RouterLink}
          to={paths.accounts.classroom.detail.getHref(classroom.id)}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            p: 1.25,
            mx: -1.25,
            borderRadius: '12px',
            color: 'inherit',
            textDecoration: 'none',
            '&:hover': { bgcolor: 'action.hover' },
          }}
        >
          <UserAvatar picture={{ image: classroom.avatar }} kind="classroom" size={44} decorative />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <AuthoredText sx={{ fontWeight: 600 }} noWrap>
              {classroom.name}
            </AuthoredText>
            <Typography variant="body2" color="text.secondary">
              {classroom.level} · {nameOf(classroom.language)}
            </Typography>
          </Box>
          <LanguageFlag isoLanguageCode={classroom.language.isoLanguageCode} size={24} />
        </Box>
      ))}
    </Stack>
  );
}
