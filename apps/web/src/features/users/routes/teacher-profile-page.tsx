import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { TeacherProfileDocument } from '../api/teacher-profile-query.ts';
import { ProfileView } from '../components/profile-view.tsx';
import { loadProfilePage, useProfileViewData } from '../profile-page.ts';

export function loader({ params }: LoaderFunctionArgs) {
  return loadProfilePage(
    'teacher',
    params.id,
    async (variables) => (await graphqlRequest(TeacherProfileDocument, variables)).teacherProfile,
  );
}

export function Component() {
  const profile = useLoaderData<typeof loader>();
  const data = useProfileViewData('teacher', profile, profile.paginatedLanguagesTaught.objects);
  return <ProfileView data={data} />;
}
