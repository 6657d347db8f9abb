import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Route from '@mui/icons-material/RouteOutlined';
import Schedule from '@mui/icons-material/ScheduleOutlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
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
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { paths } from '../../../config/paths.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { runMutation } from '../../../lib/graphql-mutation.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showSnackbar } from '../../../lib/snackbar.ts';
import { AuthoringLanguagesDocument } from '../api/authoring-languages-query.ts';
import { CurriculaDocument } from '../api/curricula-query.ts';
import { DuplicateCurriculumDocument } from '../api/duplicate-curriculum-mutation.ts';
import { LanguageSelect } from '../components/language-select.tsx';
import { curriculumListParams } from '../curriculum-params.ts';
import { CEFR_LEVELS } from '../list-params.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const [list, catalogue] = await Promise.all([
    graphqlRequest(CurriculaDocument, curriculumListParams(new URL(request.url))),
    graphqlRequest(AuthoringLanguagesDocument),
  ]);
  return { list: list.curricula, languages: catalogue.languages };
}

/** The teacher's curricula and the public ones, eight a page. */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { list, languages } = useLoaderData<typeof loader>();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = curriculumListParams(new URL(`http://x/?${searchParams.toString()}`));
  const sortLabels = {
    'TITLE:ASC': t('curricula.sort.titleAsc'),
    'TITLE:DESC': t('curricula.sort.titleDesc'),
    'UPDATED_AT:DESC': t('curricula.sort.recent'),
    'LEVEL:ASC': t('curricula.sort.levelAsc'),
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
        (await runMutation(DuplicateCurriculumDocument, { id }, 'duplicateCurriculum')) ?? [];
      showSnackbar(t('curricula.duplicated'), { color: 'success' });
      if (copy) navigate(paths.learning.curriculum.detail.getHref(copy.id));
    } catch (error) {
      reportError(error);
    }
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHeader
        title={t('curricula.title')}
        subtitle={t('curricula.subtitle')}
        actions={
          <Button
            variant="contained"
            startIcon={<Add />}
            component={RouterLink}
            to={paths.learning.curriculum.create.path}
          >
            {t('curricula.create')}
          </Button>
        }
      />
      <Tabs
        value={params.filter.scope}
        onChange={(_, scope: string) => setParam('scope', scope === 'ALL' ? null : scope)}
        sx={{ mb: 2 }}
      >
        <Tab value="ALL" label={t('curricula.scope.all')} />
        <Tab value="MINE" label={t('curricula.scope.mine')} />
        <Tab value="LIBRARY" label={t('curricula.scope.library')} />
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
          label={t('curricula.language')}
          languages={languages}
          value={params.filter.languageId ?? ''}
          onChange={(id) => setParam('language', id || null)}
          emptyLabel={t('curricula.anyLanguage')}
          sx={{ width: { md: 200 }, flexShrink: 0 }}
        />
        <TextField
          select
          label={t('curricula.level')}
          value={params.filter.level ?? ''}
          onChange={(event) => setParam('level', event.target.value || null)}
          sx={{ width: { md: 150 }, flexShrink: 0 }}
        >
          <MenuItem value="">{t('curricula.anyLevel')}</MenuItem>
          {CEFR_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {level}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('curricula.sortBy')}
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
          icon={<Route />}
          title={t('curricula.empty')}
          description={t('curricula.emptyHint')}
        />
      ) : (
        <Grid container spacing={2.5}>
          {list.objects.map((curriculum) => (
            <Grid key={curriculum.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
              <Card
                variant="outlined"
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
              >
                <CardActionArea
                  component={RouterLink}
                  to={paths.learning.curriculum.detail.getHref(curriculum.id)}
                  sx={{
                    flex: 1,
                    p: 2,
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'stretch',
                  }}
                >
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                    <LanguageFlag isoLanguageCode={curriculum.language.isoLanguageCode} size={22} />
                    <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }} noWrap>
                      {curriculum.language.name}
                    </Typography>
                    <Chip
                      size="small"
                      label={curriculum.level}
                      color="primary"
                      variant="outlined"
                    />
                  </Stack>
                  <Typography variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 600, mb: 0.5 }}>
                    {curriculum.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
                    {curriculum.description}
                  </Typography>
                  <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
                    <Chip
                      size="small"
                      label={t('curricula.scenarioCount', { count: curriculum.scenarioCount })}
                    />
                    <Chip
                      size="small"
                      icon={<Schedule />}
                      label={t('scenarios.minutes', {
                        count: curriculum.totalEstimatedDurationMinutes,
                      })}
                    />
                    {curriculum.isLibrary ? (
                      <Chip size="small" color="secondary" label={t('scenarios.library')} />
                    ) : null}
                  </Box>
                </CardActionArea>
                {curriculum.viewerCanEdit && !curriculum.isLibrary ? null : (
                  <CardActions sx={{ justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      startIcon={<ContentCopy />}
                      onClick={() => void duplicate(curriculum.id)}
                    >
                      {t('scenarios.duplicate')}
                    </Button>
                  </CardActions>
                )}
              </Card>
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
