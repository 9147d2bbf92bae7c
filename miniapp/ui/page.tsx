import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import { platform } from '../platform/index.js';
import { goBack } from './history.js';
import { BackIcon } from './icons.js';
import './page.css';

export interface PageProps {
  title?: ReactNode;
  /** Show a back action: Telegram's native back button inside Telegram, a header arrow elsewhere. */
  back?: boolean;
  /** Where back goes when the page was opened directly (a deep link). */
  backFallback?: string;
  /** Header floats over the content (full-bleed photo pages). */
  overlayHeader?: boolean;
  headerEnd?: ReactNode;
  className?: string;
  children: ReactNode;
  testId?: string;
}

/** The page wrapper: the only component that owns the back button. */
export function Page({
  title,
  back = false,
  backFallback = '/',
  overlayHeader = false,
  headerEnd,
  className = '',
  children,
  testId,
}: PageProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const nav = useRef(navigate);
  useLayoutEffect(() => {
    nav.current = navigate;
  });
  const native = platform().backButton.native;

  useEffect(() => {
    const button = platform().backButton;
    if (!button.native) return;
    if (!back) {
      button.hide();
      return;
    }
    button.show();
    const off = button.onClick(() => goBack(nav.current, backFallback));
    return () => {
      off();
      button.hide();
    };
  }, [back, backFallback]);

  const showHeader = Boolean(title || headerEnd || (back && !native));
  const scrolled = useScrolledPast(overlayHeader && showHeader ? OVERLAY_SOLID_AT : null);
  return (
    <div className={`page${overlayHeader ? ' page--overlay' : ''}${scrolled ? ' page--scrolled' : ''} ${className}`} data-testid={testId}>
      {showHeader && (
        <header className="page__header">
          {back && !native && (
            <button type="button" className="page__back" onClick={() => goBack(navigate, backFallback)} aria-label={t`Back`}>
              <BackIcon size={22} />
            </button>
          )}
          {title && <h1 className="page__title">{title}</h1>}
          {headerEnd && <div className="page__end">{headerEnd}</div>}
        </header>
      )}
      <div className="page__body">{children}</div>
    </div>
  );
}

/** How far a floating header's page scrolls (px) before the header gets its bar. */
const OVERLAY_SOLID_AT = 160;

/**
 * Whether the window has scrolled past `px` (null: not watched). A header floating over a photo
 * gets a bar once the text comes up under it: its button alone sat on the character's name.
 */
function useScrolledPast(px: number | null): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    if (px === null) return;
    const check = () => setPast(window.scrollY > px);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [px]);
  return past;
}
