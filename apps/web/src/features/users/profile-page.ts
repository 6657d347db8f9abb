import { data } from 'react-router';
import { ensureAuth, useCurrentUser } from '../../lib/auth/auth-store.ts';
import type { NamedPerson } from '../../lib/display-name.ts';
import type { LanguageOption } from './components/language-picker.tsx';
import type { ProfileClassroom, ProfileViewData } from './components/profile-view.tsx';

/** The variables of the StudentProfile and TeacherProfile queries. */
export type ProfilePageVariables = { id: string; withClassrooms: boolean };

/** What the student and teacher profile queries both select (ProfilePageFragments). */
export type ProfilePageFields = {
  id: string;
  avatar: string;
  nativeLanguage?: LanguageOption | null;
  paginatedClassrooms?: { totalCount: number; objects: readonly ProfileClassroom[] } | null;
  user: NamedPerson;
};

/** Loads the profile of a student or teacher page; a profile that does not exist is a 404. */
export async function loadProfilePage<Profile>(
  kind: ProfileViewData['kind'],
  id: string | undefined,
  fetchProfile: (variables: ProfilePageVariables) => Promise<Profile | null | undefined>,
): Promise<Profile> {
  const { user } = await ensureAuth();
  // The person themselves and staff list all their classrooms; a student's teacher (the only
  // teacher the server lets open the page) lists the classrooms they share with the student.
  const withClassrooms =
    user?.profile?.id === id ||
    user?.isStaff === true ||
    (kind === 'student' && user?.userType === 'TEACHER');
  const profile = await fetchProfile({ id: id ?? '', withClassrooms });
  if (!profile) throw data('Page not found', { status: 404 });
  return profile;
}

/** The profile view's data for a loaded student or teacher profile. */
export function useProfileViewData(
  kind: ProfileViewData['kind'],
  profile: ProfilePageFields,
  languages: readonly LanguageOption[],
): ProfileViewData {
  const user = useCurrentUser();
  const userType = kind === 'teacher' ? 'TEACHER' : 'STUDENT';
  const isOwn = user?.profile?.id === profile.id && user.userType === userType;
  return {
    kind,
    avatar: profile.avatar,
    person: profile.user,
    nativeLanguage: profile.nativeLanguage ?? null,
    languages,
    classrooms: profile.paginatedClassrooms?.objects ?? null,
    classroomCount: profile.paginatedClassrooms?.totalCount ?? 0,
    isOwn,
    sharedClassroomsOnly: kind === 'student' && !isOwn && !user?.isStaff,
  };
}
