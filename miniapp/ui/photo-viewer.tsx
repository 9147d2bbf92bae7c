import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { CloseIcon } from './icons.js';
import { useScrollLock } from './scroll-lock.js';
import { useOverlayHistory } from './use-overlay-history.js';
import './photo-viewer.css';

/**
 * A photo full screen. Like the bottom popup it owns a history entry while open, so the
 * browser's or Telegram's back closes it; a tap anywhere or Escape closes it too.
 */
export function PhotoViewer({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useLingui();
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });
  useScrollLock(true);

  useOverlayHistory(true, onClose);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close.current();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return createPortal(
    <div
      className="photo-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t`Photo`}
      onClick={() => close.current()}
      data-testid="photo-viewer"
    >
      <img className="photo-viewer__img" src={url} alt="" />
      <button type="button" className="photo-viewer__close" aria-label={t`Close`} onClick={() => close.current()}>
        <CloseIcon size={22} />
      </button>
    </div>,
    document.body,
  );
}
