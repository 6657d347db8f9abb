import type { BuilderTypes } from '../graphql/builder.ts';
import { avatarUrl, mediaUrl } from '../graphql/media-urls.ts';

type ProfileRow = {
  userId: string;
  photo: string | null;
  photoThumbnail: string | null;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
};

type ProfileFieldBuilder = PothosSchemaTypes.RootFieldBuilder<
  BuilderTypes,
  ProfileRow,
  'DrizzleObject'
>;

/**
 * The columns a profile's fields read, loaded whatever a query asks for: never the timestamps,
 * which no field shows. The types' own fields read them from the row (see the User type for why
 * not `expose*`).
 */
export const PROFILE_FIELD_COLUMNS = {
  id: true,
  userId: true,
  photo: true,
  photoThumbnail: true,
  phoneNumber: true,
  phoneNumberVerified: true,
} as const;

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
      resolve: (profile, _args, context) => mediaUrl(context, profile.photo),
    }),
    photoThumbnail: t.string({
      nullable: true,
      resolve: (profile, _args, context) => mediaUrl(context, profile.photoThumbnail),
    }),
    avatar: t.string({
      description: `The thumbnail, else the photo, else the default ${defaultAvatar} avatar.`,
      resolve: (profile, _args, context) => avatarUrl(context, profile, defaultAvatar),
    }),
    phoneNumber: t.string({
      nullable: true,
      description: 'E.164, e.g. +34600111222.',
      authScopes: selfOrStaff,
      resolve: (profile) => profile.phoneNumber,
    }),
    phoneNumberVerified: t.boolean({
      authScopes: selfOrStaff,
      resolve: (profile) => profile.phoneNumberVerified,
    }),
  };
}
