import classroomAvatar from '../assets/avatars/classroom.svg';
import studentAvatar from '../assets/avatars/student.svg';
import teacherAvatar from '../assets/avatars/teacher.svg';
import { mediaUrl } from '../config/api.ts';

export type AvatarKind = 'teacher' | 'student' | 'classroom';

/** The picture fields of an avatar-bearing object (profile or classroom). */
export type AvatarImage = {
  image?: string | null;
  thumbnail?: string | null;
  externalUrl?: string | null;
};

export const DEFAULT_AVATARS: Record<AvatarKind, string> = {
  teacher: teacherAvatar,
  student: studentAvatar,
  classroom: classroomAvatar,
};

/** The image if present, else the thumbnail, else an external URL, else the kind's default. */
export function avatarSource(picture: AvatarImage | null | undefined, kind: AvatarKind): string {
  const uploaded = mediaUrl(picture?.image) ?? mediaUrl(picture?.thumbnail);
  if (uploaded) return uploaded;
  if (picture?.externalUrl) return picture.externalUrl;
  return DEFAULT_AVATARS[kind];
}
