import Add from '@mui/icons-material/Add';
import AutoStories from '@mui/icons-material/AutoStoriesOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import {
  type LoaderFunctionArgs,
  Link as RouterLink,
  useLoaderData,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { AuthoringLanguagesDocument } from '../api/authoring-languages-query.ts';
import { DuplicateScenarioDocument } from '../api/duplicate-scenario-mutation.ts';
import { ScenariosDocument } from '../api/scenarios-query.ts';
import { LibraryListControls, ListPagination } from '../components/library-list-controls.tsx';
import { ScenarioCard } from '../components/scenario-card.tsx';
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
  const navigate = useNavigate();
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

  const duplicate = async (id: string) => {
    try {
      const [copy] =
        (await runMutation(DuplicateScenarioDocument, { id }, 'duplicateScenario')) ?? [];
      showSnackbar(t('scenarios.duplicated'), { color: 'success' });
      if (copy) navigate(paths.learning.scenario.detail.getHref(copy.id));
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHeader
        title={t('scenarios.title')}
        subtitle={t('scenarios.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            component={RouterLink}
            to={paths.learning.scenario.create.path}
          >
            {t('scenarios.create')}
          </Button>
        }
      />
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
      {list.objects.length === 0 ? (
        <EmptyState
          icon={<AutoStories />}
          title={t('scenarios.empty')}
          description={t('scenarios.emptyHint')}
        />
      ) : (
        <Grid container spacing={2.5}>
          {list.objects.map((scenario) => (
            <Grid key={scenario.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <ScenarioCard
                scenario={scenario}
                onDuplicate={scenario.viewerIsOwner ? undefined : () => void duplicate(scenario.id)}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <ListPagination pages={list.pages} page={list.page} />
    </Container>
  );
}
