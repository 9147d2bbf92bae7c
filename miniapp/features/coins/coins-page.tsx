import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { beginCheckout, paysInStars } from '../../api/checkout.js';
import { goldItemsQuery } from '../../api/order.js';
import { isLifetime } from '../../../shared/constants.js';
import { useProfile } from '../../state/profile.js';
import { useAppConfig } from '../../state/config.js';
import { isLoggedInAtom } from '../../state/session.js';
import { openLoginAtom, openPremiumPopupAtom } from '../../state/popups.js';
import { showToastAtom } from '../../state/toasts.js';
import { Page } from '../../ui/page.js';
import { Button } from '../../ui/button.js';
import { MainAction } from '../../ui/main-action.js';
import { Skeleton } from '../../ui/skeleton.js';
import { BoltIcon, ChevronIcon, CoinIcon, CrownIcon } from '../../ui/icons.js';
import { useLocalePath } from '../../ui/locale-path.js';
import { GoldGrid, goldPrice } from './components/gold-grid.js';
import { EnergyGiftPopup } from './components/energy-gift-popup.js';
import { InviteCard } from './components/invite-card.js';
import { openEnergyGiftAtom } from './atoms/energy-gift.js';
import { QuestionnaireCard } from '../questionnaire/components/questionnaire-card.js';
import { GuideHint } from '../../ui/guide-hint.js';
import { track } from '../../analytics/track.js';
import { useTrackShow } from '../../analytics/use-track.js';
import './coins.css';

/** `/coins`: buy coins, free energy, invite friends. */
export function CoinsPage() {
  const { t, i18n } = useLingui();
  const profile = useProfile();
  const lifetime = !!profile && isLifetime(profile.vipExpireAt);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const openPremium = useSetAtom(openPremiumPopupAtom);
  const openGift = useSetAtom(openEnergyGiftAtom);
  const toast = useSetAtom(showToastAtom);
  const [, navigate] = useLocation();
  const to = useLocalePath();
  const from = new URLSearchParams(useSearch()).get('from')?.trim().slice(0, 64) || 'coins_page';
  useTrackShow('buy_coin.show', { from });
  const gold = useQuery(goldItemsQuery);
  const items = gold.data ?? null;
  const failed = gold.isError && !items;
  const [chosenId, setSelectedId] = useState<string>();
  // The first pack until the user picks one that is on the list.
  const selectedId = items?.some((g) => g.id === chosenId) ? chosenId : items?.[0]?.id;
  const [busy, setBusy] = useState(false);
  const stars = paysInStars(useAppConfig()?.payMethods);

  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => e.persisted && setBusy(false);
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const selected = items?.find((g) => g.id === selectedId);

  const buy = async () => {
    if (!selected || busy) return;
    track('buy_coin.click', { from, option: selected.id, amount: selected.gold, price: selected.price });
    if (!loggedIn) return openLogin();
    setBusy(true);
    try {
      const step = await beginCheckout('gold', selected.id, from);
      if (step.next === 'away') return;
      setBusy(false);
      if (step.next === 'checkout' || step.next === 'verify') navigate(to(step.path));
      else if (step.next === 'cancelled') toast(t`Payment cancelled`);
      else toast({ text: t`The payment may have encountered an issue. Please wait a few minutes or try again...`, tone: 'error' });
    } catch {
      setBusy(false);
    }
  };

  const needLogin = (fn: () => void) => () => (loggedIn ? fn() : openLogin());

  return (
    <Page back backFallback="/" title={<Trans>Coins</Trans>} testId="coins-page">
      <div className="content content--narrow coins">
        <section className="coins-balance" aria-label={t`Your balance`}>
          <div className="coins-balance__item">
            <CoinIcon size={26} className="coins-balance__coin" />
            <span className="coins-balance__value num" data-testid="coins-balance">
              {profile?.goldBalance ?? '–'}
            </span>
            <span className="coins-balance__label">
              <Trans>Coins</Trans>
            </span>
          </div>
          <div className="coins-balance__item">
            <BoltIcon size={24} className="coins-balance__bolt" />
            <span className="coins-balance__value num">{profile ? `${profile.energy}` : '–'}</span>
            <span className="coins-balance__label">
              <Trans>Energy</Trans>
            </span>
          </div>
          <Link href="/settings/coin-details" className="coins-balance__history">
            <Trans>History</Trans>
            <ChevronIcon size={16} />
          </Link>
        </section>

        <section className="coins-section" aria-labelledby="coins-buy-title">
          <h2 className="coins-section__title" id="coins-buy-title">
            <Trans>Buy coins</Trans>
          </h2>
          <p className="muted coins-section__sub">
            <Trans>Coins pay for photos, gifts and messages when your energy runs out.</Trans>
          </p>
          {failed && (
            <p className="muted" role="alert">
              <Trans>Coin packs could not be loaded. Please try again later.</Trans>
            </p>
          )}
          {!items && !failed && (
            <div className="gold-grid">
              {[0, 1, 2, 3, 4, 5].map((i) => (
                <Skeleton key={i} className="gold-skeleton" />
              ))}
            </div>
          )}
          {items && <GoldGrid items={items} selectedId={selectedId} onSelect={setSelectedId} stars={stars} />}
          <Link href="/coins/customer-service" className="coins-section__support" data-testid="coins-support-pay">
            <Trans>Buy coins via customer service: up to 5% bonus</Trans>
            <ChevronIcon size={16} />
          </Link>
        </section>

        {/* Lifetime members have every benefit: nothing to offer them. */}
        {!lifetime && (
          <button type="button" className="coins-card coins-promo" onClick={() => openPremium('coins_page')} data-testid="coins-premium">
            <span className="coins-promo__icon" aria-hidden="true">
              <CrownIcon size={22} />
            </span>
            <span className="coins-promo__text">
              <span className="coins-card__title">
                <Trans>Premium gives up to 5000 coins</Trans>
              </span>
              <span className="muted">
                <Trans>Plus unblurred photos and a 1000 energy cap.</Trans>
              </span>
            </span>
            <ChevronIcon size={18} className="coins-promo__chev" />
          </button>
        )}

        <section className="coins-card energy-card" aria-labelledby="energy-title">
          <div className="energy-card__text">
            <h2 className="coins-card__title" id="energy-title">
              <Trans>Free energy</Trans>
            </h2>
            <p className="muted">
              <Trans>Add the app to your home screen, install it or bookmark it: 20 energy each.</Trans>
            </p>
          </div>
          <Button variant="primary" onClick={needLogin(openGift)} data-testid="open-energy-gift">
            <BoltIcon size={16} />
            <Trans>Get energy</Trans>
          </Button>
          <GuideHint marker="favoriteSite" />
        </section>

        <QuestionnaireCard />

        {profile ? (
          <InviteCard uid={profile.id} />
        ) : (
          <Button variant="msgGray" block onClick={openLogin}>
            <Trans>Log in to invite friends</Trans>
          </Button>
        )}
      </div>
      {selected && (
        <MainAction
          text={t`Buy for ${goldPrice(selected, stars, i18n.locale)}`}
          variant="gold"
          onClick={() => void buy()}
          loading={busy}
          testId="coins-buy"
        />
      )}
      <EnergyGiftPopup />
    </Page>
  );
}
