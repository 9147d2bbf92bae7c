import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import { CloseIcon } from '../../../ui/icons.js';

/** A generated photo full screen; a tap or Escape closes it. */
export function PhotoLightbox({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useLingui();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return createPortal(
    <div className="ugc-lightbox" role="dialog" aria-modal="true" aria-label={t`Photo`} onClick={onClose} data-testid="ugc-viewer">
      <img src={url} alt="" />
      <button type="button" className="ugc-lightbox__close" aria-label={t`Close`} onClick={onClose}>
        <CloseIcon size={22} />
      </button>
    </div>,
    document.body,
  );
}
