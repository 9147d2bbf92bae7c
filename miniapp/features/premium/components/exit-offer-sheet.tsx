import { useEffect, useState } from 'react';
import { useAtom, useSetAtom } from 'jotai';
import { useLocation, Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { limits } from '../../../../shared/constants.js';
import { hasLocalPrice, money, moneyPerDay, planPrices } from '../../../../shared/currency.js';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { formatClock, useSecondsLeft } from '../../../ui/countdown.js';
import { useLocalePath } from '../../../ui/locale-path.js';
import { showToastAtom } from '../../../state/toasts.js';
import { platform } from '../../../platform/index.js';
import { useExitOffer, useTakeExitOffer } from '../api/exit-offer.js';
import { useShownCurrency } from '../api/geo.js';
import { exitOfferOpenAtom } from '../exit-offer-state.js';
import { PlanName } from './plan-name.js';
import { benefitIcons } from './benefit-icons.js';
import '../premium.css';
import '../exit-offer.css';

/**
 * The follow-up offer after the Premium popup is closed (docs/money.md): the plan, its discount
 * and price as the server decided them, counting down the offer's window; it closes by itself
 * when the window ends, and shows nothing when the server has no offer (already used or expired).
 */
export function ExitOfferSheet() {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useAtom(exitOfferOpenAtom);
  const offer = useExitOffer(open);
  const take = useTakeExitOffer();
  const shown = useShownCurrency();
  const toast = useSetAtom(showToastAtom);
  const [, navigate] = useLocation();
  const to = useLocalePath();
  const [agreed, setAgreed] = useState(false);
  const data = offer.data ?? null;
  // Never above the window: the clock's first tick may come from before the answer arrived.
  const left = Math.min(useSecondsLeft(data?.expireAt ?? null), limits.followUpDiscountS);
  const over = offer.isFetched && (!data || left === 0);

  useEffect(() => {
    if (open && over && !take.isPending) setOpen(false);
  }, [open, over, take.isPending, setOpen]);

  if (!open || !data || over) return null;
  const plan = data.plan;
  const currency = hasLocalPrice(plan, shown) ? shown : 'USD';
  const { price, originalPrice } = planPrices(plan, currency);
  const close = () => setOpen(false);

  const claim = () => {
    if (!agreed) {
      platform().haptic('warning');
      toast(t`Please agree to the subscription terms first`);
      return;
    }
    take.mutate(undefined, {
      onSuccess: (step) => {
        if (step.next === 'checkout' || step.next === 'verify') {
          navigate(to(step.path));
          close();
        } else if (step.next === 'cancelled') toast(t`Payment cancelled`);
        else if (step.next === 'failed')
          toast({ text: t`The payment may have encountered an issue. Please wait a few minutes or try again...`, tone: 'error' });
      },
    });
  };

  return (
    <BottomPopup open onClose={close} className="xo-sheet" testId="exit-offer">
      <div className="xo">
        <span className="xo__badge" data-testid="exit-offer-discount">
          <Trans>{plan.discount}% off</Trans>
        </span>
        <h2 className="xo__title">
          <Trans>Wait! A one-time offer</Trans>
        </h2>
        <p className="xo__sub">
          <Trans>This price is only for you and only for the next minute.</Trans>
        </p>
        <div className="xo__card">
          <span className="xo__plan">
            <PlanName plan={plan} />
          </span>
          <span className="xo__prices num">
            {originalPrice > price && <s className="xo__was">{money(originalPrice, currency, i18n.locale)}</s>}
            <strong className="xo__price" data-testid="exit-offer-price">
              {money(price, currency, i18n.locale)}
            </strong>
          </span>
          <span className="xo__perday">
            <Trans>{moneyPerDay(price, plan.month, currency, i18n.locale)} per day</Trans>
          </span>
          {plan.giftGold > 0 && (
            <span className="xo__coins">
              <benefitIcons.coins size={14} />
              <Trans>
                <bdi dir="ltr">+{plan.giftGold}</bdi> coins
              </Trans>
            </span>
          )}
        </div>
        <div className="xo__timer" data-testid="exit-offer-countdown">
          <benefitIcons.fire size={16} />
          <Trans>Offer ends in</Trans>
          <span className="num" role="timer">
            {formatClock(left)}
          </span>
        </div>
        <label className="pp-terms">
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <span className="pp-terms__box" aria-hidden="true">
            <benefitIcons.check size={14} />
          </span>
          <span>
            <Trans>
              I agree to the{' '}
              <Link href={to('/settings/terms')} className="pp-terms__link" onClick={close}>
                Subscription Terms
              </Link>
            </Trans>
          </span>
        </label>
        <Button variant="gold" size="big" block loading={take.isPending} onClick={claim} data-testid="exit-offer-claim">
          <Trans>Claim {plan.discount}% off</Trans>
        </Button>
        <button type="button" className="xo__skip" onClick={close} data-testid="exit-offer-skip">
          <Trans>No thanks</Trans>
        </button>
      </div>
    </BottomPopup>
  );
}
