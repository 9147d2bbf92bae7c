import { Trans } from '@lingui/react/macro';
import type { MeetCard } from '../../../../shared/schemas/meet.js';
import type { Occupation, Personality } from '../../../../shared/attributes.js';
import { occupationLabel, personalityLabel } from '../../../i18n/attribute-labels.js';
import { tagLabel } from '../../../i18n/tag-labels.js';

/** Her photo with name, age, what she does and who she is; "likes you" for Premium eyes. */
export function CardFace({ card }: { card: MeetCard }) {
  const occupation = occupationLabel(card.occupation as Occupation) ?? card.occupation;
  const personality = personalityLabel(card.personality as Personality) ?? card.personality;
  return (
    <>
      <img className="meet-card__photo" src={card.cover || card.avatar} alt="" draggable={false} />
      <div className="meet-card__shade" />
      <div className="meet-card__info">
        {card.likesYou && (
          <span className="meet-card__likes-you" data-testid="meet-likes-you">
            <Trans>Likes you</Trans>
          </span>
        )}
        <h2 className="meet-card__name">
          <bdi>{card.name}</bdi> <span className="meet-card__age">{card.age}</span>
        </h2>
        <p className="meet-card__meta">
          {occupation} · {personality}
        </p>
        <p className="meet-card__intro">{card.intro}</p>
        {card.tags.length > 0 && (
          <ul className="meet-card__tags">
            {card.tags.slice(0, 4).map((tag) => (
              <li key={tag}>{tagLabel(tag)}</li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
