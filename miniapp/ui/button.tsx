import type { ButtonHTMLAttributes } from 'react';
import type { ButtonSize, ButtonStyle } from '../../shared/enums.js';
import './button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** One of the 23 button styles of spec §3. */
  variant?: ButtonStyle;
  size?: ButtonSize;
  block?: boolean;
  loading?: boolean;
}

/** Class names for a link or anything else that should look like a Button. */
export function buttonClass(variant: ButtonStyle = 'primary', size: ButtonSize = 'default', block = false) {
  return `btn btn--${variant} btn--${size}${block ? ' btn--block' : ''}`;
}

export function Button({
  variant = 'primary',
  size = 'default',
  block = false,
  loading = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`${buttonClass(variant, size, block)}${loading ? ' btn--loading' : ''}${className ? ` ${className}` : ''}`}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <span className="btn__spinner" aria-hidden="true" />}
      <span className="btn__label">{children}</span>
    </button>
  );
}
