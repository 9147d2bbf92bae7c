import { useAtomValue, useSetAtom } from 'jotai';
import { toastsAtom, dismissToastAtom } from '../state/toasts.js';
import './toaster.css';

/** The toast stack: 3 s each, at most 5 (state/toasts.ts). */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return (
    <div className="toaster" role="status" aria-live="polite">
      {toasts.map((toast) => (
        <button key={toast.id} type="button" className={`toast toast--${toast.tone}`} onClick={() => dismiss(toast.id)} data-testid="toast">
          {toast.text}
        </button>
      ))}
    </div>
  );
}
