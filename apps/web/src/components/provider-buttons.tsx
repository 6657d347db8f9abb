import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';
import { redirectToProvider } from '../lib/auth/allauth-client.ts';
import { useAllauthConfig } from '../lib/auth/allauth-config.ts';
import type { ProviderProcess } from '../lib/auth/allauth-types.ts';
import { Button } from './plain/button.tsx';
import { Icon } from './plain/icon.tsx';

/**
 * One button per provider the configuration offers for the redirect flow. Plain markup: the
 * sign-in pages show them without MUI, the providers page in its MUI frame.
 */
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
        <div className="c-divider">
          <span>{t('auth.orContinueWith')}</span>
        </div>
      ) : null}
      <div className="c-stack c-stack--tight">
        {providers.map((provider) => (
          <Button
            key={provider.id}
            variant="outlined"
            neutral
            large
            startIcon={<Icon name="login" />}
            onClick={() =>
              redirectToProvider(
                provider.id,
                process === 'connect'
                  ? `${paths.accounts.providerCallback.path}?process=connect`
                  : paths.accounts.providerCallback.path,
                process,
              )
            }
          >
            {process === 'connect'
              ? t('providers.connectWith', { provider: provider.name })
              : t('auth.continueWith', { provider: provider.name })}
          </Button>
        ))}
      </div>
    </>
  );
}
