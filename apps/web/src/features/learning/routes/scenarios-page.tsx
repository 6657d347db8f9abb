import AutoStories from '@mui/icons-material/AutoStoriesOutlined';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { paths } from '../../../config/paths.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { AuthoringLanguagesDocument } from '../api/authoring-languages-query.ts';
import { ScenariosDocument } from '../api/scenarios-query.ts';
import { LibraryListControls } from '../components/library-list-controls.tsx';
import { LibraryListLayout } from '../components/library-list-layout.tsx';
import { ScenarioCard } from '../components/scenario-card.tsx';
import { useDuplicateScenario } from '../library-item-actions.ts';
import { scenarioListParams } from '../list-params.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const [list, catalogue] = await Promise.all([
    graphqlRequest(ScenariosDocument, scenarioListParams(new URL(request.url))),
    graphqlRequest(AuthoringLanguagesDocument),
  ]);
  return { list: list.scenarios, languages: catalogue.languages };
}

/** The teacher's own scenarios and the public library, filtered, sorted, eight a page. */
export function Component() {
  const { t } = useTranslation();
  const { list, languages } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const params = scenarioListParams(new URL(`http://x/?${searchParams.toString()}`));
  const sortLabels = {
    'TITLE:ASC': t('scenarios.sort.titleAsc'),
    'TITLE:DESC': t('scenarios.sort.titleDesc'),
    'UPDATED_AT:DESC': t('scenarios.sort.recent'),
    'LEVEL:ASC': t('scenarios.sort.levelAsc'),
    'ESTIMATED_DURATION:ASC': t('scenarios.sort.shortest'),
  };

  const duplicate = useDuplicateScenario();

  return (
    <LibraryListLayout
      title={t('scenarios.title')}
      subtitle={t('scenarios.subtitle')}
      createLabel={t('scenarios.create')}
      createPath={paths.learning.scenario.create.path}
      controls={
        <LibraryListControls
          labels={{
            scopeAll: t('scenarios.scope.all'),
            scopeMine: t('scenarios.scope.mine'),
            scopeLibrary: t('scenarios.scope.library'),
            language: t('scenarios.language'),
            anyLanguage: t('scenarios.anyLanguage'),
            level: t('scenarios.level'),
            anyLevel: t('scenarios.anyLevel'),
            sortBy: t('scenarios.sortBy'),
          }}
          sortLabels={sortLabels}
          languages={languages}
          filter={params.filter}
          sortValue={`${params.sortField}:${params.sortOrder}`}
        />
      }
      empty={
        <EmptyState
          icon={<AutoStories />}
          title={t('scenarios.empty')}
          description={t('scenarios.emptyHint')}
        />
      }
      list={list}
      renderCard={(scenario) => (
        <ScenarioCard
          scenario={scenario}
          onDuplicate={scenario.viewerIsOwner ? undefined : () => void duplicate(scenario.id)}
        />
      )}
    />
  );
}
