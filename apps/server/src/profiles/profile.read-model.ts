import { studentProfiles, teacherProfiles } from '../db/schema/index.ts';
import { type FieldRead, readModel } from '../graphql/compiled-reads/read-model.ts';
import { avatarKeySql } from '../graphql/media-urls.ts';

type ProfileTable = typeof teacherProfiles | typeof studentProfiles;

/**
 * The fields both profile types read the same way (their types and
 * profile-picture-and-phone-fields.ts). The phone number and the invite token are guarded by
 * scopes, so an operation asking for them runs on the executor.
 */
function profileFields<T extends ProfileTable>(
  kind: 'teacher' | 'student',
): Record<string, FieldRead<T>> {
  return {
    id: { kind: 'value', value: (t) => t.id },
    user: { kind: 'object', type: 'User', key: (t) => t.userId },
    avatar: { kind: 'media', key: (t) => avatarKeySql(t, kind) },
    photo: { kind: 'media', key: (t) => t.photo },
    photoThumbnail: { kind: 'media', key: (t) => t.photoThumbnail },
    nativeLanguage: { kind: 'object', type: 'Language', key: (t) => t.nativeLanguageId },
  };
}

export const teacherProfileReadModel = readModel(teacherProfiles, profileFields('teacher'));
export const studentProfileReadModel = readModel(studentProfiles, profileFields('student'));
