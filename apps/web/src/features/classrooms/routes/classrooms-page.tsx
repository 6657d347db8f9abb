import Add from '@mui/icons-material/Add';
import School from '@mui/icons-material/SchoolOutlined';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Form,
  type LoaderFunctionArgs,
  Link as RouterLink,
  useLoaderData,
  useNavigate,
  useSearchParams,
} from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { paths } from '../../../config/paths.ts';
import { CARD_MAX_WIDTH } from '../../../config/ui.ts';
import { useCurrentUser } from '../../../lib/auth/auth-store.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { useLanguageName } from '../../../lib/language-names.ts';
import { ClassroomsDocument } from '../api/classrooms-query.ts';
import { ClassroomFormDialog } from '../components/classroom-form-dialog.tsx';
import { classroomListParams } from '../list-params.ts';

export async function loader({ request }: LoaderFunctionArgs) {
  const params = classroomListParams(new URL(request.url));
  // "Show archived" adds the archived classrooms to the active ones (null: both).
  const data = await graphqlRequest(ClassroomsDocument, {
    ...params,
    archived: params.archived ? null : false,
  });
  return data.classrooms;
}

/** The viewer's classrooms as cards; teachers create them here. */
export function Component() {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const list = useLoaderData<typeof loader>();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const isTeacher = user?.userType === 'TEACHER';
  const sortLabels = {
    'NAME:ASC': t('classrooms.sort.nameAsc'),
    'NAME:DESC': t('classrooms.sort.nameDesc'),
    'LEVEL:ASC': t('classrooms.sort.levelAsc'),
    'LEVEL:DESC': t('classrooms.sort.levelDesc'),
    'CREATED_AT:DESC': t('classrooms.sort.newest'),
    'CREATED_AT:ASC': t('classrooms.sort.oldest'),
  };
  const roleLabels = {
    OWNER: t('classrooms.role.owner'),
    CO_TEACHER: t('classrooms.role.coTeacher'),
    STUDENT: t('classrooms.role.student'),
  };
  const params = classroomListParams(new URL(`http://x/?${searchParams.toString()}`));

  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(searchParams);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setSearchParams(next);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHeader
        title={t('classrooms.title')}
        subtitle={t('classrooms.subtitle')}
        actions={
          isTeacher ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
              {t('classrooms.create')}
            </Button>
          ) : null
        }
      />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 3, alignItems: { md: 'center' } }}
      >
        <Box component={Form} role="search" sx={{ width: { xs: '100%', md: 420 } }}>
          {params.archived ? <input type="hidden" name="archived" value="1" /> : null}
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
        <TextField
          select
          label={t('classrooms.sortBy')}
          value={`${params.sortField}:${params.sortOrder}`}
          onChange={(event) => {
            const [sort, order] = event.target.value.split(':');
            const next = new URLSearchParams(searchParams);
            next.set('sort', sort ?? 'NAME');
            next.set('order', order === 'DESC' ? 'desc' : 'asc');
            next.delete('page');
            setSearchParams(next);
          }}
          sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}
        >
          {Object.entries(sortLabels).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={params.archived}
              onChange={(event) => setParam('archived', event.target.checked ? '1' : null)}
            />
          }
          label={t('classrooms.showArchived')}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        />
      </Stack>
      {list.objects.length === 0 ? (
        <Card>
          <EmptyState
            icon={<School />}
            title={params.search ? t('classrooms.noMatch') : t('classrooms.empty')}
            description={isTeacher ? t('classrooms.emptyTeacherHint') : t('classrooms.emptyHint')}
            action={
              isTeacher && !params.search ? (
                <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(true)}>
                  {t('classrooms.create')}
                </Button>
              ) : null
            }
          />
        </Card>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.objects.map((classroom) => (
            <Grid key={classroom.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
              <Card sx={{ maxWidth: { sm: CARD_MAX_WIDTH }, height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={paths.accounts.classroom.detail.getHref(classroom.id)}
                  sx={{ p: 2.5, height: '100%', display: 'block' }}
                >
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1.5 }}>
                    <UserAvatar
                      picture={{ image: classroom.avatar }}
                      kind="classroom"
                      size={48}
                      decorative
                    />
                    <Box sx={{ minWidth: 0, flex: 1 }}>
                      <AuthoredText component="h2" sx={{ fontWeight: 600 }} noWrap>
                        {classroom.name}
                      </AuthoredText>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 0.5 }}>
                        <LanguageFlag
                          isoLanguageCode={classroom.language.isoLanguageCode}
                          size={18}
                        />
                        <Typography variant="body2" color="text.secondary" noWrap>
                          {nameOf(classroom.language)}
                        </Typography>
                      </Stack>
                    </Box>
                  </Stack>
                  <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                    <Chip size="small" variant="outlined" label={classroom.level} />
                    {classroom.viewerRole ? (
                      <Chip size="small" label={roleLabels[classroom.viewerRole]} />
                    ) : null}
                    {classroom.archived ? (
                      <Chip size="small" color="warning" label={t('classrooms.archived')} />
                    ) : null}
                  </Stack>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      {list.pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={list.pages}
            page={params.page}
            color="primary"
            onChange={(_event, value) => setParam('page', String(value))}
          />
        </Box>
      ) : null}
      <ClassroomFormDialog
        open={creating}
        onClose={() => setCreating(false)}
        onSaved={(id) => {
          setCreating(false);
          navigate(paths.accounts.classroom.detail.getHref(id));
        }}
      />
    </Container>
  );
}
