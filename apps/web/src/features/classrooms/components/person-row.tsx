import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { displayName, type NamedPerson } from '../../../lib/display-name.ts';

/** One member of a roster: avatar, name (a link when `href` is given), and an action at the end. */
export function PersonRow({
  person,
  avatar,
  kind,
  href,
  secondary,
  action,
}: {
  person: NamedPerson & { email?: string | null };
  avatar: string;
  kind: 'student' | 'teacher';
  href?: string;
  secondary?: ReactNode;
  action?: ReactNode;
}) {
  const name = displayName(person);
  return (
    <ListItem disableGutters secondaryAction={action} sx={{ pr: action ? 7 : 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
        <UserAvatar person={person} picture={{ image: avatar }} kind={kind} size={40} decorative />
        <Box sx={{ minWidth: 0 }}>
          {href ? (
            <Typography
              component={RouterLink}
              to={href}
              dir="auto"
              sx={{ fontWeight: 600, color: 'text.primary', textDecoration: 'none' }}
              noWrap
            >
              {name}
            </Typography>
          ) : (
            <AuthoredText sx={{ fontWeight: 600 }} noWrap>
              {name}
            </AuthoredText>
          )}
          {secondary ? (
            <Typography variant="body2" color="text.secondary" noWrap>
              {secondary}
            </Typography>
          ) : null}
        </Box>
      </Box>
    </ListItem>
  );
}
