import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { BoltIcon, CoinIcon, CrownIcon } from '../../../ui/icons.js';
import { useLocalePath } from '../../../ui/locale-path.js';
import { closeUpsellAtom, openUpsellAtom, upsellAtom, type Upsell } from '../atoms/upsell.js';
import { CameraIcon } from './chat-icons.js';
import { dateFormat } from '../../../i18n/date-format.js';
import { localeAtom } from '../../../state/locale.js';
import { energy as energyRules } from '../../../../shared/constants.js';
import { rememberComeBack } from '../../pay-return/come-back.js';
import './upsell-popup.css';

/** Where coins are bought. */
const COINS_PATH = '/coins';

function useCopy(upsell: Upsell) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  if (upsell.reason === 'photoLimit') {
    const when = upsell.nextPhotoAt ? dateFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(upsell.nextPhotoAt) : '';
    return {
      title: t`One free photo an hour`,
      text: t`Free users get one photo an hour in each chat. You have had this hour's photo here.`,
      next: when ? (
        <Trans>
          Your next free photo in this chat: <bdi className="nowrap">{when}</bdi>
        </Trans>
      ) : null,
    };
  }
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

/**
 * After 2001 (energy and coins out) and 2002 (not enough coins): buy coins or get Premium. After a
 * photo's 2003 (the free hourly photo is taken): why, when the next is due, and Premium, the one
 * way to more now (the server sells a free user no extra photo for coins).
 */
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
  const { title, text, next } = useCopy(upsell);
  // Navigate first: the sheet then leaves its history entry alone instead of going back over the new page.
  const buyCoins = () => {
    rememberComeBack();
    navigate(to(COINS_PATH));
    onClose();
  };
  const getPremium = () => {
    onClose();
    openUpsell({ reason: 'premium', context: upsell.context });
  };
  const energy = upsell.reason === 'energy';
  const photoLimit = upsell.reason === 'photoLimit';
  const photoCost = energyRules.photoCoinCost;
  const benefits = photoLimit
    ? [t`With Premium she sends a photo whenever you ask, clear, for ${photoCost} coins each`, t`Unblurred photos in every gallery`]
    : [t`Energy cap of 1000 with faster recovery`, t`Unblurred photos in every gallery`, t`Skip the chat queue`];

  return (
    <BottomPopup open onClose={onClose} title={title} className={`upsell upsell--${upsell.reason}`} testId={`upsell-${upsell.reason}`}>
      <div className="upsell__hero" aria-hidden="true">
        {energy ? <BoltIcon size={34} /> : photoLimit ? <CameraIcon size={34} /> : <CoinIcon size={34} />}
      </div>
      <p className="upsell__text">{text}</p>
      {next && (
        <p className="upsell__next num" data-testid="upsell-next-photo">
          {next}
        </p>
      )}
      {(energy || photoLimit) && (
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
        {photoLimit ? (
          <>
            <Button variant="gold" size="big" block onClick={getPremium} data-testid="upsell-premium">
              <CrownIcon size={18} />
              <Trans>Get Premium</Trans>
            </Button>
            <Button variant="msgGray" size="big" block onClick={onClose} data-testid="upsell-later">
              <Trans>Not now</Trans>
            </Button>
          </>
        ) : energy ? (
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
