import { Trans, useLingui } from '@lingui/react/macro';
import type { GoldItem } from '../../../../shared/schemas/config.js';
import { currencySymbol } from '../../../../shared/enums.js';
import { formatPrice } from '../../../../shared/plans.js';
import { CoinIcon } from '../../../ui/icons.js';

export const goldPrice = (item: GoldItem, stars: boolean) =>
  stars && item.tgStar > 0 ? `⭐ ${item.tgStar}` : formatPrice(item.price, 'USD', currencySymbol.USD);

/** Coin packs: amount, bonus, price (in Stars inside Telegram). */
export function GoldGrid({
  items,
  selectedId,
  onSelect,
  stars,
}: {
  items: GoldItem[];
  selectedId: string | undefined;
  onSelect: (id: string) => void;
  stars: boolean;
}) {
  const { t } = useLingui();
  return (
    <div className="gold-grid" role="radiogroup" aria-label={t`Coin packs`} data-testid="gold-items">
      {items.map((g) => {
        const checked = g.id === selectedId;
        return (
          <button
            key={g.id}
            type="button"
            role="radio"
            aria-checked={checked}
            className={`gold-item${checked ? ' is-selected' : ''}`}
            onClick={() => onSelect(g.id)}
            data-testid="gold-item"
            data-gold={g.gold}
          >
            {g.bonus > 0 && (
              <span className="gold-item__bonus">
                <Trans>+{g.bonus} bonus</Trans>
              </span>
            )}
            <CoinIcon size={30} className="gold-item__coin" />
            <span className="gold-item__amount num">{g.gold}</span>
            <span className="gold-item__price num">{goldPrice(g, stars)}</span>
          </button>
        );
      })}
    </div>
  );
}
