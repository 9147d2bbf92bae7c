import type { KeyboardEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { VipPlan } from '../../../../shared/schemas/config.js';
import { currencySymbol } from '../../../../shared/enums.js';
import { formatPrice, perDayPrice, planLabels, type PlanLabel } from '../../../../shared/plans.js';
import { PlanName } from './plan-name.js';

const usd = (amount: number) => formatPrice(amount, 'USD', currencySymbol.USD);

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
}

/** Plan cards: badges, per-day price large, total small with the crossed original price. */
export function PlanList({ plans, selectedId, onSelect, stars }: PlanListProps) {
  const { t } = useLingui();
  const ids = plans.map((p) => p.id);
  return (
    <div className="pp-plans" role="radiogroup" aria-label={t`Premium plans`} onKeyDown={(e) => onArrows(e, ids, selectedId, onSelect)} data-testid="plan-list">
      {plans.map((plan) => {
        const checked = plan.id === selectedId;
        const labels = planLabels(plan.month);
        const perDay = usd(perDayPrice(plan.price, plan.month, 'USD'));
        const perDayWas = usd(perDayPrice(plan.originalPrice, plan.month, 'USD'));
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
                {plan.originalPrice > plan.price && <s className="pp-plan__was">{usd(plan.originalPrice)}</s>}
                <span data-testid="plan-total">{usd(plan.price)}</span>
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
                {plan.originalPrice > plan.price && <s className="num">{perDayWas}</s>} <Trans>per day</Trans>
              </span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
