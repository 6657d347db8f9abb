import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { StudentProfileDocument } from '../api/student-profile-query.ts';
import { ProfileView } from '../components/profile-view.tsx';
import { loadProfilePage, useProfileViewData } from '../profile-page.ts';

export function loader({ params }: LoaderFunctionArgs) {
  return loadProfilePage(
    'student',
    params.id,
    async (variables) => (await graphqlRequest(StudentProfileDocument, variables)).studentProfile,
  );
}

export function Component() {
  const profile = useLoaderData<typeof loader>();
  const data = useProfileViewData('student', profile, profile.paginatedLearningLanguages.objects);
  return <ProfileView data={data} />;
}
