import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Collapse from '@mui/material/Collapse';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type NetworkBanner as Banner,
  bannerDurationMs,
  bannerForTransition,
  classifyNetwork,
  type NetworkQuality,
  readConnection,
} from '../lib/network-status.ts';

type ConnectionWithEvents = EventTarget & { downlink?: number };

function currentQuality(): NetworkQuality {
  return classifyNetwork(navigator.onLine, readConnection());
}

/** Offline (until back), restored (3 s) and slow-connection (15 s) banners. */
export function NetworkBanner() {
  const { t } = useTranslation();
  const [banner, setBanner] = useState<Banner>(() =>
    bannerForTransition(undefined, currentQuality()),
  );
  const quality = useRef<NetworkQuality>(currentQuality());

  useEffect(() => {
    const update = () => {
      const next = currentQuality();
      const shown = bannerForTransition(quality.current, next);
      quality.current = next;
      if (shown) setBanner(shown);
      else if (next !== 'offline')
        setBanner((current) => (current === 'noConnection' ? null : current));
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    const connection = readConnection() as ConnectionWithEvents | undefined;
    connection?.addEventListener?.('change', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
      connection?.removeEventListener?.('change', update);
    };
  }, []);

  useEffect(() => {
    if (!banner) return;
    const duration = bannerDurationMs(banner);
    if (duration === null) return;
    const timer = setTimeout(() => setBanner(null), duration);
    return () => clearTimeout(timer);
  }, [banner]);

  // Keeps the last banner's content while it collapses away.
  const [lastBanner, setLastBanner] = useState<Exclude<Banner, null>>('noConnection');
  useEffect(() => {
    if (banner) setLastBanner(banner);
  }, [banner]);
  const shown = banner ?? lastBanner;
  const severity =
    shown === 'noConnection' ? 'error' : shown === 'slowConnection' ? 'warning' : 'success';
  const copy = {
    noConnection: [t('network.noConnection.title'), t('network.noConnection.message')],
    slowConnection: [t('network.slowConnection.title'), t('network.slowConnection.message')],
    connectionRestored: [
      t('network.connectionRestored.title'),
      t('network.connectionRestored.message'),
    ],
  } as const;
  const [title, message] = copy[shown];

  return (
    <Collapse in={banner !== null} unmountOnExit>
      <Alert
        severity={severity}
        variant="filled"
        role={shown === 'noConnection' ? 'alert' : 'status'}
        data-testid="network-banner"
        data-banner={shown}
        sx={{ borderRadius: 0, justifyContent: 'center', py: 0.5 }}
      >
        <AlertTitle sx={{ mb: 0 }}>{title}</AlertTitle>
        {message}
      </Alert>
    </Collapse>
  );
}
