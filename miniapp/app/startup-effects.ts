import { i18n } from '@lingui/core';
import { LOCALE_COOKIE, limits } from '../../shared/constants.js';
import { localizePath, splitLocalePath } from '../../shared/locales.js';
import { request } from '../api/client.js';
import { currentChannel } from '../api/channel.js';
import { batchId } from '../api/device.js';
import { appStore } from '../state/store.js';
import { setTabTokenAtom, setTokenAtom, tokenAtom } from '../state/session.js';
import { openLoginAtom, openPremiumPopupAtom } from '../state/popups.js';
import { readCookie, writeCookie } from '../state/cookies.js';
import {
  forgetProfileRefresh,
  isPwaClient,
  markProfileRefreshed,
  multiFbc,
  profileRefreshDue,
  rememberFbclid,
  rememberPwaClient,
} from '../state/device-values.js';
import { samePath, withoutOneShots, type StartupParams } from './startup-params.js';
import { startAnalytics } from '../analytics/start.js';

/** Before the first render: the tokens a link hands over, the installed-app mark, an ad click. */
export function applyStartupValues(p: StartupParams) {
  if (p.token) appStore.set(setTokenAtom, p.token);
  // tmpToken after token: the link's tab-only login is the one this tab uses.
  if (p.tmpToken) appStore.set(setTabTokenAtom, p.tmpToken);
  if (p.pwa) rememberPwaClient();
  if (p.fbclid) rememberFbclid(p.fbclid);
}

/**
 * The address the app starts on: the locale of `l` (saved like a switch in the language page),
 * the page of `bp` or the invite card for `shareDialog` when the link opened the home page, and
 * the one-shot parameters gone from the query. `locale` is what detection chose otherwise.
 */
export function startAddress(
  p: StartupParams,
  loc: Pick<Location, 'pathname' | 'search' | 'hash'>,
  locale: string,
): { locale: string; url: string } {
  const chosen = p.l ?? locale;
  if (p.l) writeCookie(LOCALE_COOKIE, p.l, limits.localeCookieDays);
  let { path } = splitLocalePath(loc.pathname);
  let search = withoutOneShots(loc.search);
  let hash = loc.hash;
  const target = path === '/' ? (samePath(p.bp) ?? (p.shareDialog ? '/coins#invite-title' : undefined)) : undefined;
  if (target) {
    const url = new URL(target, 'http://x');
    path = url.pathname;
    const merged = new URLSearchParams(search);
    url.searchParams.forEach((v, k) => merged.set(k, v));
    search = merged.toString() ? `?${merged.toString()}` : '';
    hash = url.hash || hash;
  }
  return { locale: chosen, url: `${localizePath(path, chosen)}${search}${hash}` };
}

/** After the first render: the app-open report, the 480-hour profile refresh, the bookmark gift, a notice. */
export function runStartupEffects(p: StartupParams) {
  reportOpen(p);
  startAnalytics();
  refreshProfileWhenDue();
  let last = appStore.get(tokenAtom);
  appStore.sub(tokenAtom, () => {
    const token = appStore.get(tokenAtom);
    if (token === last) return;
    last = token;
    // Another account on this device: its profile is sent afresh.
    forgetProfileRefresh();
    refreshProfileWhenDue();
  });
  if (p.favorite && appStore.get(tokenAtom)) {
    // Opened from the bookmark the energy gift asked for: its 10 s wait starts now.
    request('/user/reward/energy', { event: 'bookmark', phase: 'start' }, { silent: true }).catch((error: unknown) =>
      console.warn('Bookmark gift not started', error),
    );
  }
  if (p.alert === 'login' && !appStore.get(tokenAtom)) appStore.set(openLoginAtom);
  if (p.alert === 'premium') appStore.set(openPremiumPopupAtom, 'alert');
}

/** `/v1/open`: how this start came about (cold start 0, reload 1), with the link's campaign values. */
function reportOpen(p: StartupParams) {
  const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const fbc = multiFbc();
  const fbp = readCookie('_fbp');
  request(
    '/open',
    {
      openway: nav?.type === 'reload' ? 1 : 0,
      batchid: batchId(),
      ...(p.d && { d: p.d }),
      ...(fbc.length > 0 && { fbc: fbc.at(-1), multiFbc: fbc.join(',').slice(0, 1000) }),
      ...(fbp && { fbp: fbp.slice(0, 256) }),
      ...(p.from && { from: p.from }),
      ...(p.act && { act: p.act }),
      ...(p.u && { u: p.u }),
      ...(p.testB && { testB: 1 }),
      ...(isPwaClient() && { pwaClient: 1 }),
    },
    { silent: true },
  ).catch((error: unknown) => console.warn('App-open report not sent', error));
}

/** The account's language and channel are sent again when the last time is older than 480 hours. */
function refreshProfileWhenDue() {
  if (!appStore.get(tokenAtom) || !profileRefreshDue()) return;
  request('/user/init', { ...(i18n.locale && { lang: i18n.locale }), channel: currentChannel() }, { silent: true })
    .then(() => markProfileRefreshed())
    .catch((error: unknown) => console.warn('Profile refresh failed', error));
}
