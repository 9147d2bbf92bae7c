import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { noteNavigation } from '../ui/history.js';
import { reloadIfStale } from './build-poll.js';

let lastWasPop = false;
window.addEventListener('popstate', () => {
  lastWasPop = true;
});

/**
 * Effects of every navigation: a waiting new build reloads the page, scroll goes to the top (or
 * to the element of a hash link), and the history depth used by back buttons is kept.
 */
export function NavigationEffects() {
  const [location] = useLocation();
  const first = useRef(true);

  // Runs once per navigation: `location` is the trigger, not an input.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      scrollToHash();
      return;
    }
    noteNavigation(lastWasPop ? 'pop' : 'push');
    lastWasPop = false;
    if (reloadIfStale()) return;
    if (!scrollToHash()) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- see the comment above the effect
  }, [location]);

  useEffect(() => {
    const onHash = () => scrollToHash();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  return null;
}

function scrollToHash(): boolean {
  const id = decodeURIComponent(window.location.hash.slice(1));
  if (!id || id.startsWith('tgWebApp')) return false;
  const target = document.getElementById(id);
  if (!target) {
    requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
    return true;
  }
  target.scrollIntoView({ block: 'start' });
  return true;
}
