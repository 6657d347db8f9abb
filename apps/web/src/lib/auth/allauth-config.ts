import { useEffect, useState } from 'react';
import { getConfig } from './allauth-client.ts';
import type { ConfigResponse } from './allauth-types.ts';

let configPromise: Promise<ConfigResponse['data'] | null> | null = null;

/** The authentication API's configuration: read once per page load (it does not change). */
export function loadAllauthConfig(): Promise<ConfigResponse['data'] | null> {
  configPromise ??= getConfig()
    .then((response) => (response.status === 200 ? response.data : null))
    .catch(() => {
      configPromise = null;
      return null;
    });
  return configPromise;
}

export function useAllauthConfig(): ConfigResponse['data'] | null | undefined {
  const [config, setConfig] = useState<ConfigResponse['data'] | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void loadAllauthConfig().then((value) => {
      if (active) setConfig(value);
    });
    return () => {
      active = false;
    };
  }, []);
  return config;
}
