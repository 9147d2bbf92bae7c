import { useMemo, useState } from 'react';
import { dateFormat } from '../../i18n/date-format.js';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { SubscriptionStatus } from '../../../shared/enums.js';
import { isLifetime } from '../../../shared/constants.js';
import type { VipPlan } from '../../../shared/schemas/config.js';
import { selectPlans } from '../../../shared/plans.js';
import { money } from '../../../shared/currency.js';
import { vipPlansQuery } from '../../api/order.js';
import { useProfile } from '../../state/profile.js';
import { isLoggedInAtom } from '../../state/session.js';
import { localeAtom } from '../../state/locale.js';
import { showToastAtom } from '../../state/toasts.js';
import { Page } from '../../ui/page.js';
import { Button, buttonClass } from '../../ui/button.js';
import { BottomPopup } from '../../ui/bottom-popup.js';
import { confirmModal } from '../../ui/confirm-modal.js';
import { CardIcon, CrownIcon } from '../../ui/icons.js';
import { useLocalePath } from '../../ui/locale-path.js';
import { planLength } from './components/plan-length.js';
import { useSubscriptionChanges, useSubscriptionInfo } from './api/subscription.js';
import { ManageGate } from './components/manage-gate.js';
import { EmptyState } from '../../ui/empty-state.js';
import { StarsSubscription } from '../premium/components/stars-subscription.js';
import { useStarsSubscription } from '../premium/api/stars-subscription.js';
import './premium-manage.css';

const useDate = () => {
  const locale = useAtomValue(localeAtom);
  return (ms: number) => dateFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(ms);
};

/** `/settings/subscription`: current plan, renewal or end date, cancel, resume, change plan. */
export function SubscriptionPage() {
  const { t, i18n } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const profile = useProfile();
  const to = useLocalePath();
  const toast = useSetAtom(showToastAtom);
  const date = useDate();
  const { info, status, reload } = useSubscriptionInfo();
  const changes = useSubscriptionChanges();
  const plans = useQuery({ ...vipPlansQuery, meta: { silent: true }, enabled: loggedIn }).data ?? null;
  const busy = changes.cancel.isPending ? 'cancel' : changes.resume.isPending ? 'resume' : null;
  const [changing, setChanging] = useState(false);
  const [noCard, setNoCard] = useState(false);
  const [now] = useState(() => Date.now());

  const sub = info?.subscription ?? null;
  const live = sub && sub.currentPeriodEnd > now ? sub : null;
  const plan = plans?.find((p) => p.id === live?.planId);
  const planName = plan ? planLength(plan) : (live?.planTitle ?? '');

  const cancel = async () => {
    if (!live) {
      toast(t`You currently have no subscription and cannot cancel`);
      return;
    }
    const until = date(live.currentPeriodEnd);
    const ok = await confirmModal({
      title: t`Cancel your subscription?`,
      content: t`Renewal stops. Premium stays until ${until}, and you can resume before then.`,
      okText: t`Cancel subscription`,
      cancelText: t`Keep Premium`,
      okVariant: 'msgGray',
    });
    if (!ok) return;
    changes.cancel.mutate(undefined, { onSuccess: () => toast({ text: t`Premium stays until ${until}`, tone: 'success' }) });
  };

  const resume = async () => {
    if (!info?.card) {
      setNoCard(true);
      toast(t`You haven't linked a credit card yet. Please link one first`);
      return;
    }
    changes.resume.mutate(undefined, { onSuccess: () => toast({ text: t`Your subscription will renew again`, tone: 'success' }) });
  };

  const lifetime = !!profile && isLifetime(profile.vipExpireAt);
  // A Stars subscription is managed through Telegram: its own card replaces the card-payment controls.
  const stars = useStarsSubscription();

  return (
    <Page back backFallback="/settings" title={<Trans>Subscription</Trans>} testId="premium-subscription">
      <div className="content content--narrow manage">
        <ManageGate
          loggedIn={loggedIn}
          status={status}
          icon={<CrownIcon size={44} />}
          loginTitle={<Trans>Log in to manage your subscription</Trans>}
          errorTitle={<Trans>Your subscription could not be loaded.</Trans>}
          onRetry={reload}
        >
          {lifetime && (
            <section className="manage-card manage-card--gold" data-testid="subscription-lifetime">
              <CrownIcon size={30} className="manage-card__crown" />
              <div>
                <p className="manage-card__title">
                  <Trans>You have lifetime Premium</Trans>
                </p>
                <p className="muted">
                  <Trans>It never expires and there is nothing to renew or cancel.</Trans>
                </p>
              </div>
            </section>
          )}
          {!lifetime && stars && <StarsSubscription />}
          {!lifetime && !stars && live && (
            <>
              <section className="manage-card manage-card--gold" data-testid="subscription-current">
                <div className="manage-card__row">
                  <CrownIcon size={28} className="manage-card__crown" />
                  <div className="manage-card__what">
                    <p className="manage-card__title">
                      <Trans>Premium · {planName}</Trans>
                    </p>
                    {plan && <p className="muted num">{money(plan.price, 'USD', i18n.locale)}</p>}
                  </div>
                  <span
                    className={`manage-pill${live.status === SubscriptionStatus.subIn ? ' is-active' : ''}`}
                    data-testid="subscription-status"
                  >
                    {live.status === SubscriptionStatus.subIn ? <Trans>Active</Trans> : <Trans>Cancelled</Trans>}
                  </span>
                </div>
                <p className="manage-card__date" data-testid="subscription-date">
                  {live.status === SubscriptionStatus.subIn && info?.card ? (
                    <Trans>Renews on {date(live.currentPeriodEnd)}</Trans>
                  ) : live.status === SubscriptionStatus.subIn ? (
                    // Without a card nothing renews (server/domain/subscriptions.ts ends it at the period's end).
                    <Trans>Premium ends on {date(live.currentPeriodEnd)} unless you link a card to renew it.</Trans>
                  ) : (
                    <Trans>Premium stays until {date(live.currentPeriodEnd)}. It will not renew.</Trans>
                  )}
                </p>
                <div className="manage-card__pay">
                  <CardIcon size={18} />
                  {info?.card ? (
                    <span>
                      {info.card.brand} •••• <span className="num">{info.card.last4}</span>
                    </span>
                  ) : (
                    <span className="muted">
                      <Trans>No card linked</Trans>
                    </span>
                  )}
                  <Link href="/credit-card-manage" className="manage-card__link">
                    <Trans>Manage cards</Trans>
                  </Link>
                </div>
              </section>
              {noCard && !info?.card && (
                <div className="manage-notice" role="alert" data-testid="subscription-no-card">
                  <p>
                    <Trans>You haven't linked a credit card yet. Please link one first</Trans>
                  </p>
                  <Link href="/credit-card-manage" className={buttonClass('primary', 'small')}>
                    <Trans>Link a card</Trans>
                  </Link>
                </div>
              )}
              <div className="manage-actions">
                {live.status === SubscriptionStatus.subIn ? (
                  <>
                    <Button
                      variant="msgGray"
                      size="big"
                      block
                      onClick={() => setChanging(true)}
                      disabled={!plans}
                      data-testid="subscription-change"
                    >
                      <Trans>Change plan</Trans>
                    </Button>
                    <Button
                      variant="cancel"
                      size="big"
                      block
                      loading={busy === 'cancel'}
                      onClick={() => void cancel()}
                      data-testid="subscription-cancel"
                    >
                      <Trans>Cancel subscription</Trans>
                    </Button>
                  </>
                ) : (
                  <Button
                    variant="gold"
                    size="big"
                    block
                    loading={busy === 'resume'}
                    onClick={() => void resume()}
                    data-testid="subscription-resume"
                  >
                    <Trans>Resume subscription</Trans>
                  </Button>
                )}
              </div>
              <p className="manage-footnote muted">
                <Trans>Cancelling stops the next renewal. Premium stays active until the end of the period you paid for.</Trans>
              </p>
              {plans && changing && (
                <ChangePlanPopup
                  onClose={() => setChanging(false)}
                  plans={plans}
                  currentId={live.planId}
                  onChanged={(changed) => {
                    setChanging(false);
                    toast({ text: t`From ${date(live.currentPeriodEnd)} your plan renews as ${changed}`, tone: 'success' });
                  }}
                />
              )}
            </>
          )}
          {!lifetime && !stars && !live && (
            <>
              {profile?.isVip && (
                <section className="manage-card manage-card--gold">
                  <CrownIcon size={28} className="manage-card__crown" />
                  <p className="manage-card__title">
                    <Trans>Premium until {date(profile.vipExpireAt)}</Trans>
                  </p>
                </section>
              )}
              <EmptyState
                testId="subscription-empty"
                icon={<CrownIcon size={44} className="empty__icon--gold" />}
                title={<Trans>No subscription</Trans>}
                text={<Trans>You currently have no subscription and cannot cancel</Trans>}
                action={
                  <Link href={to('/premium?from=settings_subscription')} className={buttonClass('gold', 'big')} data-testid="get-premium">
                    <CrownIcon size={18} />
                    <Trans>Get Premium</Trans>
                  </Link>
                }
              />
            </>
          )}
        </ManageGate>
      </div>
    </Page>
  );
}

function ChangePlanPopup({
  onClose,
  plans,
  currentId,
  onChanged,
}: {
  onClose: () => void;
  plans: VipPlan[];
  currentId: string;
  onChanged: (planName: string) => void;
}) {
  const { t, i18n } = useLingui();
  const list = useMemo(() => selectPlans(plans.filter((p) => !p.lifetime)), [plans]);
  const [picked, setPicked] = useState(currentId);
  const { changePlan } = useSubscriptionChanges();
  const pickedPlan = list.find((p) => p.id === picked);

  // A refusal: the client showed the server's message.
  const save = () => {
    if (!pickedPlan || picked === currentId) return onClose();
    changePlan.mutate(picked, { onSuccess: () => onChanged(planLength(pickedPlan)) });
  };

  return (
    <BottomPopup open onClose={onClose} title={<Trans>Change plan</Trans>} testId="change-plan">
      <p className="muted manage-popup__intro">
        <Trans>The new plan starts at your next renewal. Nothing is charged now.</Trans>
      </p>
      <div className="manage-plans" role="radiogroup" aria-label={t`Premium plans`}>
        {list.map((p) => (
          <button
            key={p.id}
            type="button"
            role="radio"
            aria-checked={p.id === picked}
            className={`manage-plan${p.id === picked ? ' is-selected' : ''}`}
            onClick={() => setPicked(p.id)}
          >
            <span className="manage-plan__name">{planLength(p)}</span>
            {p.id === currentId && (
              <span className="manage-pill">
                <Trans>Current</Trans>
              </span>
            )}
            <span className="manage-plan__price num">{money(p.price, 'USD', i18n.locale)}</span>
          </button>
        ))}
      </div>
      <Button variant="gold" size="big" block loading={changePlan.isPending} onClick={save} data-testid="change-plan-save">
        <Trans>Save</Trans>
      </Button>
    </BottomPopup>
  );
}
