import { useLocation } from 'wouter';
import { appStore } from '../../state/store.js';
import { isLoggedInAtom } from '../../state/session.js';
import { useLocalePath } from '../../ui/locale-path.js';

/**
 * "Came from a landing page", for this tab: a visitor who arrived through a landing and then logs
 * out or closes a purchase goes to the Roles route (the character list) rather than where they were.
 */
const KEY = 'fromLanding';

/** The Roles route: the list of characters. */
export const ROLES_PATH = '/';

export function noteLandingVisit() {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode, sandboxed webview): the visit is simply not remembered.
  }
}

export function cameFromLanding(): boolean {
  try {
    return window.sessionStorage.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

/** A function to call after a logout or a closed purchase: to Roles when not logged in and from a landing. */
export function useRolesAfterLeaving() {
  const [, navigate] = useLocation();
  const to = useLocalePath();
  return () => {
    if (!appStore.get(isLoggedInAtom) && cameFromLanding()) navigate(to(ROLES_PATH));
  };
}
