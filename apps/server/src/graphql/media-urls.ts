import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { type DefaultAvatarKind, defaultAvatarKey } from '../uploads/default-avatars.ts';
import type { GraphQLContext } from './context.ts';

type WithPhoto = { photo: string | null; photoThumbnail: string | null };

/** The URL of a stored media key, or null. */
export function mediaUrl(context: GraphQLContext, key: string | null): string | null {
  return key ? context.media.url(key) : null;
}

/** What to show for a picture: the thumbnail, else the photo, else the default avatar. */
export function avatarUrl(
  context: GraphQLContext,
  row: WithPhoto,
  kind: DefaultAvatarKind,
): string {
  return context.media.url(row.photoThumbnail ?? row.photo ?? defaultAvatarKey(kind));
}

export const PHOTO_COLUMNS = { photo: true, photoThumbnail: true } as const;

/** The key `avatarUrl` shows, as SQL over a table with the photo columns (compiled reads). */
export function avatarKeySql(
  table: { photo: AnyColumn; photoThumbnail: AnyColumn },
  kind: DefaultAvatarKind,
): SQL {
  return sql`coalesce(${table.photoThumbnail}, ${table.photo}, ${defaultAvatarKey(kind)})`;
}
