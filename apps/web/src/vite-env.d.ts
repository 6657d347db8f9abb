/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
  readonly VITE_MEDIA_URL?: string;
  /** Parent domain for the referral cookie in production (e.g. `.charla.app`); empty: host only. */
  readonly VITE_REFERRAL_COOKIE_DOMAIN?: string;
  /** Set by the build (vite.config.ts): the id of this build, compared with the latest one. */
  readonly VITE_BUILD_ID?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
