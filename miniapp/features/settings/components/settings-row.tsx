import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ChevronIcon } from '../../../ui/icons.js';

export function SettingsRow({
  href,
  icon,
  label,
  value,
  testId,
}: {
  href: string;
  icon: ReactNode;
  label: ReactNode;
  value?: ReactNode;
  testId?: string;
}) {
  return (
    <Link href={href} className="settings-row" data-testid={testId}>
      <span className="settings-row__icon">{icon}</span>
      <span className="settings-row__label">{label}</span>
      {value && <span className="settings-row__value">{value}</span>}
      <ChevronIcon size={18} className="settings-row__chev" />
    </Link>
  );
}

export function SettingsGroup({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="settings-group">
      <h2 className="settings-group__title">{title}</h2>
      <div className="settings-group__rows">{children}</div>
    </section>
  );
}
