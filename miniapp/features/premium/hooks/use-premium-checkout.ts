import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import type { VipPlan } from '../../../../shared/schemas/config.js';
import { availablePayMethods, beginCheckout } from '../../../api/checkout.js';
import { isLoggedInAtom } from '../../../state/session.js';
import { openLoginAtom } from '../../../state/popups.js';
import { showToastAtom } from '../../../state/toasts.js';
import { platform } from '../../../platform/index.js';
import { useLocalePath } from '../../../ui/locale-path.js';
import { track } from '../../../analytics/track.js';

/**
 * Continue on the Premium page or popup: nothing without a plan, a reminder until the terms are
 * agreed, the login popup for visitors; then the order and its payment. `onLeave` runs once the
 * flow moves on to another screen (the popup closes with it).
 */
export function usePremiumCheckout(comeFrom: string, onLeave?: () => void) {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const toast = useSetAtom(showToastAtom);
  const [, navigate] = useLocation();
  const to = useLocalePath();
  const [agreed, setAgreed] = useState(false);
  const [nudge, setNudge] = useState(0);
  const [busy, setBusy] = useState(false);

  // Back from the payment page restores this page from the back-forward cache: ready again.
  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && setBusy(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const start = async (plan: VipPlan | undefined) => {
    if (!plan || busy) return;
    track('buy_vip.click', { from: comeFrom, option: plan.id, price: plan.price, agreed, loggedIn });
    if (!agreed) {
      setNudge((n) => n + 1);
      platform().haptic('warning');
      toast(t`Please agree to the subscription terms first`);
      return;
    }
    if (!loggedIn) {
      openLogin();
      return;
    }
    if (plan.onlyPayTgStar && !availablePayMethods().includes('TelegramStar')) {
      toast(t`The web version does not support this payment method, please use another Telegram client`);
      return;
    }
    setBusy(true);
    try {
      const step = await beginCheckout('vip', plan.id, comeFrom);
      if (step.next === 'checkout' || step.next === 'verify') {
        navigate(to(step.path));
        onLeave?.();
      } else if (step.next === 'cancelled') {
        toast(t`Payment cancelled`);
      } else if (step.next === 'failed') {
        toast({ text: t`The payment may have encountered an issue. Please wait a few minutes or try again...`, tone: 'error' });
      }
      // 'away': the browser is on its way to the payment page; the button stays busy until then.
      if (step.next !== 'away') setBusy(false);
    } catch {
      // The client already showed the server's message (e.g. 'Payment is not supported yet').
      setBusy(false);
    }
  };

  return { agreed, setAgreed, nudge, busy, start };
}
