import { Trans, useLingui } from '@lingui/react/macro';
import type { Script } from '../../../../shared/schemas/character.js';
import { BookIcon, CrownIcon, EyeOffIcon, LockIcon } from '../../../ui/icons.js';
import { useTextDir } from '../../../i18n/text-direction.js';

/** The character's stories, with Premium and hidden markers; tapping one starts it. */
export function StoryList({ scripts, onOpen }: { scripts: Script[]; onOpen: (scriptId: string) => void }) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  if (scripts.length === 0) {
    return (
      <p className="muted">
        <Trans>No stories yet — start a free chat instead.</Trans>
      </p>
    );
  }
  return (
    <ul className="stories">
      {scripts.map((s) => (
        <li
          key={s.id}
          className="story story--open"
          data-testid="story"
          role="button"
          tabIndex={0}
          onClick={() => onOpen(s.id)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' || e.key === ' ') {
              e.preventDefault();
              onOpen(s.id);
            }
          }}
        >
          {s.cover ? (
            <img className="story__cover" src={s.cover} alt="" loading="lazy" />
          ) : (
            <span className="story__cover story__cover--icon">
              <BookIcon size={22} />
            </span>
          )}
          <div className="story__text">
            <div className="story__title" dir={dirOf(s.title)}>
              {s.title}
            </div>
            <p className="story__desc" dir={dirOf(s.description)}>
              {s.description}
            </p>
            <div className="story__marks">
              {s.premiumOnly && (
                <span className="mark mark--vip">
                  <CrownIcon size={12} />
                  <Trans>Premium</Trans>
                </span>
              )}
              {s.hidden && (
                <span className="mark">
                  <EyeOffIcon size={12} />
                  <Trans>Hidden story</Trans>
                </span>
              )}
              {s.kind === 'post' && (
                <span className="mark">
                  <Trans>Desire post</Trans>
                </span>
              )}
            </div>
          </div>
          {s.locked && (
            <span
              className="story__lock"
              role="img"
              aria-label={t({ message: 'Locked', comment: 'A story that needs Premium, read out by a screen reader' })}
            >
              <LockIcon size={16} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
