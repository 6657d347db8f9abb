import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { ensureAuth, useCurrentUser } from '../../../lib/auth/auth-store.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { StudentProfileDocument } from '../api/student-profile-query.ts';
import { ProfileView } from '../components/profile-view.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  const { user } = await ensureAuth();
  // Only the person themselves (and staff) may list their classrooms.
  const withClassrooms = user?.profile?.id === params.id || user?.isStaff === true;
  const result = await graphqlRequest(StudentProfileDocument, {
    id: params.id ?? '',
    withClassrooms,
  });
  if (!result.studentProfile) throw data('Page not found', { status: 404 });
  return result.studentProfile;
}

export function Component() {
  const profile = useLoaderData<typeof loader>();
  const user = useCurrentUser();
  return (
    <ProfileView
      data={{
        kind: 'student',
        avatar: profile.avatar,
        person: profile.user,
        nativeLanguage: profile.nativeLanguage ?? null,
        languages: profile.paginatedLearningLanguages.objects,
        classrooms: profile.paginatedClassrooms?.objects ?? null,
        classroomCount: profile.paginatedClassrooms?.totalCount ?? 0,
        isOwn: user?.profile?.id === profile.id && user.userType === 'STUDENT',
      }}
    />
  );
}
