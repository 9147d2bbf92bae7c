import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { defaultPlan, selectPlans } from '../../../shared/plans.js';
import { paysInStars } from '../../api/checkout.js';
import { appConfigAtom } from '../../state/config.js';
import { isLoggedInAtom } from '../../state/session.js';
import { openLoginAtom } from '../../state/popups.js';
import { Page } from '../../ui/page.js';
import { Button } from '../../ui/button.js';
import { Skeleton } from '../../ui/skeleton.js';
import { CrownIcon } from '../../ui/icons.js';
import { MainAction } from '../../ui/main-action.js';
import { useLocalePath } from '../../ui/locale-path.js';
import { BenefitList } from '../premium/components/benefit-list.js';
import { PlanList } from '../premium/components/plan-list.js';
import { LifetimeCard } from '../premium/components/lifetime-card.js';
import { benefitIcons } from '../premium/components/benefit-icons.js';
import { useTourAllowance, useTourToken } from './api/tour.js';
import { useVisitorCheckout } from './api/visitor-checkout.js';
import '../premium/premium.css';
import './tour.css';

/**
 * `/tour/premium`: the tour's "open Premium" page, when the free messages are spent. Premium is
 * bought without signing up (the visitor order); signing up free is offered beside it. Either
 * way the tour's chat stays with the person.
 */
export function TourPremiumPage() {
  const { t } = useLingui();
  const to = useLocalePath();
  const who = useTourToken();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const page = useTourAllowance(who);
  const checkout = useVisitorCheckout();
  const stars = paysInStars(useAtomValue(appConfigAtom)?.payMethods);
  const terms = useRef<HTMLLabelElement>(null);

  const all = page.data?.plans;
  const plans = useMemo(() => selectPlans((all ?? []).filter((p) => !p.lifetime)), [all]);
  const lifetime = all?.find((p) => p.lifetime);
  const [choice, setChoice] = useState<string | undefined>();
  const selectedId = choice ?? defaultPlan(plans)?.id;
  const selected = [...plans, ...(lifetime ? [lifetime] : [])].find((p) => p.id === selectedId);

  // A refused Continue points at the checkbox.
  useEffect(() => {
    if (!checkout.nudge || !terms.current) return;
    const el = terms.current;
    el.classList.remove('is-nudged');
    void el.offsetWidth;
    el.classList.add('is-nudged');
    el.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [checkout.nudge]);

  return (
    <Page back backFallback={to('/tour/chat')} testId="tour-premium" className="pp-page">
      <div className="content content--narrow">
        <header className="pp-hero">
          <span className="pp-hero__crown" aria-hidden="true">
            <CrownIcon size={34} />
          </span>
          <h1 className="pp-hero__title">
            <Trans>Keep chatting with Premium</Trans>
          </h1>
          <p className="pp-hero__sub">
            <Trans>No sign-up needed: pay now and carry on where you left off.</Trans>
          </p>
        </header>
        <div className="pp pp--page">
          <BenefitList variant="page" />
          <section className="pp-section pp-offer" aria-labelledby="tour-plans">
            <div className="pp-offer__head">
              <h2 className="pp-section__title" id="tour-plans">
                <Trans>Choose your plan</Trans>
              </h2>
            </div>
            {page.isError ? (
              <div className="pp-error" role="alert">
                <p>
                  <Trans>Prices could not be loaded.</Trans>
                </p>
                <Button variant="msgGray" onClick={() => void page.refetch()}>
                  <Trans>Try again</Trans>
                </Button>
              </div>
            ) : !page.data ? (
              <div className="pp-plans">
                {[0, 1, 2, 3].map((i) => (
                  <Skeleton key={i} className="pp-plan-skeleton" />
                ))}
              </div>
            ) : (
              <>
                <PlanList plans={plans} selectedId={selectedId} onSelect={setChoice} stars={stars} />
                {lifetime && (
                  <LifetimeCard
                    plan={lifetime}
                    selected={selectedId === lifetime.id}
                    onSelect={() => setChoice(lifetime.id)}
                    stars={stars}
                  />
                )}
              </>
            )}
            <p className="pp-cancel-line">
              <Trans>Cancel anytime. Premium stays active until the end of the paid period.</Trans>
            </p>
            <label className="pp-terms" ref={terms} data-testid="terms-agree">
              <input type="checkbox" checked={checkout.agreed} onChange={(e) => checkout.setAgreed(e.target.checked)} />
              <span className="pp-terms__box" aria-hidden="true">
                <benefitIcons.check size={14} />
              </span>
              <span>
                <Trans>
                  I agree to the{' '}
                  <Link href={to('/settings/terms')} className="pp-terms__link">
                    Subscription Terms
                  </Link>
                </Trans>
              </span>
            </label>
          </section>
          {!loggedIn && (
            <section className="tour-signup" data-testid="tour-signup-offer">
              <p className="muted">
                <Trans>Or sign up free: your conversation comes with you, and anything you buy stays yours.</Trans>
              </p>
              <Button variant="msgGray" block onClick={() => openLogin()} data-testid="tour-signup">
                <Trans>Sign up free</Trans>
              </Button>
            </section>
          )}
        </div>
        <MainAction
          text={t`Continue`}
          variant="gold"
          onClick={() => checkout.start(selected)}
          loading={checkout.busy}
          disabled={!selected}
          testId="premium-continue"
        />
      </div>
    </Page>
  );
}
