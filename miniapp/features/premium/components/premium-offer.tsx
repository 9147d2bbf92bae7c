import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { paysInStars } from '../../../api/checkout.js';
import { useAppConfig } from '../../../state/config.js';
import { Button } from '../../../ui/button.js';
import { MainAction } from '../../../ui/main-action.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { useLocalePath } from '../../../ui/locale-path.js';
import { useVipPlans } from '../hooks/use-vip-plans.js';
import { usePremiumCheckout } from '../hooks/use-premium-checkout.js';
import { BenefitList } from './benefit-list.js';
import { PlanList } from './plan-list.js';
import { LifetimeCard } from './lifetime-card.js';
import { MediaLogos } from './media-logos.js';
import { ReviewCarousel } from './review-carousel.js';
import { VerifiedUsers } from './verified-users.js';
import { TrustFigures } from './trust-figures.js';
import { benefitIcons } from './benefit-icons.js';
import { DiscountClock } from './discount-clock.js';
import { useShownCurrency } from '../api/geo.js';

export interface PremiumOfferProps {
  variant: 'page' | 'popup';
  comeFrom: string;
  /** The flow moved to another screen (checkout, payment return, home): the popup closes. */
  onLeave?: () => void;
}

/**
 * Everything of the purchase page below its heading (spec §2): benefits, plans, the lifetime
 * offer, the discount countdown, the cancel-anytime line, the terms agreement, Continue, then
 * media logos, reviews, verified members and trust figures.
 */
export function PremiumOffer({ variant, comeFrom, onLeave }: PremiumOfferProps) {
  const { t } = useLingui();
  const to = useLocalePath();
  const vip = useVipPlans();
  const checkout = usePremiumCheckout(comeFrom, onLeave);
  const stars = paysInStars(useAppConfig()?.payMethods);
  const currency = useShownCurrency();
  const terms = useRef<HTMLLabelElement>(null);

  // A refused Continue points at the checkbox.
  useEffect(() => {
    if (!checkout.nudge || !terms.current) return;
    const el = terms.current;
    el.classList.remove('is-nudged');
    void el.offsetWidth;
    el.classList.add('is-nudged');
    el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [checkout.nudge]);

  const lifetimeSelected = !!vip.lifetime && vip.selectedId === vip.lifetime.id;
  const continueText = t`Continue`;
  const onContinue = () => void checkout.start(vip.selected);

  return (
    <div className={`pp pp--${variant}`}>
      <BenefitList variant={variant} planCoins={vip.selected?.giftGold} />

      <section className="pp-section pp-offer" aria-labelledby={`pp-plans-${variant}`}>
        <div className="pp-offer__head">
          <h2 className="pp-section__title" id={`pp-plans-${variant}`}>
            <Trans>Choose your plan</Trans>
          </h2>
        </div>
        {vip.status === 'loading' && (
          <div className="pp-plans">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="pp-plan-skeleton" />
            ))}
          </div>
        )}
        {vip.status === 'error' && (
          <div className="pp-error" role="alert">
            <p>
              <Trans>Prices could not be loaded.</Trans>
            </p>
            <Button variant="msgGray" onClick={vip.reload}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        )}
        {vip.status === 'ready' && (
          <>
            <PlanList plans={vip.plans} selectedId={vip.selectedId} onSelect={vip.select} stars={stars} currency={currency} />
            {vip.lifetime && (
              <LifetimeCard
                plan={vip.lifetime}
                selected={lifetimeSelected}
                onSelect={() => vip.select(vip.lifetime!.id)}
                stars={stars}
                currency={currency}
              />
            )}
          </>
        )}
        <div className="pp-countdown" data-testid="discount-countdown">
          <benefitIcons.fire size={16} className="pp-countdown__icon" />
          <span>
            <Trans>Discount ends in</Trans>
          </span>
          <DiscountClock plans={vip.plans} className="pp-countdown__clock" />
        </div>
        <p className="pp-cancel-line" data-testid="cancel-anytime">
          {lifetimeSelected ? (
            <Trans>One payment. Premium never expires and there is nothing to cancel.</Trans>
          ) : (
            <Trans>Cancel anytime. Premium stays active until the end of the paid period.</Trans>
          )}
        </p>
        <label className="pp-terms" ref={terms} data-testid="terms-agree">
          <input type="checkbox" checked={checkout.agreed} onChange={(e) => checkout.setAgreed(e.target.checked)} />
          <span className="pp-terms__box" aria-hidden="true">
            <benefitIcons.check size={14} />
          </span>
          <span>
            <Trans>
              I agree to the{' '}
              <Link href={to('/settings/terms')} className="pp-terms__link" onClick={onLeave}>
                Subscription Terms
              </Link>
            </Trans>
          </span>
        </label>
        {variant === 'popup' && (
          <div className="pp-popup-cta">
            <Button
              variant="gold"
              size="big"
              block
              loading={checkout.busy}
              disabled={!vip.selected}
              onClick={onContinue}
              data-testid="premium-continue"
            >
              {continueText}
            </Button>
          </div>
        )}
      </section>

      <MediaLogos />
      <ReviewCarousel />
      <VerifiedUsers onStart={onLeave} />
      <TrustFigures />

      {variant === 'page' && (
        <MainAction
          text={continueText}
          variant="gold"
          onClick={onContinue}
          loading={checkout.busy}
          disabled={!vip.selected}
          testId="premium-continue"
        />
      )}
    </div>
  );
}
