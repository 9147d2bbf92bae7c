import { useLingui } from '@lingui/react/macro';
import { energy } from '../../../../shared/constants.js';
import { benefitIcons } from './benefit-icons.js';

/** How many benefits each variant lists (spec §2). */
const COUNT = { page: 5, popup: 11 } as const;
const MAX_GIFT = energy.lifetimeCoins;

/**
 * What Premium gives (spec §6), most wanted first. The first benefit is the gift of coins: in the
 * popup, the selected plan's own (`planCoins`, the server's: 1 month 300, 3 months 1000, 12 months and
 * lifetime 5000), left out for a plan that gives none (the weekly one); before a plan is known,
 * and on the page, "up to" the largest.
 */
export function BenefitList({ variant, planCoins }: { variant: 'page' | 'popup'; planCoins?: number }) {
  const { t } = useLingui();
  const planGift = variant === 'popup' ? planCoins : undefined;
  // Named as the catalogs' placeholder.
  const gift = planGift ?? MAX_GIFT;
  const cap = energy.premiumCap;
  const all = [
    ...(planGift === 0
      ? []
      : [
          {
            key: 'coins',
            icon: benefitIcons.coins,
            text: planGift !== undefined ? t`Gift of ${gift} coins` : t`Gift coins, up to ${gift}`,
          },
        ]),
    { key: 'energy', icon: benefitIcons.energy, text: t`Energy cap raised to ${cap}` },
    { key: 'unblur', icon: benefitIcons.unblur, text: t`Unblurred photos in every gallery` },
    { key: 'model', icon: benefitIcons.model, text: t`Advanced AI model` },
    { key: 'queue', icon: benefitIcons.queue, text: t`Skip the chat queue` },
    { key: 'memory', icon: benefitIcons.memory, text: t`5x longer memory` },
    { key: 'recovery', icon: benefitIcons.recovery, text: t`Faster energy recovery` },
    { key: 'photo', icon: benefitIcons.photo, text: t`Photos sent by the AI in chat` },
    { key: 'gift', icon: benefitIcons.gift, text: t`Exclusive gifts` },
    { key: 'unlimited', icon: benefitIcons.unlimited, text: t`Unlimited gifting` },
    { key: 'story', icon: benefitIcons.story, text: t`Story progress saved and hidden stories` },
  ];
  const shown = all.slice(0, COUNT[variant]);
  return (
    <ul className={`pp-benefits pp-benefits--${variant}`} data-testid="premium-benefits">
      {shown.map(({ key, icon: Icon, text }) => (
        <li key={key} className="pp-benefits__item">
          <span className="pp-benefits__icon">
            <Icon size={18} />
          </span>
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
