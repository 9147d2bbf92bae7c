import { Link } from 'wouter';
import { useLingui } from '@lingui/react/macro';
import type { CharacterCard as Card } from '../../../../shared/schemas/character.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { tagLabel } from '../../../i18n/tag-labels.js';
import { useTextDir } from '../../../i18n/text-direction.js';

/** A 3:4 portrait with name, age and two tags over a bottom gradient. */
export function CharacterCard({ character, eager }: { character: Card; eager: boolean }) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const age = character.age;
  return (
    <Link
      href={`/character/${encodeURIComponent(character.id)}`}
      className="char-card"
      data-testid="character-card"
      aria-label={t`${character.name}, ${age}`}
    >
      <img
        className="char-card__img"
        src={character.cover || character.avatar}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        width={300}
        height={400}
      />
      <div className="char-card__shade" />
      <div className="char-card__info">
        <div className="char-card__name">
          <span className="char-card__name-text" dir={dirOf(character.name)}>
            {character.name}
          </span>
          <span className="char-card__age num">{age}</span>
        </div>
        <div className="char-card__tags">
          {character.tags.slice(0, 2).map((tag) => (
            <span key={tag} className="char-card__tag" dir={dirOf(tagLabel(tag))}>
              {tagLabel(tag)}
            </span>
          ))}
        </div>
      </div>
    </Link>
  );
}

export function CharacterCardSkeleton() {
  return (
    <div className="char-card char-card--skeleton" aria-hidden="true">
      <Skeleton className="char-card__img" />
      <div className="char-card__info">
        <Skeleton style={{ width: '60%', height: 16, marginBlockEnd: 8 }} />
        <Skeleton style={{ width: '80%', height: 12 }} />
      </div>
    </div>
  );
}
