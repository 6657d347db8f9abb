import Groups from '@mui/icons-material/GroupsOutlined';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ensureAuth } from '../../../lib/auth/auth-store.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { MyTeachersDocument } from '../api/my-teachers-query.ts';
import { listParams, PeoplePage } from '../components/people-page.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await ensureAuth();
  // Teachers have no teachers of their own: their list is empty rather than an error.
  if (user?.userType !== 'STUDENT') return { totalCount: 0, pages: 0, page: 1, objects: [] };
  const result = await graphqlRequest(MyTeachersDocument, listParams(request));
  return result.myTeachers;
}

/** A student's teachers. */
export function Component() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  return (
    <PeoplePage
      title={t('teachers.title')}
      subtitle={t('teachers.subtitle', { count: page.totalCount })}
      people={page.objects}
      pages={page.pages}
      kind="teacher"
      hrefFor={(person) => paths.accounts.teachers.detail.getHref(person.id)}
      empty={{ icon: <Groups />, title: t('teachers.empty'), description: t('teachers.emptyHint') }}
    />
  );
}
