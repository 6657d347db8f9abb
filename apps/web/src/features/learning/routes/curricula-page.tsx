import ContentCopy from '@mui/icons-material/ContentCopy';
import Route from '@mui/icons-material/RouteOutlined';
import Schedule from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  type LoaderFunctionArgs,
  Link as RouterLink,
  useLoaderData,
  useSearchParams,
} from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { paths } from '../../../config/paths.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { useLanguageName } from '../../../lib/language-names.ts';
import { AuthoringLanguagesDocument } from '../api/authoring-languages-query.ts';
import { CurriculaDocument } from '../api/curricula-query.ts';
import { LibraryListControls } from '../components/library-list-controls.tsx';
import { LibraryListLayout } from '../components/library-list-layout.tsx';
import { curriculumListParams } from '../curriculum-params.ts';
import { useDuplicateCurriculum } from '../library-item-actions.ts';

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
  const nameOf = useLanguageName();
  const { list, languages } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const params = curriculumListParams(new URL(`http://x/?${searchParams.toString()}`));
  const sortLabels = {
    'TITLE:ASC': t('curricula.sort.titleAsc'),
    'TITLE:DESC': t('curricula.sort.titleDesc'),
    'UPDATED_AT:DESC': t('curricula.sort.recent'),
    'LEVEL:ASC': t('curricula.sort.levelAsc'),
  };
  const duplicate = useDuplicateCurriculum();

  return (
    <LibraryListLayout
      title={t('curricula.title')}
      subtitle={t('curricula.subtitle')}
      createLabel={t('curricula.create')}
      createPath={paths.learning.curriculum.create.path}
      controls={
        <LibraryListControls
          labels={{
            scopeAll: t('curricula.scope.all'),
            scopeMine: t('curricula.scope.mine'),
            scopeLibrary: t('curricula.scope.library'),
            language: t('curricula.language'),
            anyLanguage: t('curricula.anyLanguage'),
            level: t('curricula.level'),
            anyLevel: t('curricula.anyLevel'),
            sortBy: t('curricula.sortBy'),
          }}
          sortLabels={sortLabels}
          languages={languages}
          filter={params.filter}
          sortValue={`${params.sortField}:${params.sortOrder}`}
        />
      }
      empty={
        <EmptyState
          icon={<Route />}
          title={t('curricula.empty')}
          description={t('curricula.emptyHint')}
        />
      }
      list={list}
      renderCard={(curriculum) => (
        <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
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
                {nameOf(curriculum.language)}
              </Typography>
              <Chip size="small" label={curriculum.level} color="primary" variant="outlined" />
            </Stack>
            <AuthoredText variant="h3" sx={{ fontSize: '1.0625rem', fontWeight: 600, mb: 0.5 }}>
              {curriculum.title}
            </AuthoredText>
            <AuthoredText variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {curriculum.description}
            </AuthoredText>
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
      )}
    />
  );
}
