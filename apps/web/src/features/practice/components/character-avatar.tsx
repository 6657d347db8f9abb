import Avatar from '@mui/material/Avatar';

/** Up to two initials of a name, whatever its script ("Carmen" → "C", "Don Pedro" → "DP"). */
export function nameInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toLocaleUpperCase() ?? '')
    .join('');
}

/** The character's picture: their initials (the name is always shown beside it). */
export function CharacterAvatar({ name, size = 36 }: { name: string; size?: number }) {
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        fontSize: size * 0.4,
        fontWeight: 600,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
      }}
    >
      {nameInitials(name)}
    </Avatar>
  );
}
