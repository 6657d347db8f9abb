import type { MyProfileQuery } from '../../gql/graphql.ts';
import type { UserType } from '../../lib/auth/current-user.ts';
import type { LanguageOption } from './components/language-picker.tsx';

export type EditableProfile = {
  userType: UserType | null;
  firstName: string;
  lastName: string;
  photo: string | null;
  /** IANA zone dates are shown in. */
  timeZone: string;
  nativeLanguage: LanguageOption | null;
  /** Taught (teacher) or learnt (student). */
  languages: LanguageOption[];
};

/** The profile of the user's type, flattened for the profile form. */
export function editableProfile(user: MyProfileQuery['readUser']): EditableProfile {
  const profile = user?.userType === 'TEACHER' ? user.teacherProfile : user?.studentProfile;
  const languages =
    user?.teacherProfile && user.userType === 'TEACHER'
      ? user.teacherProfile.paginatedLanguagesTaught.objects
      : (user?.studentProfile?.paginatedLearningLanguages.objects ?? []);
  return {
    userType: user?.userType ?? null,
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    photo: profile?.photo ?? null,
    timeZone: user?.timeZone ?? 'UTC',
    nativeLanguage: profile?.nativeLanguage ?? null,
    languages: [...languages],
  };
}
