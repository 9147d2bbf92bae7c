/**
 * Where a purchase began, for the paid screen's "Start chatting": a user out of coins in a chat
 * (a photo to unlock, a gift) buys coins and goes back to that chat, not to Home. Kept in
 * sessionStorage, as the sandbox checkout leaves the app and comes back in the same tab.
 */
const KEY = 'pay-come-back';

/** `path` is a location of the app's router (no locale prefix). */
export function rememberComeBack(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (a private mode): the paid screen goes Home, as before.
  }
}

/** The remembered location, once (it is forgotten as it is read); only a path inside the app. */
export function takeComeBack(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return path && /^\/(?![/\\])/.test(path) ? path : null;
  } catch {
    return null;
  }
}
