import { useEffect, type RefObject } from 'react';

/** Less than this is browser chrome (a collapsing address bar), not an on-screen keyboard. */
const KEYBOARD_MIN_PX = 120;

/**
 * Keeps the chat inside the part of the screen the on-screen keyboard leaves visible. Mobile
 * browsers overlay the keyboard on the page (only the visual viewport shrinks), which would hide
 * the composer or push the header away; hosts that resize the page (Telegram on Android) never
 * trigger this.
 */
export function useKeyboardFit(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const vv = window.visualViewport;
    if (!vv) return;
    const apply = () => {
      const el = ref.current;
      if (!el) return;
      if (window.innerHeight - vv.height > KEYBOARD_MIN_PX) {
        el.style.setProperty('--chat-h', `${Math.round(vv.height)}px`);
        el.style.transform = `translateY(${Math.round(vv.offsetTop)}px)`;
      } else {
        el.style.removeProperty('--chat-h');
        el.style.transform = '';
      }
    };
    vv.addEventListener('resize', apply);
    vv.addEventListener('scroll', apply);
    apply();
    return () => {
      vv.removeEventListener('resize', apply);
      vv.removeEventListener('scroll', apply);
    };
  }, [ref]);
}
