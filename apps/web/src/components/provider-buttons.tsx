import Login from '@mui/icons-material/Login';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';
import { redirectToProvider } from '../lib/auth/allauth-client.ts';
import { useAllauthConfig } from '../lib/auth/allauth-config.ts';
import type { ProviderProcess } from '../lib/auth/allauth-types.ts';

/** One button per provider the configuration offers for the redirect flow. */
export function ProviderButtons({
  process = 'login',
  divider = true,
}: {
  process?: ProviderProcess;
  divider?: boolean;
}) {
  const { t } = useTranslation();
  const config = useAllauthConfig();
  const providers = (config?.socialaccount?.providers ?? []).filter((provider) =>
    provider.flows.includes('provider_redirect'),
  );
  if (providers.length === 0) return null;
  return (
    <>
      {divider ? (
        <Divider sx={{ my: 3, color: 'text.secondary', fontSize: '0.875rem' }}>
          {t('auth.orContinueWith')}
        </Divider>
      ) : null}
      <Stack spacing={1.5}>
        {providers.map((provider) => (
          <Button
            key={provider.id}
            variant="outlined"
            color="inherit"
            size="large"
            startIcon={<Login />}
            onClick={() =>
              redirectToProvider(
                provider.id,
                process === 'connect'
                  ? `${paths.accounts.providerCallback.path}?process=connect`
                  : paths.accounts.providerCallback.path,
                process,
              )
            }
            sx={{ borderColor: 'divider' }}
          >
            {process === 'connect'
              ? t('providers.connectWith', { provider: provider.name })
              : t('auth.continueWith', { provider: provider.name })}
          </Button>
        ))}
      </Stack>
    </>
  );
}
