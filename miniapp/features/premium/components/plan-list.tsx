import type { KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VipPlan } from '../../../../shared/schemas/config.js';
import { planLabels, type PlanLabel } from '../../../../shared/plans.js';
import { hasLocalPrice, money, moneyPerDay, planPrices, type ShownCurrency } from '../../../../shared/currency.js';
import { PlanName } from './plan-name.js';

function Label({ label }: { label: PlanLabel }) {
  if (label === 'bestPrice') return <Trans>Best price</Trans>;
  if (label === 'mostPopular') return <Trans>Most popular</Trans>;
  return <Trans>Hot</Trans>;
}

/** Arrow keys move the selection, as in any radio group. */
function onArrows(e: KeyboardEvent<HTMLElement>, ids: string[], current: string | undefined, select: (id: string) => void) {
  const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[e.key];
  if (!step || !ids.length) return;
  e.preventDefault();
  const i = Math.max(0, ids.indexOf(current ?? ''));
  const next = ids[(i + step + ids.length) % ids.length]!;
  select(next);
  (e.currentTarget.querySelector(`[data-plan="${next}"]`) as HTMLElement | null)?.focus();
}

export interface PlanListProps {
  plans: VipPlan[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  /** Show the Stars price as well (the purchase is a Telegram Stars invoice). */
  stars: boolean;
  /** The region's currency (display only: the server charges in the provider's currency). */
  currency?: ShownCurrency;
}

/** Plan cards: badges, per-day price large, total small with the crossed original price. */
export function PlanList({ plans, selectedId, onSelect, stars, currency: shown = 'USD' }: PlanListProps) {
  const { t, i18n } = useLingui();
  const ids = plans.map((p) => p.id);
  return (
    <div
      className="pp-plans"
      role="radiogroup"
      aria-label={t`Premium plans`}
      onKeyDown={(e) => onArrows(e, ids, selectedId, onSelect)}
      data-testid="plan-list"
    >
      {plans.map((plan) => {
        const checked = plan.id === selectedId;
        const labels = planLabels(plan.month);
        // Star-only plans are shown with a dollar prefix; a plan without a local price stays in USD.
        const currency = !plan.onlyPayTgStar && hasLocalPrice(plan, shown) ? shown : 'USD';
        const { price, originalPrice } = planPrices(plan, currency);
        const perDay = moneyPerDay(price, plan.month, currency, i18n.locale);
        const perDayWas = moneyPerDay(originalPrice, plan.month, currency, i18n.locale);
        return (
          <button
            key={plan.id}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked || (!selectedId && plan === plans[0]) ? 0 : -1}
            className={`pp-plan${checked ? ' is-selected' : ''}${labels.length ? ' has-badge' : ''}`}
            onClick={() => onSelect(plan.id)}
            data-plan={plan.id}
            data-testid="plan-card"
            data-months={plan.month}
          >
            {labels.length > 0 && (
              <span className="pp-plan__badges">
                {labels.map((l) => (
                  <span key={l} className={`pp-badge pp-badge--${l}`} data-testid={`plan-label-${l}`}>
                    <Label label={l} />
                  </span>
                ))}
              </span>
            )}
            <span className="pp-plan__radio" aria-hidden="true" />
            <span className="pp-plan__main">
              <span className="pp-plan__name">
                <PlanName plan={plan} />
              </span>
              <span className="pp-plan__total num">
                {originalPrice > price && <s className="pp-plan__was">{money(originalPrice, currency, i18n.locale)}</s>}
                <span data-testid="plan-total" data-currency={currency}>
                  {money(price, currency, i18n.locale)}
                </span>
                {stars && plan.tgStar > 0 && <span className="pp-plan__stars">· ⭐ {plan.tgStar}</span>}
              </span>
            </span>
            <span className="pp-plan__price">
              {plan.discount > 0 && (
                <span className="pp-plan__off">
                  <Trans>{plan.discount}% off</Trans>
                </span>
              )}
              <span className="pp-plan__perday num" data-testid="plan-per-day">
                {perDay}
              </span>
              <span className="pp-plan__unit">
                {originalPrice > price && <s className="num">{perDayWas}</s>} <Trans>per day</Trans>
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
