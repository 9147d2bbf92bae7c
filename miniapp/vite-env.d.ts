/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set at build time by vite.config.ts; compared with `/builds/latest.json`. */
  readonly VITE_BUILD_ID: string;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
