import { platform } from '../platform/index.js';
import './tabs.css';

export interface Tab<T> {
  value: T;
  label: string;
}

/**
 * A row of underlined tabs, one selected (the home's sort, Desire's stories and posts, Coin details'
 * coins and energy), with the platform's selection tick on a change.
 */
export function Tabs<T extends string | number>(props: {
  tabs: readonly Tab<T>[];
  value: T;
  onChange: (value: T) => void;
  label: string;
  className?: string;
  /** `<prefix>-<value>` on each tab, for the journeys. */
  testIdPrefix?: string;
}) {
  const { tabs, value, onChange, label, className, testIdPrefix } = props;
  return (
    <div className={className ? `feed-tabs ${className}` : 'feed-tabs'} role="tablist" aria-label={label}>
      {tabs.map((x) => (
        <button
          key={x.value}
          type="button"
          role="tab"
          aria-selected={value === x.value}
          className={`feed-tab${value === x.value ? ' is-active' : ''}`}
          data-testid={testIdPrefix ? `${testIdPrefix}-${x.value}` : undefined}
          onClick={() => {
            platform().haptic('selection');
            onChange(x.value);
          }}
        >
          {x.label}
        </button>
      ))}
    </div>
  );
}
