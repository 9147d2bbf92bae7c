import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { premiumPopupAtom } from '../../state/popups.js';

const PremiumPopup = lazy(() => import('./premium-popup.js').then((m) => ({ default: m.PremiumPopup })));

/** Mounted once for the whole app: loads the popup's code only when something opens it. */
export function PremiumPopupHost() {
  const open = useAtomValue(premiumPopupAtom) !== null;
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PremiumPopup />
    </Suspense>
  );
}
