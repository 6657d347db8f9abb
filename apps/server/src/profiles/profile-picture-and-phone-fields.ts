import type { DrizzleObjectFieldBuilder, drizzleTableName } from '@pothos/plugin-drizzle';
import type { BuilderTypes } from '../graphql/builder.ts';
import { avatarUrl, mediaUrl, PHOTO_COLUMNS } from '../graphql/media-urls.ts';

type ProfileRow = { id: string; userId: string };

type ProfileTable = 'teacherProfiles' | 'studentProfiles';

/** Either profile type's field builder, as far as the fields below use it. */
type ProfileFieldBuilder = Pick<
  DrizzleObjectFieldBuilder<
    BuilderTypes,
    BuilderTypes['DrizzleRelations'][ProfileTable],
    ProfileRow & { [drizzleTableName]?: ProfileTable }
  >,
  'string' | 'boolean'
>;

/**
 * The columns a profile's type reads whatever a query asks for: its ids (the private fields'
 * guards read the user id). The picture, the phone number and the rest are selected by the
 * fields showing them, so a name beside a scenario (`owner { user { firstName } }`) reads none
 * of them; nor the timestamps, which no field shows. The types' own fields read the row (see the
 * User type for why not `expose*`).
 */
export const PROFILE_FIELD_COLUMNS = { id: true, userId: true } as const;

/**
 * The picture and phone fields of TeacherProfile and StudentProfile, in the schema's order. The
 * phone number is private: only the profile's user and staff read it.
 */
export function profilePictureAndPhoneFields(
  t: ProfileFieldBuilder,
  defaultAvatar: 'teacher' | 'student',
) {
  const selfOrStaff = (profile: ProfileRow) => ({ owner: profile.userId, staff: true });
  return {
    photo: t.string({
      nullable: true,
      description: 'URL of the re-encoded photo.',
      select: { columns: { photo: true } },
      resolve: (profile, _args, context) => mediaUrl(context, profile.photo),
    }),
    photoThumbnail: t.string({
      nullable: true,
      select: { columns: { photoThumbnail: true } },
      resolve: (profile, _args, context) => mediaUrl(context, profile.photoThumbnail),
    }),
    avatar: t.string({
      description: `The thumbnail, else the photo, else the default ${defaultAvatar} avatar.`,
      select: { columns: PHOTO_COLUMNS },
      resolve: (profile, _args, context) => avatarUrl(context, profile, defaultAvatar),
    }),
    phoneNumber: t.string({
      nullable: true,
      description: 'E.164, e.g. +34600111222.',
      authScopes: selfOrStaff,
      select: { columns: { phoneNumber: true } },
      resolve: (profile) => profile.phoneNumber,
    }),
    phoneNumberVerified: t.boolean({
      authScopes: selfOrStaff,
      select: { columns: { phoneNumberVerified: true } },
      resolve: (profile) => profile.phoneNumberVerified,
    }),
  };
}
