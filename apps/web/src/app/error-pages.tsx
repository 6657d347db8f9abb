import ErrorOutline from '@mui/icons-material/ErrorOutlineRounded';
import Lock from '@mui/icons-material/LockOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link as RouterLink, useNavigate } from 'react-router';
import { MuiProviders } from '../components/mui-providers.tsx';
import { AuthLoadError } from '../lib/auth/auth-store.ts';
import { GraphQLRequestError } from '../lib/graphql-request-error.ts';
import { isBot } from '../lib/is-bot.ts';

/** How long the generic error page waits before taking the user home. */
export const ERROR_REDIRECT_MS = 8000;

/** The non-fatal 404: the layout stays, the page says 'Page not found'. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 56 } }}>
        <SearchOff />
      </Box>
      <Typography variant="overline" color="text.secondary" component="p">
        404
      </Typography>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {t('errors.pageNotFound')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('errors.pageNotFoundHint')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {t('errors.goHome')}
      </Button>
    </Container>
  );
}

/**
 * The server refused: the page belongs to someone else or to another kind of account. Worded as
 * a refusal, never as our failure, and the visitor stays to read it.
 */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'primary.main', mb: 2, '& svg': { fontSize: 56 } }}>
        <Lock />
      </Box>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {t('errors.forbidden')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('errors.forbiddenHint')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {t('errors.goHome')}
      </Button>
    </Container>
  );
}

/** 'Error', then home after a few seconds (bots are left on the page: no redirect loops). */
export function GenericErrorPage({
  error,
  redirectAfterMs = ERROR_REDIRECT_MS,
}: {
  error: unknown;
  redirectAfterMs?: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    if (isBot(navigator.userAgent)) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), redirectAfterMs);
    return () => clearTimeout(timer);
  }, [navigate, redirectAfterMs]);
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Box aria-hidden sx={{ color: 'error.main', mb: 2, '& svg': { fontSize: 56 } }}>
        <ErrorOutline />
      </Box>
      <Typography variant="h1" sx={{ mb: 1.5 }}>
        {t('errors.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('errors.unexpected')}
      </Typography>
      {error instanceof Error && error.message ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          {error.message}
        </Typography>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 4 }}>
        {t('errors.redirecting')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large" replace>
        {t('errors.goHome')}
      </Button>
    </Container>
  );
}

/** The spec's alert when the authentication state cannot be loaded. */
export function AuthLoadFailure() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('errors.authLoad')}
      </Alert>
    </Container>
  );
}

/**
 * What every route's error boundary shows (route-error-boundary.tsx loads it on demand): 404s,
 * refusals and auth failures get their own page, the rest 'Error'.
 */
export function ErrorPage({ error }: { error: unknown }) {
  return <MuiProviders>{pageFor(error)}</MuiProviders>;
}

function pageFor(error: unknown) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (
    (isRouteErrorResponse(error) && error.status === 403) ||
    (error instanceof GraphQLRequestError && error.code === 'FORBIDDEN')
  )
    return <ForbiddenPage />;
  if (error instanceof AuthLoadError) return <AuthLoadFailure />;
  return <GenericErrorPage error={error} />;
}
