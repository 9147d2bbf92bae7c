import { useAtomValue, useSetAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import type { Photo } from '../../../../shared/schemas/character.js';
import { platform } from '../../../platform/index.js';
import { openPremiumPopupAtom } from '../../../state/popups.js';
import { profileAtom } from '../../../state/profile.js';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { CoinIcon, CrownIcon } from '../../../ui/icons.js';
import { openUpsellAtom, reportChatErrorAtom } from '../../chat/atoms/upsell.js';
import { useUnlockGalleryPhoto } from '../api/unlock-photo.js';
import '../../chat/components/upsell-popup.css';

/**
 * A locked gallery photo tapped: unlock it for its coins or see every photo with Premium. Too few
 * coins leads to the chat's not-enough-coins sheet (buy coins or Premium), as a chat photo does.
 */
export function PhotoUnlockSheet({
  characterId,
  photo,
  onClose,
  comeFrom = 'character_photo',
}: {
  characterId: string;
  photo: Photo;
  onClose: () => void;
  /** Where the Premium it offers was sold from (her gallery, a Desire post). */
  comeFrom?: string;
}) {
  const profile = useAtomValue(profileAtom);
  const openUpsell = useSetAtom(openUpsellAtom);
  const reportError = useSetAtom(reportChatErrorAtom);
  const openPremium = useSetAtom(openPremiumPopupAtom);
  const unlock = useUnlockGalleryPhoto(characterId);
  const price = photo.unlockPrice;
  const balance = profile?.goldBalance ?? 0;

  const pay = () => {
    if (balance < price) {
      onClose();
      openUpsell({ reason: 'coins', context: 'unlock' });
      return;
    }
    unlock.mutate(photo.id, {
      onSuccess: () => {
        platform().haptic('success');
        onClose();
      },
      onError: (error) => {
        onClose();
        reportError(error, 'unlock');
      },
    });
  };
  const premium = () => {
    onClose();
    openPremium(comeFrom);
  };

  return (
    <BottomPopup
      open
      onClose={onClose}
      title={<Trans>Unlock this photo</Trans>}
      className="upsell photo-unlock"
      testId="photo-unlock-sheet"
    >
      <img className="photo-unlock__preview" src={photo.url} alt="" />
      <p className="upsell__text">
        <Trans>See it clear and keep it in My photos for {price} coins, or get Premium to see every photo clear.</Trans>
      </p>
      <p className="photo-unlock__balance num" data-testid="photo-unlock-balance">
        <Trans>Your balance: {profile?.goldBalance ?? 0} coins</Trans>
      </p>
      <div className="upsell__actions">
        <Button variant="gold" size="big" block loading={unlock.isPending} onClick={pay} data-testid="photo-unlock-pay">
          <CoinIcon size={18} />
          <Trans>Unlock for {price} coins</Trans>
        </Button>
        {!profile?.isVip && (
          <Button variant="svip" size="big" block onClick={premium} data-testid="photo-unlock-premium">
            <CrownIcon size={18} />
            <Trans>Get Premium</Trans>
          </Button>
        )}
      </div>
    </BottomPopup>
  );
}
