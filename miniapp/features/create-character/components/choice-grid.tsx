import type { ReactNode } from 'react';

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  hint?: string;
  /** An illustration (SVG) or an emoji. */
  art?: ReactNode;
  emoji?: string;
}

interface ChoiceGridProps<T extends string> {
  options: ChoiceOption<T>[];
  selected: readonly T[];
  onPick: (value: T) => void;
  columns?: 2 | 3 | 4;
  /** art: a picture fills the tile; emoji: a round badge with the emoji; row: one wide row per option. */
  look?: 'art' | 'emoji' | 'row';
  multi?: boolean;
  label: string;
  testId?: string;
}

/** Big picture tiles for one step's options; one (radio) or several (checkbox) can be on. */
export function ChoiceGrid<T extends string>({
  options,
  selected,
  onPick,
  columns = 3,
  look = 'art',
  multi = false,
  label,
  testId,
}: ChoiceGridProps<T>) {
  return (
    <div
      className={`cc-grid cc-grid--${columns} cc-grid--${look}`}
      role={multi ? 'group' : 'radiogroup'}
      aria-label={label}
      data-testid={testId}
    >
      {options.map((o) => {
        const on = selected.includes(o.value);
        return (
          <button
            key={o.value}
            type="button"
            role={multi ? 'checkbox' : 'radio'}
            aria-checked={on}
            className={`cc-tile${on ? ' is-on' : ''}`}
            onClick={() => onPick(o.value)}
            data-testid={`option-${o.value.replace(/\s+/g, '-')}`}
          >
            {o.art && <span className="cc-tile__art">{o.art}</span>}
            {o.emoji && (
              <span className="cc-tile__emoji" aria-hidden="true">
                {o.emoji}
              </span>
            )}
            <span className="cc-tile__text">
              <span className="cc-tile__label">{o.label}</span>
              {o.hint && <span className="cc-tile__hint">{o.hint}</span>}
            </span>
            <span className="cc-tile__check" aria-hidden="true">
              <svg viewBox="0 0 24 24" width="14" height="14">
                <path
                  d="M5 12.5l4.5 4.5L19 7.5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="3"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </span>
          </button>
        );
      })}
    </div>
  );
}
