import { request } from '../api/client.js';
import { appStore } from '../state/store.js';
import { tokenAtom } from '../state/session.js';
import { profileAtom } from '../state/profile.js';
import { loginPopupOpenAtom, premiumPopupAtom } from '../state/popups.js';
import { readCookie } from '../state/cookies.js';
import { multiFbc } from '../state/device-values.js';
import { safeStorage } from '../platform/storage.js';
import { startupParams } from '../app/startup-params.js';
import { setAssignedGroup } from './ab.js';
import { logAdv, noteRegion, startActivityLogs } from './activity.js';
import { flushEvents, track } from './track.js';

const TTCLID_KEY = 'ttclid';

/** TikTok's click id from the link (`ttclid`), kept on the device like Facebook's. */
function ttclid(): string | undefined {
  const fromLink = new URLSearchParams(window.location.search).get('ttclid')?.trim().slice(0, 256);
  if (fromLink) safeStorage.set(TTCLID_KEY, fromLink);
  return fromLink || safeStorage.get(TTCLID_KEY) || undefined;
}

/** The ad click ids to the account, and the A/B group back (again whenever the account changes). */
function reportAdIds() {
  const p = startupParams();
  const fbc = multiFbc().at(-1);
  const params = {
    ...(p.fbclid && { fbclid: p.fbclid }),
    ...(fbc && { fbc }),
    ...(readCookie('_fbp') && { fbp: readCookie('_fbp')!.slice(0, 256) }),
    ...(ttclid() && { ttclid: ttclid() }),
    ...(readCookie('_ttp') && { ttp: readCookie('_ttp')!.slice(0, 256) }),
    url: window.location.href.slice(0, 512),
  };
  request('/fz/fb/log', params, { silent: true })
    .then((r) => setAssignedGroup(r))
    .catch((error: unknown) => console.warn('Ad ids not sent', error));
}

/** How long the first screen took (`time`, ms from navigation start) and the page load after it (`loadAdd`). */
function reportLoadTime() {
  const time = Math.round(performance.now());
  const send = () => {
    const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    track('page_load_time', { path: window.location.pathname, time, loadAdd: Math.max(0, Math.round((nav?.loadEventEnd ?? time) - time)) });
  };
  if (document.readyState === 'complete') send();
  else window.addEventListener('load', send, { once: true });
}

/** A visit that came from an ad (its click id in the link): which network, on which page. */
function reportAdLanding() {
  // fbclid has left the address bar by now (startup params keep it); ttclid is still in the link.
  const p = startupParams();
  const adfrom = p.fbclid ? 'meta' : new URLSearchParams(window.location.search).get('ttclid') ? 'tiktok' : '';
  if (adfrom) logAdv({ type: 'landing', adfrom, pagetype: window.location.pathname.slice(0, 128), codeinfo: p.channel ?? '' });
}

let started = false;

/** Analytics for the page's life: activity logs, ad ids and the A/B group, load time, event flushes. */
export function startAnalytics() {
  if (started) return;
  started = true;
  startActivityLogs();
  reportAdLanding();
  reportAdIds();
  reportLoadTime();
  let token = appStore.get(tokenAtom);
  appStore.sub(tokenAtom, () => {
    if (appStore.get(tokenAtom) === token) return;
    token = appStore.get(tokenAtom);
    reportAdIds();
  });
  appStore.sub(profileAtom, () => noteRegion(appStore.get(profileAtom)?.location.countryCode));
  // The Premium and login popups open from many places; they are seen here, once per opening.
  appStore.sub(premiumPopupAtom, () => {
    const open = appStore.get(premiumPopupAtom);
    if (open) track('buy_vip.show', { from: open.comeFrom, variant: 'popup' });
  });
  appStore.sub(loginPopupOpenAtom, () => {
    if (appStore.get(loginPopupOpenAtom)) track('login.show');
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushEvents();
  });
}
