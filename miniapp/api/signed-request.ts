import { i18n } from '@lingui/core';
import { signBody, DEV_SIGN_SECRET } from '../../shared/sign.js';
import { DEFAULT_LOCALE } from '../../shared/locales.js';
import { platform } from '../platform/index.js';
import { appStore } from '../state/store.js';
import { tokenAtom } from '../state/session.js';
import { visitorTokenAtom } from '../state/visitor.js';
import { deviceUuid } from './device.js';
import { getBrand } from '../../shared/brands.js';
import { currentChannel } from './channel.js';

/**
 * What the server that served this page expects: the secret it checks `sign` with and its brand,
 * from its `/app-config.js` (loaded by index.html before the bundle). The one place the app reads
 * them; only the Vite dev server without a backend falls back to the dev secret and default brand.
 */
interface ServedConfig {
  signSecret?: string;
  brand?: string;
}
const served: ServedConfig = (globalThis as { APP_CONFIG?: ServedConfig }).APP_CONFIG ?? {};
const signSecret = served.signSecret || DEV_SIGN_SECRET;
export const brand = getBrand(served.brand);

export interface SignedRequest {
  body: string;
  headers: Record<string, string>;
}

/**
 * The body and headers of one `/v1` call (docs/api.md, Transport): the envelope around `params` and
 * the `sign` header over the raw body. `call()` uses it, and so does the streamed (SSE) chat.
 */
export function signedRequest(params: object): SignedRequest {
  const body = JSON.stringify({
    params,
    // The tour's visitor token while nobody is signed in: a sign-in then takes its chats along.
    token: appStore.get(tokenAtom) || appStore.get(visitorTokenAtom),
    ch: currentChannel(),
    t: Date.now(),
    timezoneOffset: new Date().getTimezoneOffset(),
    plat: platform().plat,
    publisher: brand.id,
    uuid: deviceUuid(),
  });
  // The UI language, so catalogue texts (bios, greetings, stories) come back in it.
  return {
    body,
    headers: { 'Content-Type': 'application/json', sign: signBody(body, signSecret), 'Accept-Language': i18n.locale || DEFAULT_LOCALE },
  };
}
