import { useRef, useState, type PointerEvent } from 'react';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MeetCard } from '../../../../shared/schemas/meet.js';
import { Button } from '../../../ui/button.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { tokenAtom } from '../../../state/session.js';
import { meetKeys, useDeck, useLikeOp } from '../api/meet.js';
import { CardFace } from './card-face.js';
import { MatchOverlay } from './match-overlay.js';
import { FlameIcon, LikeIcon, PassIcon } from './meet-icons.js';

/** How far a card must be dragged to count as a like (right) or a pass (left). */
const SWIPE_PX = 96;

/**
 * The stack: the top card is liked or passed by its buttons or by a swipe; the batch in hand
 * shrinks locally and the next batch is asked for when it is empty. Once the passed ones have
 * been dealt again, the deck goes back to new faces only.
 */
export function Deck({ onOpenSettings }: { onOpenSettings: () => void }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const token = useAtomValue(tokenAtom);
  const [, navigate] = useLocation();
  const [again, setAgain] = useState(false);
  const deck = useDeck(again);
  const likeOp = useLikeOp();
  const [gone, setGone] = useState<string[]>([]);
  const [match, setMatch] = useState<{ card: MeetCard; sessionId: string } | null>(null);
  const [drag, setDrag] = useState(0);
  const start = useRef<number | null>(null);

  const cards = (deck.data?.list ?? []).filter((c) => !gone.includes(c.id));
  const top = cards[0];

  function nextBatch() {
    setGone([]);
    setAgain(false);
    // Reset, not just invalidate: a batch kept in the cache would deal decided cards again.
    void qc.resetQueries({ queryKey: [...meetKeys.all(token), 'deck'] });
  }

  function decide(card: MeetCard, like: 1 | -1) {
    setDrag(0);
    const left = cards.filter((c) => c.id !== card.id);
    setGone((g) => [...g, card.id]);
    likeOp.mutate(
      { characterId: card.id, like },
      {
        onSuccess: (r) => {
          if (r.matched && r.sessionId) setMatch({ card, sessionId: r.sessionId });
          if (left.length === 0) nextBatch();
        },
        // Refused (a toast says why): she comes back on top.
        onError: () => setGone((g) => g.filter((id) => id !== card.id)),
      },
    );
  }

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    start.current = e.clientX;
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setDrag(e.clientX - start.current);
  };
  const onPointerUp = () => {
    const dx = drag;
    start.current = null;
    if (top && dx > SWIPE_PX) decide(top, 1);
    else if (top && dx < -SWIPE_PX) decide(top, -1);
    else setDrag(0);
  };

  if (deck.isPending || ((deck.isFetching || likeOp.isPending) && !top)) {
    return (
      <div className="meet-deck" aria-busy="true">
        <Skeleton className="meet-card meet-card--skeleton" />
      </div>
    );
  }
  if (deck.isError) {
    return (
      <div className="feed-note">
        <Button variant="msgGray" size="small" onClick={() => void deck.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (!top) {
    const passed = deck.data?.passed ?? 0;
    return (
      <EmptyState
        testId="meet-exhausted"
        icon={<FlameIcon size={48} />}
        title={<Trans>You have seen everyone for now</Trans>}
        text={<Trans>New companions arrive every week. Widen your settings, or look again at the ones you passed.</Trans>}
        action={
          <div className="meet-deck__end">
            {passed > 0 && (
              <Button
                onClick={() => {
                  setGone([]);
                  setAgain(true);
                }}
                data-testid="meet-again"
              >
                <Trans>See the ones I passed</Trans>
              </Button>
            )}
            <Button variant="msgGray" onClick={onOpenSettings}>
              <Trans>Change settings</Trans>
            </Button>
          </div>
        }
      />
    );
  }

  const tilt = Math.max(-12, Math.min(12, drag / 12));
  return (
    <div className="meet-deck">
      <div className="meet-deck__stack">
        {cards[1] && (
          <div className="meet-card meet-card--under" aria-hidden="true">
            <CardFace card={cards[1]} />
          </div>
        )}
        <div
          key={top.id}
          className={`meet-card${drag ? ' is-dragging' : ''}`}
          style={{ transform: `translateX(${drag}px) rotate(${tilt}deg)` }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            start.current = null;
            setDrag(0);
          }}
          data-testid="meet-card"
          data-character-id={top.id}
        >
          <CardFace card={top} />
          {drag > 24 && <span className="meet-card__stamp meet-card__stamp--like">{t`Like`}</span>}
          {drag < -24 && <span className="meet-card__stamp meet-card__stamp--pass">{t`Pass`}</span>}
        </div>
      </div>
      <div className="meet-deck__actions">
        <button
          type="button"
          className="meet-action meet-action--pass"
          onClick={() => decide(top, -1)}
          aria-label={t`Pass`}
          data-testid="meet-pass"
        >
          <PassIcon size={30} />
        </button>
        <button
          type="button"
          className="meet-action meet-action--like"
          onClick={() => decide(top, 1)}
          aria-label={t`Like`}
          data-testid="meet-like"
        >
          <LikeIcon size={32} />
        </button>
      </div>
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
