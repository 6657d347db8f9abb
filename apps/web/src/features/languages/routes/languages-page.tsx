import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useRouteError } from 'react-router';
import { LanguageFlag } from '../../../components/language-flag.tsx';
import { graphqlRequest } from '../../../lib/graphql-client.ts';
import { LanguagesQuery } from '../api/languages-query.ts';

export async function loader() {
  return graphqlRequest(LanguagesQuery);
}

export function Component() {
  const { languages } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const displayNames = new Intl.DisplayNames([i18n.language], { type: 'language' });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Stack spacing={1} sx={{ mb: 4 }}>
        <Typography variant="h1">{t('languages.title')}</Typography>
        <Typography color="text.secondary">{t('languages.subtitle')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('languages.count', { count: languages.length })}
        </Typography>
      </Stack>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {languages.map((language) => (
          <Grid key={language.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
            <Card>
              <CardContent>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  <LanguageFlag isoLanguageCode={language.isoLanguageCode} size={36} />
                  <div>
                    <Typography sx={{ fontWeight: 600 }}>
                      {displayNames.of(language.isoLanguageCode) ?? language.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" lang="en" dir="ltr">
                      {language.name} · {language.isoLanguageCode}
                    </Typography>
                  </div>
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Container>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert severity="error">{t('languages.loadError')}</Alert>
      {import.meta.env.DEV && error instanceof Error ? <pre>{error.message}</pre> : null}
    </Container>
  );
}
