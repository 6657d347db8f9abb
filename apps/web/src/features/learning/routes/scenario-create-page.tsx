import { useLoaderData } from 'react-router';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { AuthoringLanguagesDocument } from '../api/authoring-languages-query.ts';
import { ScenarioEditor } from '../components/scenario-editor.tsx';

export async function loader() {
  const catalogue = await graphqlRequest(AuthoringLanguagesDocument);
  return { languages: catalogue.languages };
}

export function Component() {
  const { languages } = useLoaderData<typeof loader>();
  return <ScenarioEditor scenario={null} languages={languages} />;
}
