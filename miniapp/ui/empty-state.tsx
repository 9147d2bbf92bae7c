import type { ReactNode } from 'react';
import './empty-state.css';

/** Icon, title, a line of text and an optional action: every "nothing here yet" screen. */
export function EmptyState({
  icon,
  title,
  text,
  action,
  testId,
}: {
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div className="empty" data-testid={testId}>
      {icon && <span className="empty__icon">{icon}</span>}
      <p className="empty__title">{title}</p>
      {text && <p className="muted">{text}</p>}
      {action}
    </div>
  );
}
