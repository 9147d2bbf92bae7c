import { useSearch } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { isLifetime } from '../../../shared/constants.js';
import { useProfile } from '../../state/profile.js';
import { Page } from '../../ui/page.js';
import { CrownIcon } from '../../ui/icons.js';
import { PremiumOffer } from './components/premium-offer.js';
import { LifetimeOwned } from './components/lifetime-owned.js';
import { useTrackShow } from '../../analytics/use-track.js';
import './premium.css';

/** `/premium`: the full purchase page (spec §2). `?from=` tags the order with where the user came from. */
export function PremiumPage() {
  const profile = useProfile();
  const from = new URLSearchParams(useSearch()).get('from')?.trim().slice(0, 64) || 'premium_page';
  useTrackShow('buy_vip.show', { from, variant: 'page' });
  const lifetime = !!profile && isLifetime(profile.vipExpireAt);

  return (
    <Page back backFallback="/" testId="premium-page" className="pp-page">
      <div className="content content--narrow">
        {lifetime ? (
          <LifetimeOwned />
        ) : (
          <>
            <header className="pp-hero">
              <span className="pp-hero__crown" aria-hidden="true">
                <CrownIcon size={34} />
              </span>
              <h1 className="pp-hero__title">
                <Trans>Unlock Premium</Trans>
              </h1>
              <p className="pp-hero__sub">
                <Trans>Clear photos, deeper conversations and no waiting.</Trans>
              </p>
            </header>
            <PremiumOffer variant="page" comeFrom={from} />
          </>
        )}
      </div>
    </Page>
  );
}
