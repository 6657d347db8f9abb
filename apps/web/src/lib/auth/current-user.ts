import type { CurrentUserQuery, CurrentUserQueryVariables } from '../../gql/graphql.ts';
import { typedDocument } from '../typed-document.ts';

export const CurrentUserDocument = typedDocument<CurrentUserQuery, CurrentUserQueryVariables>(
  /* GraphQL */ `
  query CurrentUser {
    readUser(me: true, where: { isActive: true }) {
      id
      userType
      email
      username
      firstName
      lastName
      isActive
      isStaff
      isSuperuser
      language
      timeZone
      studentProfile {
        id
        avatar
        nativeLanguage {
          id
        }
        paginatedLearningLanguages(pageSize: 1) {
          totalCount
        }
      }
      teacherProfile {
        id
        avatar
        nativeLanguage {
          id
        }
        paginatedLanguagesTaught(pageSize: 1) {
          totalCount
        }
      }
    }
  }
`,
);

export type UserType = 'TEACHER' | 'STUDENT';

type ApiUser = NonNullable<CurrentUserQuery['readUser']>;

/** The signed-in user with the summary of the profile of their type. */
export type CurrentUser = Omit<ApiUser, 'studentProfile' | 'teacherProfile'> & {
  profile: {
    id: string;
    avatar: string;
    hasNativeLanguage: boolean;
    languageCount: number;
  } | null;
};

export function toCurrentUser(user: ApiUser): CurrentUser {
  const { studentProfile, teacherProfile, ...rest } = user;
  const profile =
    user.userType === 'TEACHER' && teacherProfile
      ? {
          id: teacherProfile.id,
          avatar: teacherProfile.avatar,
          hasNativeLanguage: Boolean(teacherProfile.nativeLanguage),
          languageCount: teacherProfile.paginatedLanguagesTaught.totalCount,
        }
      : user.userType === 'STUDENT' && studentProfile
        ? {
            id: studentProfile.id,
            avatar: studentProfile.avatar,
            hasNativeLanguage: Boolean(studentProfile.nativeLanguage),
            languageCount: studentProfile.paginatedLearningLanguages.totalCount,
          }
        : null;
  return { ...rest, profile };
}

/** Names, native language and at least one language taught or learnt. */
export function isProfileComplete(user: CurrentUser): boolean {
  if (!user.userType) return true;
  return Boolean(
    user.firstName.trim() &&
      user.lastName.trim() &&
      user.profile?.hasNativeLanguage &&
      (user.profile?.languageCount ?? 0) > 0,
  );
}

/** The signed-in user, read with the `me` flag (never cached: it changes with the session). */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  // Loaded on first use: an anonymous visitor's pages go without the GraphQL client.
  const { graphqlRequest } = await import('../graphql-client.ts');
  const data = await graphqlRequest(CurrentUserDocument);
  return data.readUser ? toCurrentUser(data.readUser) : null;
}
