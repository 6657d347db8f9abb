import Add from '@mui/icons-material/Add';
import AutoStories from '@mui/icons-material/AutoStoriesOutlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  Form,
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
import { LanguageSelect } from '../components/language-select.tsx';
import { ScenarioCard } from '../components/scenario-card.tsx';
import { CEFR_LEVELS, scenarioListParams } from '../list-params.ts';

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
  const [searchParams, setSearchParams] = useSearchParams();
  const params = scenarioListParams(new URL(`http://x/?${searchParams.toString()}`));
  const sortLabels = {
    'TITLE:ASC': t('scenarios.sort.titleAsc'),
    'TITLE:DESC': t('scenarios.sort.titleDesc'),
    'UPDATED_AT:DESC': t('scenarios.sort.recent'),
    'LEVEL:ASC': t('scenarios.sort.levelAsc'),
    'ESTIMATED_DURATION:ASC': t('scenarios.sort.shortest'),
  };

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearchParams(next);
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
      <Tabs
        value={params.filter.scope}
        onChange={(_, scope: string) => setParam('scope', scope === 'ALL' ? null : scope)}
        sx={{ mb: 2 }}
      >
        <Tab value="ALL" label={t('scenarios.scope.all')} />
        <Tab value="MINE" label={t('scenarios.scope.mine')} />
        <Tab value="LIBRARY" label={t('scenarios.scope.library')} />
      </Tabs>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { md: 'center' } }}
      >
        <Box component={Form} role="search" sx={{ flex: 1, minWidth: { md: 240 } }}>
          {[...searchParams.entries()]
            .filter(([key]) => key !== 'q' && key !== 'page')
            .map(([key, value]) => (
              <input key={key} type="hidden" name={key} value={value} />
            ))}
          <TextField
            name="q"
            type="search"
            fullWidth
            defaultValue={searchParams.get('q') ?? ''}
            label={t('common.search')}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search />
                  </InputAdornment>
                ),
              },
            }}
          />
        </Box>
        <LanguageSelect
          label={t('scenarios.language')}
          languages={languages}
          value={params.filter.languageId ?? ''}
          onChange={(id) => setParam('language', id || null)}
          emptyLabel={t('scenarios.anyLanguage')}
          sx={{ width: { md: 200 }, flexShrink: 0 }}
        />
        <TextField
          select
          label={t('scenarios.level')}
          value={params.filter.level ?? ''}
          onChange={(event) => setParam('level', event.target.value || null)}
          sx={{ width: { md: 150 }, flexShrink: 0 }}
        >
          <MenuItem value="">{t('scenarios.anyLevel')}</MenuItem>
          {CEFR_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {level}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('scenarios.sortBy')}
          value={`${params.sortField}:${params.sortOrder}`}
          onChange={(event) => {
            const [sort, order] = event.target.value.split(':');
            const next = new URLSearchParams(searchParams);
            next.set('sort', sort ?? 'TITLE');
            next.set('order', order === 'DESC' ? 'desc' : 'asc');
            next.delete('page');
            setSearchParams(next);
          }}
          sx={{ width: { md: 220 }, flexShrink: 0 }}
        >
          {Object.entries(sortLabels).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
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
      {list.pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={list.pages}
            page={list.page}
            onChange={(_, page) => setParam('page', String(page))}
          />
        </Box>
      ) : null}
    </Container>
  );
}
