import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import type { CharacterCard } from '../../../../shared/schemas/character.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { tagLabel } from '../../../i18n/tag-labels.js';
import { useLocalePath } from '../../../ui/locale-path.js';
import { useTextDir } from '../../../i18n/text-direction.js';

/** A portrait to start the tour chat with her: name, age and a tag over a bottom gradient. */
export function TourCharacterCard({ character }: { character: CharacterCard }) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const to = useLocalePath();
  return (
    <Link
      href={to(`/tour/chat/${encodeURIComponent(character.id)}`)}
      className="tour-card"
      data-testid="tour-character"
      aria-label={t`Chat with ${character.name}, ${character.age}`}
    >
      <img
        className="tour-card__img"
        src={character.cover || character.avatar}
        alt=""
        loading="lazy"
        decoding="async"
        width={300}
        height={400}
      />
      <span className="tour-card__shade" />
      <span className="tour-card__info">
        <span className="tour-card__name">
          <span className="tour-card__name-text" dir={dirOf(character.name)}>
            {character.name}
          </span>
          <span className="num">{character.age}</span>
        </span>
        {character.tags[0] && (
          <span className="tour-card__tag" dir={dirOf(tagLabel(character.tags[0]))}>
            {tagLabel(character.tags[0])}
          </span>
        )}
      </span>
    </Link>
  );
}

export function TourCharacterSkeleton() {
  return <Skeleton className="tour-card tour-card--skeleton" />;
}
