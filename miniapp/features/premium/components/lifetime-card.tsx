import { Trans, useLingui } from '@lingui/react/macro';
import type { VipPlan } from '../../../../shared/schemas/config.js';
import { hasLocalPrice, money, planPrices, type ShownCurrency } from '../../../../shared/currency.js';
import { CrownIcon } from '../../../ui/icons.js';
import { benefitIcons } from './benefit-icons.js';

/** The lifetime offer: one payment, Premium for good and 5000 coins (spec §9). Selectable like a plan. */
export function LifetimeCard({
  plan,
  selected,
  onSelect,
  stars,
  currency: shown = 'USD',
}: {
  plan: VipPlan;
  selected: boolean;
  onSelect: () => void;
  stars: boolean;
  currency?: ShownCurrency;
}) {
  const { t, i18n } = useLingui();
  const currency = !plan.onlyPayTgStar && hasLocalPrice(plan, shown) ? shown : 'USD';
  const local = planPrices(plan, currency);
  const price = money(local.price, currency, i18n.locale);
  const coins = plan.giftGold;
  return (
    <div role="radiogroup" aria-label={t`Lifetime offer`}>
      <button
        type="button"
        role="radio"
        aria-checked={selected}
        className={`pp-lifetime${selected ? ' is-selected' : ''}`}
        onClick={onSelect}
        data-testid="lifetime-card"
      >
        <span className="pp-lifetime__glow" aria-hidden="true" />
        <span className="pp-lifetime__crown" aria-hidden="true">
          <CrownIcon size={26} />
        </span>
        <span className="pp-lifetime__main">
          <span className="pp-lifetime__title">
            <Trans>Lifetime Premium</Trans>
          </span>
          <span className="pp-lifetime__perks">
            <span className="pp-lifetime__perk">
              <benefitIcons.coins size={14} />
              <Trans>
                <bdi dir="ltr">+{coins}</bdi> coins
              </Trans>
            </span>
            <span className="pp-lifetime__perk">
              <benefitIcons.check size={14} />
              <Trans>Pay once, no renewals</Trans>
            </span>
          </span>
          <span className="pp-lifetime__deal">
            <Trans>3x cheaper than annual</Trans>
          </span>
        </span>
        <span className="pp-lifetime__price">
          {local.originalPrice > local.price && <s className="num">{money(local.originalPrice, currency, i18n.locale)}</s>}
          <span className="pp-lifetime__amount num" data-testid="lifetime-price">
            {price}
          </span>
          {stars && plan.tgStar > 0 && <span className="pp-lifetime__stars num">⭐ {plan.tgStar}</span>}
        </span>
      </button>
    </div>
  );
}
