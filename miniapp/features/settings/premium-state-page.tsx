import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { profileAtom } from '../../state/profile.js';
import { isLoggedInAtom } from '../../state/session.js';
import { openLoginAtom } from '../../state/popups.js';
import { Page } from '../../ui/page.js';
import { Button } from '../../ui/button.js';
import { CardIcon, CrownIcon } from '../../ui/icons.js';
import { PremiumLine } from './components/premium-line.js';
import { PremiumBenefitsPopup } from './components/premium-benefits-popup.js';

/** subscription and credit-card-manage: the Premium state from the profile, or the empty state. */
export function PremiumStatePage({ kind }: { kind: 'subscription' | 'cards' }) {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const profile = useAtomValue(profileAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const [benefits, setBenefits] = useState(false);
  const title = kind === 'subscription' ? <Trans>Subscription</Trans> : <Trans>Payment cards</Trans>;

  return (
    <Page back backFallback="/" title={title} testId={`premium-${kind}`}>
      <div className="content content--narrow">
        {profile?.isVip && (
          <section className="premium-state">
            <CrownIcon size={28} className="premium-state__icon" />
            <div>
              <div className="premium-state__title">
                <PremiumLine profile={profile} />
              </div>
              <p className="muted">
                <Trans>Unblurred photos, 1000 energy cap, faster replies and an advanced AI model are active.</Trans>
              </p>
            </div>
          </section>
        )}
        {kind === 'cards' && (
          <div className="empty" data-testid="cards-empty">
            <CardIcon size={44} className="empty__icon" />
            <p className="empty__title">
              <Trans>No card linked yet</Trans>
            </p>
            <p className="muted">
              <Trans>A card is linked when you pay for Premium by card; you can unlink it here at any time.</Trans>
            </p>
          </div>
        )}
        {!profile?.isVip && (
          <div className="empty" data-testid="subscription-empty">
            {kind === 'subscription' && <CrownIcon size={44} className="empty__icon empty__icon--gold" />}
            <p className="empty__title">
              <Trans>No subscription yet</Trans>
            </p>
            <p className="muted">
              <Trans>Premium unblurs every photo, raises your energy to 1000 and unlocks hidden stories.</Trans>
            </p>
            <Button variant="gold" size="big" onClick={() => (loggedIn ? setBenefits(true) : openLogin())} data-testid="get-premium">
              <CrownIcon size={18} />
              {t`Get Premium`}
            </Button>
          </div>
        )}
      </div>
      <PremiumBenefitsPopup open={benefits} onClose={() => setBenefits(false)} />
    </Page>
  );
}
