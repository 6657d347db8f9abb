import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { displayName, type NamedPerson } from '../../../lib/display-name.ts';

type Person = { id: string; avatar: string; user: NamedPerson };

/** A short list of people on a home page, each a link to their page. */
export function PeopleList({
  people,
  kind,
  hrefOf,
}: {
  people: readonly Person[];
  kind: 'student' | 'teacher';
  hrefOf: (id: string) => string;
}) {
  return (
    <Stack spacing={1.5}>
      {people.map((person) => (
        <Box
          key={person.id}
          component={RouterLink}
          to={hrefOf(person.id)}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            color: 'inherit',
            textDecoration: 'none',
          }}
        >
          <UserAvatar
            person={person.user}
            picture={{ image: person.avatar }}
            kind={kind}
            size={36}
            decorative
          />
          <Typography sx={{ fontWeight: 500 }}>{displayName(person.user)}</Typography>
        </Box>
      ))}
    </Stack>
  );
}
