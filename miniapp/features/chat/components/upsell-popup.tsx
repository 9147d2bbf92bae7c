import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { BoltIcon, CoinIcon, CrownIcon } from '../../../ui/icons.js';
import { useLocalePath } from '../../../ui/locale-path.js';
import { closeUpsellAtom, upsellAtom, type Upsell } from '../atoms/upsell.js';

/** Where Premium and coins are bought. */
const PREMIUM_PATH = '/settings/subscription';
const COINS_PATH = '/settings/subscription';

function useCopy(upsell: Upsell) {
  const { t } = useLingui();
  if (upsell.reason === 'energy') {
    return {
      title: t`You're out of energy`,
      text: t`A message costs 1 energy, or 5 coins when energy runs out. Energy refills every hour — or keep talking now.`,
    };
  }
  if (upsell.reason === 'coins') {
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
  const text =
    upsell.context === 'photo'
      ? t`Get Premium to see her photos clear and receive a new one whenever you ask.`
      : upsell.context === 'gift'
        ? t`Premium unlocks exclusive gifts and lifts the daily gift limit.`
        : upsell.context === 'story'
          ? t`This story is for Premium members.`
          : t`Premium unblurs every photo, raises your energy to 1000 and skips the queue.`;
  return { title: t`Get Premium`, text };
}

/** The upsell after 2001 (energy out), 2002 (coins) and 2003 (Premium required). */
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
  const { title, text } = useCopy(upsell);
  // Navigate first: the sheet then leaves its history entry alone instead of going back over the new page.
  const go = (path: string) => {
    navigate(to(path));
    onClose();
  };
  const benefits = [t`Energy cap of 1000 with faster recovery`, t`Unblurred photos in every gallery`, t`Skip the chat queue`];
  const Icon = upsell.reason === 'energy' ? BoltIcon : upsell.reason === 'coins' ? CoinIcon : CrownIcon;

  return (
    <BottomPopup open onClose={onClose} title={title} className={`upsell upsell--${upsell.reason}`} testId={`upsell-${upsell.reason}`}>
      <div className="upsell__hero" aria-hidden="true">
        <Icon size={34} />
      </div>
      <p className="upsell__text">{text}</p>
      {upsell.reason !== 'coins' && (
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
        {upsell.reason === 'coins' ? (
          <>
            <Button variant="gold" size="big" block onClick={() => go(COINS_PATH)} data-testid="upsell-coins">
              <CoinIcon size={18} />
              <Trans>Buy coins</Trans>
            </Button>
            <Button variant="svip" size="big" block onClick={() => go(PREMIUM_PATH)} data-testid="upsell-premium">
              <CrownIcon size={18} />
              <Trans>Get Premium</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button variant="gold" size="big" block onClick={() => go(PREMIUM_PATH)} data-testid="upsell-premium">
              <CrownIcon size={18} />
              <Trans>Get Premium</Trans>
            </Button>
            {upsell.reason === 'energy' ? (
              <Button variant="msgGray" size="big" block onClick={() => go(COINS_PATH)} data-testid="upsell-coins">
                <CoinIcon size={18} />
                <Trans>Buy coins</Trans>
              </Button>
            ) : (
              <Button variant="cancel" size="big" block onClick={onClose}>
                <Trans>Not now</Trans>
              </Button>
            )}
          </>
        )}
      </div>
    </BottomPopup>
  );
}
