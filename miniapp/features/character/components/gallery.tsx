import { useLingui, Trans } from '@lingui/react/macro';
import type { CharacterDetail, Photo } from '../../../../shared/schemas/character.js';
import { Carousel } from '../../../ui/carousel.js';
import { CrownIcon, LockIcon } from '../../../ui/icons.js';

/**
 * Full-bleed photos; locked ones arrive blurred and carry the unlock price and Premium, and a tap
 * on one asks how to see it (`onLocked`).
 */
export function Gallery({ character, onLocked }: { character: CharacterDetail; onLocked: (photo: Photo) => void }) {
  const { t } = useLingui();
  const cover = { id: 'cover', url: character.cover || character.avatar, locked: false, blurred: false, unlockPrice: 0 };
  const photos: (Photo | typeof cover)[] = [cover, ...character.photos.filter((p) => p.url !== cover.url)];
  const slides = photos.map((photo, i) => (
    <figure
      className={`gallery__photo${photo.locked ? ' is-locked' : ''}`}
      key={photo.id}
      data-testid={photo.locked ? 'photo-locked' : 'photo'}
    >
      <img src={photo.url} alt={t`Photo ${i + 1} of ${character.name}`} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
      {photo.locked && 'characterId' in photo && (
        <figcaption className="gallery__lock">
          <button type="button" className="gallery__unlock" onClick={() => onLocked(photo)} data-testid="photo-locked-open">
            <span className="gallery__lock-icon">
              <LockIcon size={22} />
            </span>
            <span className="gallery__badge">
              <Trans>{photo.unlockPrice} coins</Trans>
              <span className="gallery__sep">/</span>
              <CrownIcon size={13} />
              <Trans>Premium</Trans>
            </span>
          </button>
        </figcaption>
      )}
    </figure>
  ));
  return <Carousel slides={slides} label={t`Photos of ${character.name}`} className="gallery" />;
}
