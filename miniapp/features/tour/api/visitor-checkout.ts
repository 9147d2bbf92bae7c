import { useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import type { VipPlan } from '../../../../shared/schemas/config.js';
import { request } from '../../../api/client.js';
import { availablePayMethods, checkoutPath, payOrder, stepAfterPayment, type CheckoutStep } from '../../../api/checkout.js';
import { appStore } from '../../../state/store.js';
import { tokenAtom } from '../../../state/session.js';
import { setVisitorTokenAtom } from '../../../state/visitor.js';
import { showToastAtom } from '../../../state/toasts.js';
import { platform } from '../../../platform/index.js';
import { useLocalePath } from '../../../ui/locale-path.js';

/**
 * The tour's Premium order (`/vip/order/visitor-create`): no sign-in needed. Without a token the
 * server makes the visitor account and answers its token with the order; it is kept as the
 * visitor token, so a later sign-in brings the purchase to the account. Then the payment runs
 * as on the Premium page: one method pays at once, several go to the checkout page.
 */
export async function beginVisitorCheckout(planId: string): Promise<CheckoutStep> {
  const order = await request('/vip/order/visitor-create', { id: planId, comeFrom: 'tour' });
  if (!appStore.get(tokenAtom)) appStore.set(setVisitorTokenAtom, order.token);
  platform().haptic('medium');
  const methods = availablePayMethods();
  if (methods.length > 1) return { next: 'checkout', path: checkoutPath('vip', order.orderId) };
  return stepAfterPayment('vip', order.orderId, await payOrder('vip', order.orderId, methods[0]!));
}

/** Continue on the tour's Premium page: terms first, then the visitor order and its payment. */
export function useVisitorCheckout() {
  const { t } = useLingui();
  const toast = useSetAtom(showToastAtom);
  const [, navigate] = useLocation();
  const to = useLocalePath();
  const [agreed, setAgreed] = useState(false);
  const [nudge, setNudge] = useState(0);
  const checkout = useMutation({
    mutationFn: (plan: VipPlan) => beginVisitorCheckout(plan.id),
    onSuccess: (step) => {
      if (step.next === 'checkout' || step.next === 'verify') navigate(to(step.path));
      else if (step.next === 'cancelled') toast(t`Payment cancelled`);
      else if (step.next === 'failed')
        toast({ text: t`The payment may have encountered an issue. Please wait a few minutes or try again...`, tone: 'error' });
    },
  });

  // Back from the payment page restores this page from the back-forward cache: ready again.
  const { reset } = checkout;
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && reset();
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [reset]);

  const start = (plan: VipPlan | undefined) => {
    if (!plan || checkout.isPending) return;
    if (!agreed) {
      setNudge((n) => n + 1);
      platform().haptic('warning');
      toast(t`Please agree to the subscription terms first`);
      return;
    }
    if (plan.onlyPayTgStar && !availablePayMethods().includes('TelegramStar')) {
      toast(t`The web version does not support this payment method, please use another Telegram client`);
      return;
    }
    checkout.mutate(plan);
  };
  // 'away': the browser is leaving for the payment page; the button stays busy until then.
  const busy = checkout.isPending || (checkout.isSuccess && checkout.data.next === 'away');
  return { agreed, setAgreed, nudge, busy, start };
}
