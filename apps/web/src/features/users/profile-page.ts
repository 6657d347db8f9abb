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
  id: string | undefined,
  fetchProfile: (variables: ProfilePageVariables) => Promise<Profile | null | undefined>,
): Promise<Profile> {
  const { user } = await ensureAuth();
  // Only the person themselves (and staff) may list their classrooms.
  const withClassrooms = user?.profile?.id === id || user?.isStaff === true;
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
  return {
    kind,
    avatar: profile.avatar,
    person: profile.user,
    nativeLanguage: profile.nativeLanguage ?? null,
    languages,
    classrooms: profile.paginatedClassrooms?.objects ?? null,
    classroomCount: profile.paginatedClassrooms?.totalCount ?? 0,
    isOwn: user?.profile?.id === profile.id && user.userType === userType,
  };
}
