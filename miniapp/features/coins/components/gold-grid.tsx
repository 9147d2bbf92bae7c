import { Trans, useLingui } from '@lingui/react/macro';
import type { GoldItem } from '../../../../shared/schemas/config.js';
import { money } from '../../../../shared/currency.js';
import { CoinIcon } from '../../../ui/icons.js';

/** A pack's price: in Stars inside Telegram, else in dollars written the page language's way. */
export const goldPrice = (item: GoldItem, stars: boolean, locale: string) =>
  stars && item.tgStar > 0 ? `⭐ ${item.tgStar}` : money(item.price, 'USD', locale);

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
  const { t, i18n } = useLingui();
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
                <Trans>
                  <bdi dir="ltr">+{g.bonus}</bdi> bonus
                </Trans>
              </span>
            )}
            <CoinIcon size={30} className="gold-item__coin" />
            <span className="gold-item__amount num">{g.gold}</span>
            <span className="gold-item__price num">{goldPrice(g, stars, i18n.locale)}</span>
          </button>
        );
      })}
    </div>
  );
}
