import { useLoaderData } from 'react-router';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { AuthoringLanguagesDocument } from '../api/authoring-languages-query.ts';
import { CurriculumEditor } from '../components/curriculum-editor.tsx';

export async function loader() {
  const catalogue = await graphqlRequest(AuthoringLanguagesDocument);
  return { languages: catalogue.languages };
}

export function Component() {
  const { languages } = useLoaderData<typeof loader>();
  return <CurriculumEditor curriculum={null} languages={languages} />;
}
