import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CharacterCard } from '../../../../shared/schemas/character.js';
import { tagLabel } from '../../../i18n/tag-labels.js';
import { Button, buttonClass } from '../../../ui/button.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { ChatIcon } from '../../../ui/icons.js';
import { useTextDir } from '../../../i18n/text-direction.js';

interface MatchResultsProps {
  /** undefined while the match is on its way. */
  list: CharacterCard[] | undefined;
  failed: boolean;
  /** A choice is being saved: the cards wait. */
  busy: boolean;
  onChoose: (characterId: string) => void;
  onRetake: () => void;
  onRetry: () => void;
}

/** The quiz's matches, best first: one tap on a portrait opens her chat. */
export function MatchResults({ list, failed, busy, onChoose, onRetake, onRetry }: MatchResultsProps) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  return (
    <section className="matches" data-testid="landing-matches" aria-busy={!list || busy}>
      <h1 className="matches__title">
        <Trans>Your matches</Trans>
      </h1>
      <p className="muted">
        <Trans>Chosen from your answers. Tap one to start chatting.</Trans>
      </p>
      {failed && !list ? (
        <Button variant="primary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      ) : (
        <ul className="matches__list">
          {list
            ? list.map((c, i) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className={`match-card${i === 0 ? ' match-card--best' : ''}`}
                    onClick={() => onChoose(c.id)}
                    disabled={busy}
                    data-testid="landing-match"
                    aria-label={t`Chat with ${c.name}`}
                  >
                    <img className="match-card__img" src={c.cover || c.avatar} alt="" width={300} height={400} decoding="async" />
                    <span className="match-card__shade" />
                    {i === 0 && (
                      <span className="match-card__badge">
                        <Trans>Best match</Trans>
                      </span>
                    )}
                    <span className="match-card__info">
                      <span className="match-card__name">
                        <span dir={dirOf(c.name)}>{c.name}</span> <span className="num">{c.age}</span>
                      </span>
                      <span className="match-card__tags">
                        {c.tags.slice(0, 2).map((tag) => (
                          <span key={tag} className="match-card__tag" dir={dirOf(tagLabel(tag))}>
                            {tagLabel(tag)}
                          </span>
                        ))}
                      </span>
                      <span className="match-card__cta">
                        <ChatIcon size={16} />
                        <Trans>Chat now</Trans>
                      </span>
                    </span>
                  </button>
                </li>
              ))
            : [0, 1, 2].map((i) => (
                <li key={i} aria-hidden="true">
                  <Skeleton className="match-card match-card--skeleton" />
                </li>
              ))}
        </ul>
      )}
      <div className="matches__more">
        <Button variant="textLink" onClick={onRetake} data-testid="landing-retake">
          <Trans>Retake the quiz</Trans>
        </Button>
        <Link href="/" className={buttonClass('textLink')}>
          <Trans>See all characters</Trans>
        </Link>
      </div>
    </section>
  );
}
