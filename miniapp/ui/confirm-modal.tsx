import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { t } from '@lingui/core/macro';
import { limits } from '../../shared/constants.js';
import { Button } from './button.js';
import type { ButtonStyle } from '../../shared/enums.js';
import './confirm-modal.css';

export interface ConfirmOptions {
  title?: string;
  content?: string;
  okText?: string;
  cancelText?: string;
  okVariant?: ButtonStyle;
  /** Hide the cancel button (a notice with OK only). */
  noCancel?: boolean;
}

function ConfirmDialog({
  options,
  onDone,
}: {
  options: Required<Omit<ConfirmOptions, 'noCancel'>> & { noCancel: boolean };
  onDone: (ok: boolean) => void;
}) {
  const [closing, setClosing] = useState(false);
  const finish = (ok: boolean) => {
    if (closing) return;
    setClosing(true);
    onDone(ok);
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && finish(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  return (
    <div className={`confirm${closing ? ' confirm--closing' : ''}`} data-testid="confirm-modal">
      <div className="confirm__backdrop" onClick={() => finish(false)} aria-hidden="true" />
      <div className="confirm__box" role="alertdialog" aria-modal="true" aria-labelledby="confirm-title" aria-describedby="confirm-content">
        <h2 id="confirm-title" className="confirm__title">
          {options.title}
        </h2>
        <p id="confirm-content" className="confirm__content">
          {options.content}
        </p>
        <div className="confirm__actions">
          {!options.noCancel && (
            <Button variant="msgGray" onClick={() => finish(false)} block>
              {options.cancelText}
            </Button>
          )}
          <Button variant={options.okVariant} onClick={() => finish(true)} block autoFocus>
            {options.okText}
          </Button>
        </div>
      </div>
    </div>
  );
}

/**
 * Opens a confirm modal in its own root. Resolves true on OK and false on cancel, close or a tap
 * outside; the node removes itself 3 s after closing (spec §4).
 */
export function confirmModal(options: ConfirmOptions = {}): Promise<boolean> {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  const filled = {
    title: options.title ?? t`Notice`,
    content: options.content ?? t`This is a popup`,
    okText: options.okText ?? t`OK`,
    cancelText: options.cancelText ?? t`Cancel`,
    okVariant: options.okVariant ?? 'primary',
    noCancel: options.noCancel ?? false,
  };
  return new Promise<boolean>((resolve) => {
    root.render(
      <ConfirmDialog
        options={filled}
        onDone={(ok) => {
          resolve(ok);
          setTimeout(() => {
            root.unmount();
            host.remove();
          }, limits.modalAutoRemoveMs);
        }}
      />,
    );
  });
}
