import { atom } from 'jotai';
import { TOKEN_COOKIE } from '../../shared/constants.js';
import { safeStorage } from '../platform/storage.js';
import { readCookie, writeCookie } from './cookies.js';
import { setVisitorTokenAtom } from './visitor.js';

const TOKEN_KEY = 'token';

/**
 * The token lives in storage only and travels in the signed envelope (docs/security.md): a cookie
 * would add a copy sent with every request, readable by script all the same, and is dropped
 * anyway in Telegram's framed web client. A cookie left by an older version moves over once.
 */
function readStoredToken(): string {
  const legacy = readCookie(TOKEN_COOKIE);
  if (legacy !== undefined) {
    writeCookie(TOKEN_COOKIE, '', -1);
    if (legacy && !safeStorage.get(TOKEN_KEY)) safeStorage.set(TOKEN_KEY, legacy);
  }
  return safeStorage.get(TOKEN_KEY) ?? '';
}

function persistToken(token: string) {
  if (token) safeStorage.set(TOKEN_KEY, token);
  else safeStorage.remove(TOKEN_KEY);
}

/**
 * A `tmpToken` link's token: signed in in this tab only (kept across its reloads), the device's
 * saved login untouched, so a link opened on someone else's device does not take it over.
 */
const TAB_TOKEN_KEY = 'tabToken';
function tabToken(): string {
  try {
    return window.sessionStorage.getItem(TAB_TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}
function persistTabToken(token: string) {
  try {
    if (token) window.sessionStorage.setItem(TAB_TOKEN_KEY, token);
    else window.sessionStorage.removeItem(TAB_TOKEN_KEY);
  } catch {
    // Storage refused: the tab token lives until the page is left.
  }
}

const tokenBase = atom(tabToken() || readStoredToken());

export const tokenAtom = atom((get) => get(tokenBase));
export const isLoggedInAtom = atom((get) => get(tokenBase) !== '');

export const setTokenAtom = atom(null, (_get, set, token: string) => {
  persistTabToken('');
  persistToken(token);
  set(tokenBase, token);
  // Signed in: the tour's visitor account was taken over by this sign-in (docs/visitors.md).
  if (token) set(setVisitorTokenAtom, '');
});

/** Forget the token everywhere; profile atoms watch tokenAtom and clear themselves. */
export const clearTokenAtom = atom(null, (_get, set) => {
  // A refused tab token is dropped alone; the device's saved login stays for its next visit.
  if (tabToken()) persistTabToken('');
  else persistToken('');
  set(tokenBase, '');
});

/** Sign in this tab only with a `tmpToken` link's token. */
export const setTabTokenAtom = atom(null, (_get, set, token: string) => {
  persistTabToken(token);
  set(tokenBase, token);
});
