/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set at build time by vite.config.ts; compared with `/builds/latest.json`. */
  readonly VITE_BUILD_ID: string;
  /** Optional override of the shipped request-signing secret. */
  readonly VITE_SIGN_SECRET?: string;
  /** Brand id of this build (shared/brands.ts); the default brand when unset. */
  readonly VITE_BRAND?: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
