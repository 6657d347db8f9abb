import { useLoaderData } from 'react-router';
import { CurriculumEditor } from '../components/curriculum-editor.tsx';
import { loadNewItemLanguages } from '../new-item-languages.ts';

export const loader = loadNewItemLanguages;

export function Component() {
  const { languages, defaultLanguageId } = useLoaderData<typeof loader>();
  return (
    <CurriculumEditor
      curriculum={null}
      languages={languages}
      defaultLanguageId={defaultLanguageId}
    />
  );
}
