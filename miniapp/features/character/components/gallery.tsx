import { useLingui, Trans } from '@lingui/react/macro';
import type { CharacterDetail } from '../../../../shared/schemas/character.js';
import { Carousel } from '../../../ui/carousel.js';
import { CrownIcon, LockIcon } from '../../../ui/icons.js';

/** Full-bleed photos; locked ones arrive blurred and carry the unlock price and Premium. */
export function Gallery({ character }: { character: CharacterDetail }) {
  const { t } = useLingui();
  const cover = { id: 'cover', url: character.cover || character.avatar, locked: false, blurred: false, unlockPrice: 0 };
  const photos = [cover, ...character.photos.filter((p) => p.url !== cover.url)];
  const slides = photos.map((photo, i) => (
    <figure
      className={`gallery__photo${photo.locked ? ' is-locked' : ''}`}
      key={photo.id}
      data-testid={photo.locked ? 'photo-locked' : 'photo'}
    >
      <img src={photo.url} alt={t`Photo ${i + 1} of ${character.name}`} loading={i === 0 ? 'eager' : 'lazy'} decoding="async" />
      {photo.locked && (
        <figcaption className="gallery__lock">
          <span className="gallery__lock-icon">
            <LockIcon size={22} />
          </span>
          <span className="gallery__badge">
            <Trans>{photo.unlockPrice} coins</Trans>
            <span className="gallery__sep">/</span>
            <CrownIcon size={13} />
            <Trans>Premium</Trans>
          </span>
        </figcaption>
      )}
    </figure>
  ));
  return <Carousel slides={slides} label={t`Photos of ${character.name}`} className="gallery" />;
}
