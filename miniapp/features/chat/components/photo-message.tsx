import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LocalMessage } from '../atoms/conversations.js';
import { unlockPhotoAtom } from '../atoms/conversations.js';
import { openUpsellAtom } from '../atoms/upsell.js';
import { profileAtom } from '../../../state/profile.js';
import { Button } from '../../../ui/button.js';
import { CoinIcon, CrownIcon, LockIcon } from '../../../ui/icons.js';
import { PhotoViewer } from '../../../ui/photo-viewer.js';

/** A photo she sent: clear (tap for full screen) or a blurred teaser with its two ways to see it. */
export function PhotoMessage({ message }: { message: LocalMessage }) {
  const { t } = useLingui();
  const photo = message.photo!;
  const price = photo.unlockPrice;
  const profile = useAtomValue(profileAtom);
  const unlock = useSetAtom(unlockPhotoAtom);
  const openUpsell = useSetAtom(openUpsellAtom);
  const [viewing, setViewing] = useState(false);
  const [unlocking, setUnlocking] = useState(false);

  if (!photo.locked) {
    return (
      <>
        <button type="button" className="msg-photo" onClick={() => setViewing(true)} aria-label={t`Open photo`} data-testid="photo-clear">
          <img src={photo.url} alt="" loading="lazy" decoding="async" />
        </button>
        {viewing && <PhotoViewer url={photo.url} onClose={() => setViewing(false)} />}
      </>
    );
  }

  const onUnlock = async () => {
    if (profile && profile.goldBalance < photo.unlockPrice) {
      openUpsell({ reason: 'coins', context: 'unlock' });
      return;
    }
    setUnlocking(true);
    await unlock(message.sessionId, message.id);
    setUnlocking(false);
  };

  return (
    <div className="msg-photo msg-photo--locked" data-testid="photo-locked">
      <img src={photo.url} alt="" loading="lazy" decoding="async" />
      <div className="msg-photo__veil">
        <span className="msg-photo__lock">
          <LockIcon size={22} />
        </span>
        <p className="msg-photo__hint">
          <Trans>She sent you a private photo</Trans>
        </p>
        <Button variant="gold" size="small" onClick={onUnlock} loading={unlocking} data-testid="photo-unlock">
          <CoinIcon size={14} />
          <Trans>Unlock for {price} coins</Trans>
        </Button>
        {!profile?.isVip && (
          <Button
            variant="svip"
            size="small"
            onClick={() => openUpsell({ reason: 'premium', context: 'photo' })}
            data-testid="photo-premium"
          >
            <CrownIcon size={14} />
            <Trans>See with Premium</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
