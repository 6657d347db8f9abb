import Avatar, { type AvatarProps } from '@mui/material/Avatar';
import { type AvatarImage, type AvatarKind, avatarSource, DEFAULT_AVATARS } from '../lib/avatar.ts';
import { displayName, initials, type NamedPerson } from '../lib/display-name.ts';

/** A person's (or classroom's) picture, falling back to the default image of its kind. */
export function UserAvatar({
  person,
  picture,
  kind,
  size = 40,
  sx,
  decorative = false,
}: {
  person?: NamedPerson | null;
  picture?: AvatarImage | null;
  kind: AvatarKind;
  size?: number;
  sx?: AvatarProps['sx'];
  /** True when the name is shown next to it: the image then needs no text alternative. */
  decorative?: boolean;
}) {
  const src = avatarSource(picture, kind);
  const isDefault = src === DEFAULT_AVATARS[kind];
  const name = displayName(person);
  return (
    <Avatar
      src={src}
      alt={decorative ? '' : name}
      sx={{ width: size, height: size, fontSize: size * 0.4, fontWeight: 600, ...sx }}
      slotProps={{ img: { loading: 'lazy', draggable: false } }}
    >
      {isDefault ? null : initials(person)}
    </Avatar>
  );
}
