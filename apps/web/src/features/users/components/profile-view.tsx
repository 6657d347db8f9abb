import Edit from '@mui/icons-material/EditOutlined';
import School from '@mui/icons-material/SchoolOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { UserHandle } from '../../../components/user-handle.tsx';
import { paths } from '../../../config/paths.ts';
import { useCurrentUser } from '../../../lib/auth/auth-store.ts';
import type { AvatarKind } from '../../../lib/avatar.ts';
import { displayName, type NamedPerson } from '../../../lib/display-name.ts';
import { useLanguageName } from '../../../lib/language-names.ts';
import type { LanguageOption } from './language-picker.tsx';

export type ProfileClassroom = {
  id: string;
  name: string;
  level: string;
  avatar: string;
  language: LanguageOption;
};

export type ProfileViewData = {
  kind: Exclude<AvatarKind, 'classroom'>;
  avatar: string;
  person: NamedPerson;
  nativeLanguage: LanguageOption | null;
  languages: readonly LanguageOption[];
  /** null when the viewer may not see them. */
  classrooms: readonly ProfileClassroom[] | null;
  classroomCount: number;
  isOwn: boolean;
  /** A teacher viewing a student: only the classrooms they share are listed. */
  sharedClassroomsOnly: boolean;
};

function LanguageChip({ language }: { language: LanguageOption }) {
  const nameOf = useLanguageName();
  return (
    <Chip
      icon={<LanguageFlag isoLanguageCode={language.isoLanguageCode} size={18} />}
      label={nameOf(language)}
      variant="outlined"
      sx={{ pl: 0.5 }}
    />
  );
}

/** A student's or teacher's public profile; the owner can edit it. */
export function ProfileView({ data }: { data: ProfileViewData }) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const name = displayName(data.person);
  const currentUser = useCurrentUser();
  // Only the person themselves (and staff) may read the e-mail address.
  const detail = data.isOwn ? (
    <bdi>{currentUser?.email}</bdi>
  ) : data.person.username ? (
    <UserHandle username={data.person.username} />
  ) : null;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Card sx={{ p: { xs: 3, md: 4 }, mb: 3 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <UserAvatar
            person={data.person}
            picture={{ image: data.avatar }}
            kind={data.kind}
            size={96}
            decorative
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="overline" color="primary" component="p">
              {data.kind === 'teacher' ? t('profile.roleTeacher') : t('profile.roleStudent')}
            </Typography>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.125rem' } }}>
              {name}
            </Typography>
            {detail ? (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {detail}
              </Typography>
            ) : null}
          </Box>
          {data.isOwn ? (
            <Button
              component={RouterLink}
              to={paths.accounts.completeProfile.getHref(window.location.pathname)}
              variant="outlined"
              startIcon={<Edit />}
            >
              {t('profile.edit')}
            </Button>
          ) : null}
        </Stack>
      </Card>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: data.classrooms ? 5 : 12 }}>
          <Card sx={{ p: 3, height: '100%' }}>
            <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
              {t('profile.languages')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('profile.nativeLanguage')}
            </Typography>
            <Box sx={{ mb: 3 }}>
              {data.nativeLanguage ? (
                <LanguageChip language={data.nativeLanguage} />
              ) : (
                <Typography color="text.secondary">—</Typography>
              )}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {data.kind === 'teacher'
                ? t('profile.languagesTaught')
                : t('profile.learningLanguages')}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {data.languages.length ? (
                data.languages.map((language) => (
                  <LanguageChip key={language.id} language={language} />
                ))
              ) : (
                <Typography color="text.secondary">—</Typography>
              )}
            </Stack>
          </Card>
        </Grid>
        {data.classrooms ? (
          <Grid size={{ xs: 12, md: 7 }}>
            <Card sx={{ p: 3, height: '100%' }}>
              <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
                {t('profile.classrooms', { count: data.classroomCount })}
              </Typography>
              {data.classrooms.length === 0 ? (
                <EmptyState
                  compact
                  icon={<School />}
                  title={t('profile.noClassrooms')}
                  description={
                    data.sharedClassroomsOnly
                      ? t('profile.noSharedClassrooms')
                      : data.kind === 'teacher'
                        ? t('profile.noClassroomsTeacher')
                        : t('profile.noClassroomsStudent')
                  }
                />
              ) : (
                <Stack spacing={1.5}>
                  {data.classrooms.map((classroom) => (
                    <Box
                      key={classroom.id}
                      component={RouterLink}
                      to={paths.accounts.classroom.detail.getHref(classroom.id)}
                      sx={{
                        display: 'flex',
                        alignItems: 'center',
                        gap: 2,
                        p: 1.5,
                        borderRadius: '12px',
                        color: 'inherit',
                        textDecoration: 'none',
                        '&:hover': { bgcolor: 'action.hover' },
                      }}
                    >
                      <UserAvatar
                        picture={{ image: classroom.avatar }}
                        kind="classroom"
                        size={44}
                        decorative
                      />
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <AuthoredText sx={{ fontWeight: 600 }} noWrap>
                          {classroom.name}
                        </AuthoredText>
                        <Typography variant="body2" color="text.secondary">
                          {classroom.level} · {nameOf(classroom.language)}
                        </Typography>
                      </Box>
                      <LanguageFlag
                        isoLanguageCode={classroom.language.isoLanguageCode}
                        size={24}
                      />
                    </Box>
                  ))}
                </Stack>
              )}
            </Card>
          </Grid>
        ) : null}
      </Grid>
    </Container>
  );
}
