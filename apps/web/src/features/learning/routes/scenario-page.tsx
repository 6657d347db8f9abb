import { type LoaderFunctionArgs, useLoaderData, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth/auth-store.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { AssignButton } from '../../assignments/components/assign-button.tsx';
import { AuthoringLanguagesDocument } from '../api/authoring-languages-query.ts';
import { ScenarioDocument } from '../api/scenario-query.ts';
import { ScenarioEditor } from '../components/scenario-editor.tsx';

export async function loader({ params }: LoaderFunctionArgs) {
  const [detail, catalogue] = await Promise.all([
    graphqlRequest(ScenarioDocument, { id: params.id ?? '' }),
    graphqlRequest(AuthoringLanguagesDocument),
  ]);
  if (!detail.scenario) throw new Response('Not Found', { status: 404 });
  return { scenario: detail.scenario, languages: catalogue.languages };
}

/** One scenario: its editor for the owner (staff for the library), read-only for others. */
export function Component() {
  const { scenario, languages } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const isTeacher = useCurrentUser()?.userType === 'TEACHER';
  return (
    <ScenarioEditor
      key={`${scenario.id}-${scenario.updatedAt}`}
      scenario={scenario}
      languages={languages}
      extraActions={
        isTeacher ? (
          <AssignButton
            variant="outlined"
            target={{ kind: 'scenario', id: scenario.id, title: scenario.title }}
            onSaved={(classroomId) =>
              navigate(paths.accounts.classroom.detail.getHref(classroomId))
            }
          />
        ) : null
      }
    />
  );
}
