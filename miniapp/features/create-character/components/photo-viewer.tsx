import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { CloseIcon } from '../../../ui/icons.js';

/** One photo full screen; a tap anywhere or Escape closes it. */
export function PhotoViewer({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useLingui();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return createPortal(
    <div className="cc-viewer" role="dialog" aria-modal="true" aria-label={t`Photo`} onClick={onClose} data-testid="photo-viewer">
      <img src={url} alt="" />
      <button type="button" className="cc-viewer__close" aria-label={t`Close`} onClick={onClose}>
        <CloseIcon size={22} />
      </button>
    </div>,
    document.body,
  );
}
