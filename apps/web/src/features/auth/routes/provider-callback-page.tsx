import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router';
import { Icon } from '../../../components/plain/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { getSession } from '../../../lib/auth/allauth-client.ts';
import { isAuthenticated, pendingFlow } from '../../../lib/auth/auth-change.ts';
import { pathForFlow } from '../../../lib/auth/auth-routing.ts';
import { AuthOutcome } from '../components/auth-outcome.tsx';

/**
 * Where the provider sends the browser back. The session now says what comes next: signed in,
 * a pending flow (provider sign-up, e-mail verification), or an error in `?error=`.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const error = url.searchParams.get('error');
  if (error) return { error };
  const session = await getSession();
  if (isAuthenticated(session)) {
    // Connecting another provider to a signed-in account lands back on the providers page.
    const connected = url.searchParams.get('process') === 'connect';
    throw redirect(connected ? paths.accounts.providers.path : paths.home.path);
  }
  const flow = pendingFlow(session);
  throw redirect(flow ? pathForFlow(flow) : paths.accounts.login.path);
}

export function Component() {
  const { t } = useTranslation();
  const { error } = useLoaderData<typeof loader>();
  return (
    <AuthOutcome
      icon={<Icon name="errorOutlineRounded" />}
      title={t('providerCallback.title')}
      subtitle={
        error === 'cancelled' ? t('providerCallback.cancelled') : t('providerCallback.failed')
      }
      to={paths.accounts.login.path}
      actionLabel={t('providerCallback.backToLogin')}
    />
  );
}
