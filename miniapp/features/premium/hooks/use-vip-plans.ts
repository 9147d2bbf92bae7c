import { useCallback, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { VipPlan } from '../../../../shared/schemas/config.js';
import { selectPlans } from '../../../../shared/plans.js';
import { paywallDefaultPlan, usePaywallVariant } from '../../../analytics/experiments.js';
import { vipPlansQuery } from '../../../api/order.js';

export interface VipPlansState {
  /** The plan list of spec §5 (12 months or less, lowest discount per month, 1/3/12 first). */
  plans: VipPlan[];
  /** The lifetime offer, shown as its own card. */
  lifetime: VipPlan | undefined;
  status: 'loading' | 'ready' | 'error';
  reload: () => void;
  selectedId: string | undefined;
  select: (id: string) => void;
  selected: VipPlan | undefined;
}

/**
 * Premium prices from the server. The selection defaults to the 3-month plan (else the first) on
 * load and whenever the list of plans changes; the prices are fetched again when a discount
 * window (`discountExpireTime`) ends.
 */
export function useVipPlans(): VipPlansState {
  const query = useQuery(vipPlansQuery);
  const all = query.data ?? null;
  // Try again shows the skeleton while it asks; a failed refresh keeps the prices shown.
  const status: VipPlansState['status'] = all ? 'ready' : query.isError && !query.isFetching ? 'error' : 'loading';
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const [choice, setChoice] = useState<{ listKey: string; id: string } | null>(null);

  const plans = useMemo(() => selectPlans((all ?? []).filter((p) => !p.lifetime)), [all]);
  const lifetime = useMemo(() => all?.find((p) => p.lifetime), [all]);

  // A choice holds for the list it was made on; when the plans change (not merely their prices)
  // the default is selected again.
  const listKey = [...plans, ...(lifetime ? [lifetime] : [])].map((p) => p.id).join(',');
  const variant = usePaywallVariant();
  const selectedId = choice && choice.listKey === listKey ? choice.id : paywallDefaultPlan(plans, variant)?.id;
  const select = useCallback((id: string) => setChoice({ listKey, id }), [listKey]);

  const selected = [...plans, ...(lifetime ? [lifetime] : [])].find((p) => p.id === selectedId);
  return { plans, lifetime, status, reload, selectedId, select, selected };
}
