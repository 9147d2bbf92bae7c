import { useCallback, useEffect, useMemo, useState } from 'react';
import type { VipPlan } from '../../../../shared/schemas/config.js';
import { defaultPlan, selectPlans } from '../../../../shared/plans.js';
import { fetchVipPlans } from '../../../api/order.js';

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
  const [all, setAll] = useState<VipPlan[] | null>(null);
  const [status, setStatus] = useState<VipPlansState['status']>('loading');
  const [version, setVersion] = useState(0);
  const [choice, setChoice] = useState<{ listKey: string; id: string } | null>(null);

  useEffect(() => {
    let live = true;
    fetchVipPlans({ silent: version > 0 })
      .then((list) => {
        if (!live) return;
        setAll(list);
        setStatus('ready');
      })
      .catch(() => live && setStatus((s) => (s === 'ready' ? s : 'error')));
    return () => {
      live = false;
    };
  }, [version]);

  const reload = useCallback(() => {
    setStatus((s) => (s === 'error' ? 'loading' : s));
    setVersion((v) => v + 1);
  }, []);

  const plans = useMemo(() => selectPlans((all ?? []).filter((p) => !p.lifetime)), [all]);
  const lifetime = useMemo(() => all?.find((p) => p.lifetime), [all]);

  // A choice holds for the list it was made on; when the plans change (not merely their prices)
  // the default is selected again.
  const listKey = [...plans, ...(lifetime ? [lifetime] : [])].map((p) => p.id).join(',');
  const selectedId = choice && choice.listKey === listKey ? choice.id : defaultPlan(plans)?.id;
  const select = useCallback((id: string) => setChoice({ listKey, id }), [listKey]);

  // Refresh the prices when the earliest running discount ends.
  useEffect(() => {
    const ends = (all ?? []).map((p) => p.discountExpireTime).filter((t) => t > 0);
    if (!ends.length) return;
    const wait = Math.max(1000, Math.min(...ends) - Date.now() + 500);
    const id = setTimeout(() => setVersion((v) => v + 1), wait);
    return () => clearTimeout(id);
  }, [all]);

  const selected = [...plans, ...(lifetime ? [lifetime] : [])].find((p) => p.id === selectedId);
  return { plans, lifetime, status, reload, selectedId, select, selected };
}
