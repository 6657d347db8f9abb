import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link as RouterLink, useSearchParams } from 'react-router';
import { AuthoredText } from '../../../components/authored-text.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { UserAvatar } from '../../../components/user-avatar.tsx';
import { UserHandle } from '../../../components/user-handle.tsx';
import { CARD_MAX_WIDTH } from '../../../config/ui.ts';
import { displayName, type NamedPerson } from '../../../lib/display-name.ts';
import { useLanguageName } from '../../../lib/language-names.ts';
import { DATA_ITERATOR_PAGE_SIZE } from '../../../lib/page-size.ts';

export type Person = {
  id: string;
  avatar: string;
  nativeLanguage?: { isoLanguageCode: string; name: string } | null;
  user: NamedPerson;
};

/** Reads ?page= and ?q= for a people list loader. */
export function listParams(request: Request) {
  const url = new URL(request.url);
  const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
  const search = url.searchParams.get('q')?.trim() || null;
  return { page, pageSize: DATA_ITERATOR_PAGE_SIZE, search };
}

/** A searchable, paginated grid of people (a teacher's students, a student's teachers). */
export function PeoplePage({
  title,
  subtitle,
  people,
  pages,
  kind,
  hrefFor,
  empty,
}: {
  title: string;
  subtitle: string;
  people: readonly Person[];
  pages: number;
  kind: 'student' | 'teacher';
  hrefFor: (person: Person) => string;
  empty: { icon: ReactNode; title: string; description: string };
}) {
  const { t } = useTranslation();
  const nameOf = useLanguageName();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <PageHeader title={title} subtitle={subtitle} />
      <Box component={Form} role="search" sx={{ mb: 3, maxWidth: 420 }}>
        <TextField
          name="q"
          type="search"
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
      {people.length === 0 ? (
        <Card>
          <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />
        </Card>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {people.map((person) => (
            <Grid key={person.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
              <Card sx={{ maxWidth: { sm: CARD_MAX_WIDTH }, height: '100%' }}>
                <CardActionArea
                  component={RouterLink}
                  to={hrefFor(person)}
                  sx={{ p: 2.5, height: '100%' }}
                >
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
                    <UserAvatar
                      person={person.user}
                      picture={{ image: person.avatar }}
                      kind={kind}
                      size={48}
                      decorative
                    />
                    <Box sx={{ minWidth: 0, flex: 1 }}>
                      <AuthoredText sx={{ fontWeight: 600 }} noWrap>
                        {displayName(person.user)}
                      </AuthoredText>
                      <Typography variant="body2" color="text.secondary" noWrap>
                        <UserHandle username={person.user.username} />
                      </Typography>
                    </Box>
                    {person.nativeLanguage ? (
                      <LanguageFlag
                        isoLanguageCode={person.nativeLanguage.isoLanguageCode}
                        size={22}
                        label={nameOf(person.nativeLanguage)}
                      />
                    ) : null}
                  </Box>
                </CardActionArea>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      {pages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Pagination
            count={pages}
            page={page}
            color="primary"
            onChange={(_event, value) => {
              const next = new URLSearchParams(searchParams);
              next.set('page', String(value));
              setSearchParams(next);
            }}
          />
        </Box>
      ) : null}
    </Container>
  );
}
