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
import { Alert } from './plain/alert.tsx';

/** How long the banner takes to fold away (plain.css, .c-network-banner). */
const COLLAPSE_MS = 300;

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
  // Still in the page while it folds away, then gone (for screen readers too).
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (banner) {
      setMounted(true);
      return;
    }
    const timer = setTimeout(() => setMounted(false), COLLAPSE_MS);
    return () => clearTimeout(timer);
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

  // Rendered without MUI: every page shows it, the sign-in shell included, and offline too.
  return (
    <div className={`c-network-banner${banner ? ' c-network-banner--open' : ''}`}>
      <div>
        {banner || mounted ? (
          <Alert
            severity={severity}
            variant="filled"
            role={shown === 'noConnection' ? 'alert' : 'status'}
            data-testid="network-banner"
            data-banner={shown}
            title={title}
          >
            {message}
          </Alert>
        ) : null}
      </div>
    </div>
  );
}
