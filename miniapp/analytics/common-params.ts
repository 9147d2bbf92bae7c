import { i18n } from '@lingui/core';
import { currentChannel } from '../api/channel.js';
import { readCookie } from '../state/cookies.js';
import { multiFbc } from '../state/device-values.js';
import { appStore } from '../state/store.js';
import { profileAtom } from '../state/profile.js';
import { detectPlatformKind } from '../platform/detect.js';

/** What kind of browser and system this is, from the user agent (best effort, no library). */
function browserOf(ua: string) {
  const pick = (re: RegExp) => re.exec(ua)?.[1];
  const browser = /Edg\//.test(ua)
    ? ['Edge', pick(/Edg\/([\d.]+)/)]
    : /Chrome\//.test(ua)
      ? ['Chrome', pick(/Chrome\/([\d.]+)/)]
      : /Firefox\//.test(ua)
        ? ['Firefox', pick(/Firefox\/([\d.]+)/)]
        : /Safari\//.test(ua)
          ? ['Safari', pick(/Version\/([\d.]+)/)]
          : ['other', undefined];
  const engine =
    /Gecko\/\d/.test(ua) && !/like Gecko/.test(ua)
      ? 'Gecko'
      : /AppleWebKit/.test(ua)
        ? /Chrome\//.test(ua)
          ? 'Blink'
          : 'WebKit'
        : 'other';
  const os = /Android/.test(ua)
    ? ['Android', pick(/Android ([\d.]+)/)]
    : /iPhone|iPad|iPod/.test(ua)
      ? ['iOS', pick(/OS ([\d_]+)/)?.replace(/_/g, '.')]
      : /Windows/.test(ua)
        ? ['Windows', pick(/Windows NT ([\d.]+)/)]
        : /Mac OS X/.test(ua)
          ? ['macOS', pick(/Mac OS X ([\d_]+)/)?.replace(/_/g, '.')]
          : /Linux/.test(ua)
            ? ['Linux', undefined]
            : ['other', undefined];
  return { browser: browser[0]!, browserversion: browser[1] ?? '', engine, os: os[0]!, osversion: os[1] ?? '' };
}

/**
 * The parameters every activity log carries (docs/analytics.md): device and system, the account,
 * the channel (`appcqid`, organic when none), screen size, language and the ad ids in `userinfo`.
 */
export function commonLogParams(): Record<string, string> {
  const ua = navigator.userAgent;
  const b = browserOf(ua);
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  const fbc = multiFbc().at(-1);
  return {
    osversion: b.osversion,
    device: /Mobi|Android|iPhone/.test(ua) ? 'mobile' : 'desktop',
    devicebrand: /iPhone|iPad|Mac/.test(ua) ? 'apple' : /Samsung|SM-/.test(ua) ? 'samsung' : '',
    os: b.os,
    platform: detectPlatformKind(),
    uid: appStore.get(profileAtom)?.id ?? '',
    appcqid: currentChannel() || 'organic',
    pixel: `${window.screen.width}*${window.screen.height}`,
    userinfo: JSON.stringify({
      lang: i18n.locale,
      browser: b.browser,
      browserversion: b.browserversion,
      engine: b.engine,
      engineversion: '',
      platform: b.os,
      querystring: window.location.search.slice(0, 200),
      fbc: fbc ?? '',
      fbp: readCookie('_fbp') ?? '',
      ttp: readCookie('_ttp') ?? '',
    }),
    ua: ua.slice(0, 300),
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    url: window.location.href.slice(0, 300),
    network: connection?.effectiveType ?? '',
  };
}
