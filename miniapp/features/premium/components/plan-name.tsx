import { Plural, Trans } from '@lingui/react/macro';
import type { VipPlan } from '../../../../shared/schemas/config.js';

/** "3 months", "1 week", "Lifetime": from the plan's length, in the user's language. */
export function PlanName({ plan }: { plan: Pick<VipPlan, 'month' | 'days' | 'lifetime'> }) {
  if (plan.lifetime) return <Trans>Lifetime</Trans>;
  if (plan.month < 1) {
    const weeks = Math.max(1, Math.round(plan.days / 7));
    return <Plural value={weeks} one="# week" other="# weeks" />;
  }
  return <Plural value={plan.month} one="# month" other="# months" />;
}
