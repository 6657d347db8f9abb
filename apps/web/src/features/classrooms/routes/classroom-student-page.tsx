import Person from '@mui/icons-material/PersonOutlineOutlined';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { displayName } from '../../../lib/display-name.ts';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { useLanguageName } from '../../../lib/language-names.ts';
import { ClassroomStudentDocument } from '../api/classroom-student-query.ts';

export async function loader({ params }: LoaderFunctionArgs) {
  const result = await graphqlRequest(ClassroomStudentDocument, { id: params.id ?? '' });
  if (!result.studentProfile) throw data('Page not found', { status: 404 });
  return result.studentProfile;
}

/** A student as their teacher sees them from a classroom roster. */
export function Component() {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const student = useLoaderData<typeof loader>();
  const languages = student.paginatedLearningLanguages.objects;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1 }}>
        <UserAvatar
          person={student.user}
          picture={{ image: student.avatar }}
          kind="student"
          size={72}
          decorative
        />
        <div>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', md: '2.125rem' } }}>
            {displayName(student.user)}
          </Typography>
          <Typography color="text.secondary">{t('classroomStudent.subtitle')}</Typography>
        </div>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, my: 3 }}>
        {student.nativeLanguage ? (
          <Chip
            variant="outlined"
            icon={
              <LanguageFlag isoLanguageCode={student.nativeLanguage.isoLanguageCode} size={18} />
            }
            label={nameOf(student.nativeLanguage)}
          />
        ) : null}
        {languages.map((language) => (
          <Chip
            key={language.id}
            icon={<LanguageFlag isoLanguageCode={language.isoLanguageCode} size={18} />}
            label={nameOf(language)}
          />
        ))}
      </Stack>
      <Card>
        <EmptyState
          icon={<Person />}
          title={t('classroomStudent.empty')}
          description={t('classroomStudent.emptyHint')}
        />
      </Card>
    </Container>
  );
}
