import { useLoaderData } from 'react-router';
import { ScenarioEditor } from '../components/scenario-editor.tsx';
import { loadNewItemLanguages } from '../new-item-languages.ts';

export const loader = loadNewItemLanguages;

export function Component() {
  const { languages, defaultLanguageId } = useLoaderData<typeof loader>();
  return (
    <ScenarioEditor scenario={null} languages={languages} defaultLanguageId={defaultLanguageId} />
  );
}
