import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
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
  return (
    <CurriculumEditor
      key={`${curriculum.id}-${curriculum.updatedAt}`}
      curriculum={curriculum}
      languages={languages}
    />
  );
}
