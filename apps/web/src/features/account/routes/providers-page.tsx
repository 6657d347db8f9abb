import LinkOff from '@mui/icons-material/LinkOff';
import Login from '@mui/icons-material/Login';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLoaderData } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ProviderButtons } from '../../../components/provider-buttons.tsx';
import { paths } from '../../../config/paths.ts';
import {
  disconnectProviderAccount,
  getProviderAccounts,
} from '../../../lib/auth/allauth-client.ts';
import type { ProviderAccount } from '../../../lib/auth/allauth-types.ts';
import { isAuthenticated } from '../../../lib/auth/auth-change.ts';
import { ensureAuth } from '../../../lib/auth/auth-store.ts';
import { confirm } from '../../../lib/confirm.ts';
import { reportError } from '../../../lib/report-error.ts';
import { showErrors, showSnackbar } from '../../../lib/snackbar.ts';
import { SettingsPage } from '../components/settings-page.tsx';

export async function loader() {
  const { session } = await ensureAuth();
  if (!isAuthenticated(session)) return { signedIn: false, accounts: [] as ProviderAccount[] };
  const response = await getProviderAccounts();
  return { signedIn: true, accounts: response.status === 200 ? (response.data ?? []) : [] };
}

/** The sign-in providers connected to the account: connect another, disconnect one. */
export function Component() {
  const { t } = useTranslation();
  const initial = useLoaderData<typeof loader>();
  const [accounts, setAccounts] = useState<readonly ProviderAccount[]>(initial.accounts);
  const [busy, setBusy] = useState(false);

  if (!initial.signedIn) {
    return (
      <SettingsPage title={t('providers.title')}>
        <Card>
          <EmptyState
            icon={<Login />}
            title={t('providers.signInTitle')}
            description={t('providers.signIn')}
            action={
              <Button
                component={RouterLink}
                to={paths.accounts.login.getHref(paths.accounts.providers.path)}
                variant="contained"
              >
                {t('auth.signIn')}
              </Button>
            }
          />
        </Card>
      </SettingsPage>
    );
  }

  const disconnect = async (account: ProviderAccount) => {
    const confirmed = await confirm({
      title: t('providers.disconnectTitle', { provider: account.provider.name }),
      message: t('providers.disconnectMessage', { provider: account.provider.name }),
      confirmLabel: t('providers.disconnect'),
      destructive: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const response = await disconnectProviderAccount(account.provider.id, account.uid);
      if (response.status === 200 && response.data) {
        setAccounts(response.data);
        showSnackbar(t('providers.disconnected'), { color: 'success' });
      } else if (response.status === 400) {
        showErrors((response.errors ?? []).map((error) => error.message));
      }
    } catch (error) {
      reportError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsPage title={t('providers.title')} subtitle={t('providers.subtitle')}>
      <Card>
        {accounts.length === 0 ? (
          <EmptyState
            compact
            icon={<LinkOff />}
            title={t('providers.none')}
            description={t('providers.noneHint')}
          />
        ) : (
          accounts.map((account, index) => (
            <Box key={`${account.provider.id}:${account.uid}`}>
              {index > 0 ? <Divider /> : null}
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 3, py: 2.25 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>{account.provider.name}</Typography>
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {account.display}
                  </Typography>
                </Box>
                <Button
                  color="error"
                  size="small"
                  disabled={busy}
                  onClick={() => void disconnect(account)}
                >
                  {t('providers.disconnect')}
                </Button>
              </Box>
            </Box>
          ))
        )}
      </Card>
      <Box sx={{ mt: 4, maxWidth: 420 }}>
        <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
          {t('providers.connectTitle')}
        </Typography>
        <ProviderButtons process="connect" divider={false} />
      </Box>
    </SettingsPage>
  );
}
