import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { premiumPopupAtom } from '../../state/popups.js';
import { exitOfferOpenAtom } from './exit-offer-state.js';

const PremiumPopup = lazy(() => import('./premium-popup.js').then((m) => ({ default: m.PremiumPopup })));
const ExitOfferSheet = lazy(() => import('./components/exit-offer-sheet.js').then((m) => ({ default: m.ExitOfferSheet })));

/** Mounted once for the whole app: loads the popup's code only when something opens it. */
export function PremiumPopupHost() {
  const open = useAtomValue(premiumPopupAtom) !== null;
  const exitOffer = useAtomValue(exitOfferOpenAtom);
  if (exitOffer && !open) {
    return (
      <Suspense fallback={null}>
        <ExitOfferSheet />
      </Suspense>
    );
  }
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PremiumPopup />
    </Suspense>
  );
}
