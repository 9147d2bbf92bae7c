import { Trans, useLingui } from '@lingui/react/macro';
import { CustomCharacterState as State, Release, Visibility } from '../../../../shared/enums.js';
import type { CustomCharacterListItem } from '../../../../shared/schemas/custom-character.js';
import { Button } from '../../../ui/button.js';
import { ChatIcon, GlobeIcon, LockIcon } from '../../../ui/icons.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { FaceArt } from './option-art.js';

interface RoleCardProps {
  c: CustomCharacterListItem;
  onOpen: () => void;
  onMore: () => void;
  onChat: () => void;
  onRetry: () => void;
  retrying: boolean;
}

/** One own character: her portrait (3:4), name and a badge for her state, with what can be done now. */
export function RoleCard({ c, onOpen, onMore, onChat, onRetry, retrying }: RoleCardProps) {
  const { t } = useLingui();
  const drawing = c.state === State.creating || c.state === State.onSubmit;
  const failed = c.state === State.createFail;
  const unsaved = c.state === State.createSuccess;
  const done = c.state === State.done;

  let badge: React.ReactNode;
  if (drawing) badge = <span className="role-badge role-badge--drawing num">{t`Creating ${c.progress}%`}</span>;
  else if (failed) badge = <span className="role-badge role-badge--failed">{t`Failed`}</span>;
  else if (unsaved) badge = <span className="role-badge role-badge--unsaved">{t`Not saved yet`}</span>;
  else if (c.visibility === Visibility.open && c.release === Release.release)
    badge = (
      <span className="role-badge role-badge--public">
        <GlobeIcon size={12} />
        {t`Published`}
      </span>
    );
  // Published by her creator, waiting for (or turned down by) the team's review.
  else if (c.visibility === Visibility.open && c.release === Release.test)
    badge = <span className="role-badge role-badge--review">{t`In review`}</span>;
  else if (c.visibility === Visibility.open) badge = <span className="role-badge role-badge--failed">{t`Not published`}</span>;
  else
    badge = (
      <span className="role-badge role-badge--private">
        <LockIcon size={12} />
        {t`Private`}
      </span>
    );

  return (
    <article
      className={`role-card${drawing ? ' is-drawing' : ''}${failed ? ' is-failed' : ''}`}
      data-testid="role-card"
      data-state={c.state}
      data-id={c.id}
    >
      <button type="button" className="role-card__open" onClick={onOpen} disabled={drawing} aria-label={c.name}>
        {c.cover ? (
          <img className="role-card__img" src={c.cover} alt="" loading="lazy" />
        ) : (
          <span className="role-card__img role-card__blank">
            <FaceArt />
          </span>
        )}
        <span className="role-card__shade" />
        <span className="role-card__name">
          <bdi>{c.name}</bdi>
        </span>
      </button>
      <div className="role-card__top">{badge}</div>
      <button type="button" className="role-card__more" onClick={onMore} aria-label={t`More actions for ${c.name}`} data-testid="role-more">
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="5" cy="12" r="2" fill="currentColor" />
          <circle cx="12" cy="12" r="2" fill="currentColor" />
          <circle cx="19" cy="12" r="2" fill="currentColor" />
        </svg>
      </button>
      {drawing && (
        <div
          className="role-card__progress"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={c.progress}
          aria-label={t`Creating ${c.name}`}
        >
          <span style={{ inlineSize: `${Math.max(4, c.progress)}%` }} />
        </div>
      )}
      {failed && (
        <div className="role-card__fail">
          <p>
            <Trans>Failed to generate image, please try again</Trans>
          </p>
          <Button variant="primary" size="small" onClick={onRetry} loading={retrying} data-testid="role-retry">
            <Trans>Retry</Trans>
          </Button>
        </div>
      )}
      {unsaved && (
        <button type="button" className="role-card__cta" onClick={onOpen} data-testid="role-finish">
          <Trans>Finish</Trans>
        </button>
      )}
      {done && (
        <button type="button" className="role-card__chat" onClick={onChat} aria-label={t`Chat with ${c.name}`} data-testid="role-chat">
          <ChatIcon size={18} />
        </button>
      )}
    </article>
  );
}

export function RoleCardSkeleton() {
  return (
    <div className="role-card" aria-hidden="true">
      <Skeleton className="role-card__img" />
    </div>
  );
}
