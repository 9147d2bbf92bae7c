import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { platform } from '../../../platform/index.js';
import { BackIcon } from '../../../ui/icons.js';

interface WizardShellProps {
  title: ReactNode;
  /** 0..100, or null for screens without a step bar. */
  progress: number | null;
  counter?: string;
  onBack: () => void;
  children: ReactNode;
  testId?: string;
}

/**
 * The page wrapper of the wizard. It owns the back button (Telegram's native one inside
 * Telegram, a header arrow elsewhere) because back here means "previous step", or asks before
 * a pre-created character is discarded, rather than leaving the page.
 */
export function WizardShell({ title, progress, counter, onBack, children, testId }: WizardShellProps) {
  const { t } = useLingui();
  const handler = useRef(onBack);
  useLayoutEffect(() => {
    handler.current = onBack;
  });
  const native = platform().backButton.native;

  useEffect(() => {
    const button = platform().backButton;
    if (!button.native) return;
    button.show();
    const off = button.onClick(() => handler.current());
    return () => {
      off();
      button.hide();
    };
  }, []);

  return (
    <div className="page cc-wizard" data-testid={testId}>
      <header className="page__header cc-head">
        {!native && (
          <button type="button" className="page__back" onClick={() => handler.current()} aria-label={t`Back`} data-testid="wizard-back">
            <BackIcon size={22} />
          </button>
        )}
        <h1 className="page__title">{title}</h1>
        {counter && <span className="cc-head__count num">{counter}</span>}
        {progress !== null && (
          <div
            className="cc-progress"
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress)}
            aria-label={t`Progress`}
          >
            <span className="cc-progress__bar" style={{ inlineSize: `${progress}%` }} />
          </div>
        )}
      </header>
      <div className="page__body cc-body">{children}</div>
    </div>
  );
}
