import { useSyncExternalStore } from 'react';
import { defaultPlan, type PlanLike } from '../../shared/plans.js';
import { onAbChange, variantOf } from './ab.js';

/** The one experiment (docs/analytics.md): which plan the Premium paywall selects first. Same name as the server's. */
const PAYWALL_EXPERIMENT = 'paywall_default_plan' satisfies typeof import('../../shared/schemas/analytics.js').PAYWALL_EXPERIMENT;

/** A: the 3-month plan (the product's default); B: the 12-month plan, the lowest price a month. */
export function paywallDefaultPlan<T extends PlanLike>(plans: readonly T[], variant = variantOf(PAYWALL_EXPERIMENT)): T | undefined {
  if (variant === 'B') return plans.find((p) => p.month === 12) ?? defaultPlan(plans);
  return defaultPlan(plans);
}

/** The paywall variant, re-rendering when the server's answer arrives. */
export const usePaywallVariant = () => useSyncExternalStore(onAbChange, () => variantOf(PAYWALL_EXPERIMENT));
