import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { CloseIcon } from './icons.js';
import { useScrollLock } from './scroll-lock.js';
import { useOverlayHistory } from './use-overlay-history.js';
import './bottom-popup.css';

export interface BottomPopupProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children: ReactNode;
  /** Keep the sheet open on a background tap (a step that must be finished or cancelled). */
  disableBackdropClose?: boolean;
  hideClose?: boolean;
  className?: string;
  testId?: string;
}

/**
 * A bottom sheet. It owns a history entry while open, so the browser's (or Telegram's) back
 * closes it instead of leaving the page; a background tap closes it unless disabled; the page
 * behind does not scroll.
 */
export function BottomPopup({
  open,
  onClose,
  title,
  children,
  disableBackdropClose = false,
  hideClose = false,
  className = '',
  testId,
}: BottomPopupProps) {
  const { t } = useLingui();
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  useScrollLock(open);

  useOverlayHistory(open, onClose);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onCloseRef.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className="sheet-root" data-testid={testId}>
      <div className="sheet-backdrop" onClick={disableBackdropClose ? undefined : () => onCloseRef.current()} aria-hidden="true" />
      <section className={`sheet ${className}`} role="dialog" aria-modal="true" aria-labelledby={title ? titleId : undefined}>
        <div className="sheet__grip" aria-hidden="true" />
        {(title || !hideClose) && (
          <header className="sheet__header">
            {title && (
              <h2 className="sheet__title" id={titleId}>
                {title}
              </h2>
            )}
            {!hideClose && (
              <button type="button" className="sheet__close" onClick={() => onCloseRef.current()} aria-label={t`Close`}>
                <CloseIcon size={20} />
              </button>
            )}
          </header>
        )}
        <div className="sheet__body">{children}</div>
      </section>
    </div>,
    document.body,
  );
}
