import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { showToastAtom } from '../../../state/toasts.js';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { CrownIcon } from '../../../ui/icons.js';

/** What Premium gives (spec §6). Purchasing opens once the payment flow ships. */
export function PremiumBenefitsPopup({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const toast = useSetAtom(showToastAtom);
  const benefits = [
    t`Unblurred photos in every gallery`,
    t`Energy cap of 1000 with faster recovery`,
    t`Skip the chat queue`,
    t`Advanced AI model with 5x memory`,
    t`Photos sent by your companion in chat`,
    t`Hidden stories and saved story progress`,
    t`Exclusive gifts and unlimited gifting`,
  ];
  return (
    <BottomPopup open={open} onClose={onClose} title={<Trans>Premium</Trans>} testId="premium-benefits">
      <ul className="benefits">
        {benefits.map((b) => (
          <li key={b} className="benefits__item">
            <CrownIcon size={16} className="benefits__icon" />
            {b}
          </li>
        ))}
      </ul>
      <Button variant="gold" size="big" block onClick={() => toast(t`Payment is not supported yet, please wait for an upgrade`)}>
        <Trans>Continue</Trans>
      </Button>
      <p className="benefits__note muted">
        <Trans>Cancel anytime. Premium stays active until the end of the paid period.</Trans>
      </p>
    </BottomPopup>
  );
}
