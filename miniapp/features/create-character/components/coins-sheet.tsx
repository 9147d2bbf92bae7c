import { useLocation } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { CoinIcon, CrownIcon } from '../../../ui/icons.js';

export interface CoinsSheetProps {
  open: boolean;
  onClose: () => void;
  price: number;
  balance: number;
  /** Offer Premium too (its free template creation) when the user does not have it. */
  offerPremium: boolean;
  /** What the coins are for, e.g. "Creating her" — shown in the text. */
  reason: React.ReactNode;
}

/** Not enough coins: buy coins, or get Premium; both pages return here with the choices kept. */
export function CoinsSheet({ open, onClose, price, balance, offerPremium, reason }: CoinsSheetProps) {
  const [, navigate] = useLocation();
  return (
    <BottomPopup open={open} onClose={onClose} title={<Trans>Not enough coins</Trans>} testId="coins-sheet">
      <div className="cc-sheet">
        <p className="cc-sheet__price">
          <CoinIcon size={22} />
          <span className="num">{price}</span>
        </p>
        <p className="muted cc-sheet__text">
          {reason} <Trans>You have {balance} coins.</Trans>
        </p>
        <Button variant="gold" size="big" block onClick={() => navigate('/coins')} data-testid="coins-buy">
          <CoinIcon size={18} />
          <Trans>Buy coins</Trans>
        </Button>
        {offerPremium && (
          <Button variant="svip" size="big" block onClick={() => navigate('/premium')} data-testid="coins-premium">
            <CrownIcon size={18} />
            <Trans>Get Premium: one character free</Trans>
          </Button>
        )}
      </div>
    </BottomPopup>
  );
}
