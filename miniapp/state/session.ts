import { atom } from 'jotai';
import { TOKEN_COOKIE, limits } from '../../shared/constants.js';
import { safeStorage } from '../platform/storage.js';
import { readCookie, writeCookie } from './cookies.js';

const TOKEN_KEY = 'token';

function readStoredToken(): string {
  return safeStorage.get(TOKEN_KEY) ?? readCookie(TOKEN_COOKIE) ?? '';
}

function persistToken(token: string) {
  if (token) {
    safeStorage.set(TOKEN_KEY, token);
    writeCookie(TOKEN_COOKIE, token, limits.tokenCookieDays);
  } else {
    safeStorage.remove(TOKEN_KEY);
    writeCookie(TOKEN_COOKIE, '', -1);
  }
}

const tokenBase = atom(readStoredToken());

export const tokenAtom = atom((get) => get(tokenBase));
export const isLoggedInAtom = atom((get) => get(tokenBase) !== '');

export const setTokenAtom = atom(null, (_get, set, token: string) => {
  persistToken(token);
  set(tokenBase, token);
});

/** Forget the token everywhere; profile atoms watch tokenAtom and clear themselves. */
export const clearTokenAtom = atom(null, (_get, set) => {
  persistToken('');
  set(tokenBase, '');
});
