import Groups from '@mui/icons-material/GroupsOutlined';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { MyStudentsDocument } from '../api/my-students-query.ts';
import { listParams, PeoplePage } from '../components/people-page.tsx';

export async function loader({ request }: LoaderFunctionArgs) {
  const result = await graphqlRequest(MyStudentsDocument, listParams(request));
  return result.myStudents;
}

/** A teacher's students: through the teacher link or any of their classrooms. */
export function Component() {
  const { t } = useTranslation();
  const page = useLoaderData<typeof loader>();
  return (
    <PeoplePage
      title={t('students.title')}
      subtitle={t('students.subtitle', { count: page.totalCount })}
      people={page.objects}
      pages={page.pages}
      kind="student"
      hrefFor={(person) => paths.accounts.students.detail.getHref(person.id)}
      empty={{ icon: <Groups />, title: t('students.empty'), description: t('students.emptyHint') }}
    />
  );
}
