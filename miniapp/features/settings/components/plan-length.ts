import { plural, t } from '@lingui/core/macro';
import type { VipPlan } from '../../../../shared/schemas/config.js';

/** "3 months", "1 week", "Lifetime" as text (for toasts and confirm dialogs). Call during render. */
export function planLength(plan: Pick<VipPlan, 'month' | 'days' | 'lifetime'>): string {
  if (plan.lifetime) return t`Lifetime`;
  if (plan.month < 1) return plural(Math.max(1, Math.round(plan.days / 7)), { one: '# week', other: '# weeks' });
  return plural(plan.month, { one: '# month', other: '# months' });
}
