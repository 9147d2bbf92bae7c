/**
 * Where a purchase began, for the paid screen's "Start chatting": a user out of coins in a chat
 * (a photo to unlock, a gift) buys coins and goes back to that chat, not to Home. Kept in
 * sessionStorage, as the sandbox checkout leaves the app and comes back in the same tab.
 */
import { splitLocalePath } from '../../../shared/locales.js';

const KEY = 'pay-come-back';

/**
 * Remember the page the user is on. Read from the address bar, not from the router asking: a
 * nested router (the chat's, under /chat) names its locations without its own base, and "Start
 * chatting" then led to /s_… (Page not found). Kept as the app's router names it: no locale prefix.
 */
export function rememberComeBack(): void {
  try {
    sessionStorage.setItem(KEY, splitLocalePath(window.location.pathname).path);
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
