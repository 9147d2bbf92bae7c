import { useEffect, useLayoutEffect, useRef } from 'react';
import { platform } from '../platform/index.js';
import { Button } from './button.js';
import type { ButtonStyle } from '../../shared/enums.js';
import './main-action.css';

export interface MainActionProps {
  text: string;
  onClick: () => void;
  disabled?: boolean;
  loading?: boolean;
  variant?: ButtonStyle;
  testId?: string;
}

/**
 * The primary action at the bottom of the screen: Telegram's main button inside Telegram, a
 * sticky bottom button on the web and in the PWA.
 */
export function MainAction({ text, onClick, disabled = false, loading = false, variant = 'primary', testId }: MainActionProps) {
  const handler = useRef(onClick);
  useLayoutEffect(() => {
    handler.current = onClick;
  });
  const main = platform().mainButton;

  useEffect(() => {
    if (!main.native) return;
    const off = main.onClick(() => handler.current());
    return () => {
      off();
      main.set({ text: '', visible: false, enabled: false, loading: false });
    };
  }, [main]);

  useEffect(() => {
    if (main.native) main.set({ text, visible: true, enabled: !disabled, loading });
  }, [main, text, disabled, loading]);

  if (main.native) return null;
  return (
    <div className="main-action">
      <Button variant={variant} size="big" block onClick={onClick} disabled={disabled} loading={loading} data-testid={testId}>
        {text}
      </Button>
    </div>
  );
}
