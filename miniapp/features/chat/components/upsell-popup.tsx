import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { BoltIcon, CoinIcon, CrownIcon } from '../../../ui/icons.js';
import { useLocalePath } from '../../../ui/locale-path.js';
import { closeUpsellAtom, openUpsellAtom, upsellAtom, type Upsell } from '../atoms/upsell.js';
import './upsell-popup.css';

/** Where coins are bought. */
const COINS_PATH = '/coins';

function useCopy(upsell: Upsell) {
  const { t } = useLingui();
  if (upsell.reason === 'energy') {
    return {
      title: t`You're out of energy`,
      text: t`A message costs 1 energy, or 5 coins when energy runs out. Energy refills every hour — or keep talking now.`,
    };
  }
  const text =
    upsell.context === 'unlock'
      ? t`Unlocking a photo costs 50 coins.`
      : upsell.context === 'photo'
        ? t`A photo from her costs 50 coins.`
        : upsell.context === 'gift'
          ? t`This gift costs more coins than you have.`
          : t`Top up your coins to keep going.`;
  return { title: t`Not enough coins`, text };
}

/** After 2001 (energy and coins out) and 2002 (not enough coins): buy coins or get Premium. */
export function UpsellPopup() {
  const upsell = useAtomValue(upsellAtom);
  const close = useSetAtom(closeUpsellAtom);
  if (!upsell) return null;
  return <UpsellSheet upsell={upsell} onClose={close} />;
}

function UpsellSheet({ upsell, onClose }: { upsell: Upsell; onClose: () => void }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const to = useLocalePath();
  const openUpsell = useSetAtom(openUpsellAtom);
  const { title, text } = useCopy(upsell);
  // Navigate first: the sheet then leaves its history entry alone instead of going back over the new page.
  const buyCoins = () => {
    navigate(to(COINS_PATH));
    onClose();
  };
  const getPremium = () => {
    onClose();
    openUpsell({ reason: 'premium', context: upsell.context });
  };
  const energy = upsell.reason === 'energy';
  const benefits = [t`Energy cap of 1000 with faster recovery`, t`Unblurred photos in every gallery`, t`Skip the chat queue`];

  return (
    <BottomPopup open onClose={onClose} title={title} className={`upsell upsell--${upsell.reason}`} testId={`upsell-${upsell.reason}`}>
      <div className="upsell__hero" aria-hidden="true">
        {energy ? <BoltIcon size={34} /> : <CoinIcon size={34} />}
      </div>
      <p className="upsell__text">{text}</p>
      {energy && (
        <ul className="upsell__benefits">
          {benefits.map((b) => (
            <li key={b}>
              <CrownIcon size={14} />
              {b}
            </li>
          ))}
        </ul>
      )}
      <div className="upsell__actions">
        {energy ? (
          <>
            <Button variant="gold" size="big" block onClick={getPremium} data-testid="upsell-premium">
              <CrownIcon size={18} />
              <Trans>Get Premium</Trans>
            </Button>
            <Button variant="msgGray" size="big" block onClick={buyCoins} data-testid="upsell-coins">
              <CoinIcon size={18} />
              <Trans>Buy coins</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button variant="gold" size="big" block onClick={buyCoins} data-testid="upsell-coins">
              <CoinIcon size={18} />
              <Trans>Buy coins</Trans>
            </Button>
            <Button variant="svip" size="big" block onClick={getPremium} data-testid="upsell-premium">
              <CrownIcon size={18} />
              <Trans>Get Premium</Trans>
            </Button>
          </>
        )}
      </div>
    </BottomPopup>
  );
}
