import { useEffect, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { isLifetime } from '../../../shared/constants.js';
import { useProfile } from '../../state/profile.js';
import { closePremiumPopupAtom, premiumPopupAtom } from '../../state/popups.js';
import { BottomPopup } from '../../ui/bottom-popup.js';
import { PremiumOffer } from './components/premium-offer.js';
import { useRolesAfterLeaving } from '../landing/landing-origin.js';
import { isLoggedInAtom } from '../../state/session.js';
import { exitOfferOpenAtom } from './exit-offer-state.js';
import './premium.css';

/**
 * The purchase page as a bottom popup (spec §2): no heading, all 11 benefits. Opened from
 * anywhere with `openPremiumPopupAtom(comeFrom)`; closes on back, on a background tap and when
 * the purchase moves on to checkout or the payment result.
 */
export function PremiumPopup() {
  const request = useAtomValue(premiumPopupAtom);
  const close = useSetAtom(closePremiumPopupAtom);
  const profile = useProfile();
  const toRoles = useRolesAfterLeaving();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const offerExit = useSetAtom(exitOfferOpenAtom);
  // Closed by the user's own hand (the close button, a background tap, Escape), not by going back
  // in history: only then is the exit offer shown.
  const byHand = useRef(false);
  useEffect(() => {
    const onPointer = (e: PointerEvent) => {
      byHand.current = e.target instanceof Element && !!e.target.closest('.pp-sheet .sheet__close, .sheet-backdrop');
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') byHand.current = true;
    };
    document.addEventListener('pointerdown', onPointer, true);
    window.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      window.removeEventListener('keydown', onKey, true);
    };
  }, []);
  const lifetime = !!profile && isLifetime(profile.vipExpireAt);
  // Lifetime members have bought everything: whoever asks for the popup, it is skipped (spec §2).
  const skipped = !!request && lifetime;
  useEffect(() => {
    if (skipped) close();
  }, [skipped, close]);
  // A member's popup waits for the profile: a lifetime one must not see it flash.
  if (!request || lifetime || (loggedIn && !profile)) return null;
  // Closed by the user (not moved on to checkout): from a landing and not logged in, to Roles.
  const dismiss = () => {
    close();
    toRoles();
    // A logged-in user leaving without buying is asked once more, at the server's exit offer.
    if (byHand.current && loggedIn) offerExit(true);
  };
  return (
    <BottomPopup open onClose={dismiss} className="pp-sheet" testId="premium-popup">
      <PremiumOffer variant="popup" comeFrom={request.comeFrom} onLeave={close} />
    </BottomPopup>
  );
}
