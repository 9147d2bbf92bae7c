import { Trans } from '@lingui/react/macro';
import type { StoryItem } from '../../../../shared/schemas/feed.js';
import { CrownIcon, LockIcon } from '../../../ui/icons.js';
import { useTextDir } from '../../../i18n/text-direction.js';

/** A story of the Desire story feed: tapping it starts it with her, as on her page. */
export function StoryCard({ story, onOpen }: { story: StoryItem; onOpen: () => void }) {
  const dirOf = useTextDir();
  return (
    <button type="button" className="desire-story" onClick={onOpen} data-testid="desire-story">
      <img className="desire-story__cover" src={story.cover || story.character.avatar} alt="" loading="lazy" />
      <span className="desire-story__text">
        <span className="desire-story__who">{story.character.name}</span>
        <span className="desire-story__title" dir={dirOf(story.title)}>
          {story.title}
        </span>
        <span className="desire-story__desc" dir={dirOf(story.description)}>
          {story.description}
        </span>
        {story.premiumOnly && (
          <span className="desire-story__mark">
            <CrownIcon size={12} />
            <Trans>Premium</Trans>
          </span>
        )}
      </span>
      {story.locked && (
        <span className="desire-story__lock" aria-hidden="true">
          <LockIcon size={16} />
        </span>
      )}
    </button>
  );
}
