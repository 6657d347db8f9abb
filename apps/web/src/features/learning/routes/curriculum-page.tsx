import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth/auth-store.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { AssignButton } from '../../assignments/components/assign-button.tsx';
import { AuthoringLanguagesDocument } from '../api/authoring-languages-query.ts';
import { CurriculumDocument } from '../api/curriculum-query.ts';
import { CurriculumEditor } from '../components/curriculum-editor.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  const [detail, catalogue] = await Promise.all([
    graphqlRequest(CurriculumDocument, { id: params.id ?? '' }),
    graphqlRequest(AuthoringLanguagesDocument),
  ]);
  if (!detail.curriculum) throw new Response('Not Found', { status: 404 });
  return { curriculum: detail.curriculum, languages: catalogue.languages };
}

export function Component() {
  const { curriculum, languages } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const isTeacher = useCurrentUser()?.userType === 'TEACHER';
  return (
    <CurriculumEditor
      key={`${curriculum.id}-${curriculum.updatedAt}`}
      curriculum={curriculum}
      languages={languages}
      extraActions={
        isTeacher ? (
          <AssignButton
            variant="outlined"
            target={{ kind: 'curriculum', id: curriculum.id, title: curriculum.title }}
            onSaved={(classroomId) =>
              navigate(paths.accounts.classroom.detail.getHref(classroomId))
            }
          />
        ) : null
      }
    />
  );
}
