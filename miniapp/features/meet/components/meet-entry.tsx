import { Link } from 'wouter';
import { useAtomValue } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { isLoggedInAtom } from '../../../state/session.js';
import { useMeetCounts } from '../api/meet.js';
import { FlameIcon } from './meet-icons.js';
import './meet-entry.css';

/** The way into Meet from the home page's top bar, with the badge: matches whose first message waits for an answer. */
export function MeetEntry() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const waiting = useMeetCounts().data?.waiting ?? 0;
  if (!loggedIn) return null;
  return (
    <Link href="/meet" className="meet-entry" aria-label={waiting ? t`Meet: ${waiting} new matches` : t`Meet`} data-testid="meet-entry">
      <FlameIcon size={18} />
      {waiting > 0 && (
        <span className="meet-entry__badge" data-testid="meet-badge">
          {waiting}
        </span>
      )}
    </Link>
  );
}
