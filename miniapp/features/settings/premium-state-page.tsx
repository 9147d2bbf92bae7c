import { SubscriptionPage } from './subscription-page.js';
import { CardsPage } from './cards-page.js';

/** `/settings/subscription` and `/settings/credit-card-manage`. */
export function PremiumStatePage({ kind }: { kind: 'subscription' | 'cards' }) {
  return kind === 'subscription' ? <SubscriptionPage /> : <CardsPage />;
}
