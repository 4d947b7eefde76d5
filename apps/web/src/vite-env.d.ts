/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `web` or `mobile`, fixed by the build mode (vite.config.ts). */
  readonly VITE_APP_TYPE: 'web' | 'mobile';
  /** Sent as `X-App-Id` on every call (spec 01 §7). */
  readonly VITE_APP_ID: string;
  /** This build's release, `APP_VERSION` at build time (vite.config.ts). */
  readonly VITE_APP_VERSION: string;
  /** The school's server the mobile build calls (decision 070), e.g. `https://school.example`; unset for the web build. */
  readonly VITE_API_ORIGIN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
