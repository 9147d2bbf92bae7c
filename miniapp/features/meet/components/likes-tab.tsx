import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'wouter';
import type { MeetCard } from '../../../../shared/schemas/meet.js';
import { openPremiumPopupAtom } from '../../../state/popups.js';
import { Button } from '../../../ui/button.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { CrownIcon, LockIcon } from '../../../ui/icons.js';
import { useLikeOp, useLikes } from '../api/meet.js';
import { MatchOverlay } from './match-overlay.js';
import { FlameIcon, LikeIcon } from './meet-icons.js';
import { sentenceGap } from '../../../i18n/sentence-gap.js';

/**
 * Who likes you (Premium sees them and can like back at once; a free user sees how many, behind
 * a lock that opens Premium), then whom you liked who has not answered.
 */
export function LikesTab() {
  const them = useLikes('them');
  const mine = useLikes('me');
  const openPremium = useSetAtom(openPremiumPopupAtom);
  const likeOp = useLikeOp();
  const [, navigate] = useLocation();
  const [match, setMatch] = useState<{ card: MeetCard; sessionId: string } | null>(null);
  const { t, i18n } = useLingui();

  if (them.isPending) return <ListSkeleton />;
  const total = them.data?.total ?? 0;
  return (
    <div className="meet-lists">
      <section aria-labelledby="meet-likes-them">
        <h2 id="meet-likes-them" className="meet-lists__title">
          <Trans>They like you</Trans> <span className="meet-lists__count">{total}</span>
        </h2>
        {them.data?.locked ? (
          total > 0 ? (
            <div className="meet-locked" data-testid="meet-likes-locked">
              <div className="meet-grid" aria-hidden="true">
                {Array.from({ length: 4 }, (_, i) => (
                  <div key={i} className="meet-tile meet-tile--blurred" />
                ))}
              </div>
              <div className="meet-locked__cta">
                <LockIcon size={22} />
                <p>
                  <Plural value={total} one="# companion likes you." other="# companions like you." />
                  {sentenceGap(i18n.locale)}
                  <Trans>See who they are with Premium, and match with one tap.</Trans>
                </p>
                <Button variant="gold" onClick={() => openPremium('meet')} data-testid="meet-likes-premium">
                  <CrownIcon size={16} /> <Trans>See who likes you</Trans>
                </Button>
              </div>
            </div>
          ) : (
            <p className="muted">
              <Trans>Nobody yet. Chat with a few companions: the ones you talk with warm up to you.</Trans>
            </p>
          )
        ) : total === 0 ? (
          <p className="muted">
            <Trans>Nobody yet. Chat with a few companions: the ones you talk with warm up to you.</Trans>
          </p>
        ) : (
          <div className="meet-grid" data-testid="meet-likes-list">
            {them.data?.list.map((c) => (
              <div key={c.id} className="meet-tile">
                <img src={c.avatar || c.cover} alt="" loading="lazy" />
                <span className="meet-tile__name">
                  <bdi>{c.name}</bdi> {c.age}
                </span>
                <button
                  type="button"
                  className="meet-tile__like"
                  aria-label={t`Like ${c.name}`}
                  disabled={likeOp.isPending}
                  onClick={() =>
                    likeOp.mutate(
                      { characterId: c.id, like: 1 },
                      { onSuccess: (r) => r.matched && r.sessionId && setMatch({ card: c, sessionId: r.sessionId }) },
                    )
                  }
                >
                  <LikeIcon size={18} />
                </button>
              </div>
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="meet-likes-mine">
        <h2 id="meet-likes-mine" className="meet-lists__title">
          <Trans>You liked</Trans> <span className="meet-lists__count">{mine.data?.total ?? 0}</span>
        </h2>
        {mine.data && mine.data.list.length > 0 ? (
          <div className="meet-grid" data-testid="meet-likes-mine">
            {mine.data.list.map((c) => (
              <div key={c.id} className="meet-tile">
                <img src={c.avatar || c.cover} alt="" loading="lazy" />
                <span className="meet-tile__name">
                  <bdi>{c.name}</bdi> {c.age}
                </span>
              </div>
            ))}
          </div>
        ) : (
          !mine.isPending && <EmptyState icon={<FlameIcon size={36} />} title={<Trans>Nobody is waiting on your like</Trans>} />
        )}
      </section>
      {match && (
        <MatchOverlay
          card={match.card}
          onChat={() => navigate(`/chat/${encodeURIComponent(match.sessionId)}`)}
          onClose={() => setMatch(null)}
        />
      )}
    </div>
  );
}

export function ListSkeleton() {
  return (
    <div className="meet-grid" aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="meet-tile" />
      ))}
    </div>
  );
}
