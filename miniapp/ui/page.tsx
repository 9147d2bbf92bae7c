import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
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
  return (
    <div className={`page${overlayHeader ? ' page--overlay' : ''} ${className}`} data-testid={testId}>
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
