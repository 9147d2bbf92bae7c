import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { EmptyState } from '../../../ui/empty-state.js';
import { useMatches } from '../api/meet.js';
import { ListSkeleton } from './likes-tab.js';
import { FlameIcon } from './meet-icons.js';

/** Matches, newest first; each opens her chat, marked while she waits for your answer. */
export function MatchesTab() {
  const matches = useMatches();
  if (matches.isPending) return <ListSkeleton />;
  const list = matches.data?.list ?? [];
  if (list.length === 0) {
    return (
      <EmptyState
        testId="meet-no-matches"
        icon={<FlameIcon size={48} />}
        title={<Trans>No matches yet</Trans>}
        text={<Trans>Like the companions you fancy: when one likes you back, she writes to you first.</Trans>}
      />
    );
  }
  return (
    <ul className="meet-matches" data-testid="meet-matches">
      {list.map((m) => (
        <li key={m.character.id}>
          <Link
            href={m.sessionId ? `/chat/${encodeURIComponent(m.sessionId)}` : `/chat/${encodeURIComponent(m.character.id)}`}
            className="meet-match-row"
          >
            <img src={m.character.avatar || m.character.cover} alt="" width={56} height={56} loading="lazy" />
            <span className="meet-match-row__text">
              <span className="meet-match-row__name">
                <bdi>{m.character.name}</bdi>
              </span>
              <span className="muted">{m.waiting ? <Trans>She wrote to you: answer her</Trans> : <Trans>Matched</Trans>}</span>
            </span>
            {m.waiting && <span className="meet-dot" aria-hidden="true" />}
          </Link>
        </li>
      ))}
    </ul>
  );
}
