import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';

let rtlCache: EmotionCache | null = null;
let loading: Promise<EmotionCache> | null = null;

/**
 * The Emotion cache that mirrors physical CSS properties (margin-left → margin-right) for
 * right-to-left languages. Its plugin loads only when such a language is used.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  // The same promise every time: React's `use()` waits on it (components/mui-providers.tsx).
  loading ??= import('stylis-plugin-rtl').then(({ default: rtlPlugin }) => {
    rtlCache = createCache({ key: 'mui-rtl', stylisPlugins: [prefixer, rtlPlugin] });
    return rtlCache;
  });
  return loading;
}

export function rtlCacheIfLoaded(): EmotionCache | null {
  return rtlCache;
}
