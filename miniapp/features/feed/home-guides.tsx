import { useState, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { useProfile } from '../../state/profile.js';
import { guideStore, isThirdDay } from '../../state/guide-markers.js';
import { isPwaClient } from '../../state/device-values.js';
import { GuideHint } from '../../ui/guide-hint.js';
import { buttonClass } from '../../ui/button.js';
import { CloseIcon, SparkIcon } from '../../ui/icons.js';
import { logActivity } from '../../analytics/activity.js';
import './feed.css';

/**
 * The top of home: the first-time hints of the app and of home, the third day's banner and the
 * way into the Desire tabs (with its "new" hint).
 */
export function HomeGuides() {
  return (
    <>
      <GuideHint marker="firstAppIns" when={isPwaClient()} />
      <ThirdDayBanner />
      <DesireEntry />
      <GuideHint marker="firstFeatureTag" />
      <GuideHint marker="firstVisibleHome" />
    </>
  );
}

function DesireEntry() {
  return (
    <Link href="/desire" className="desire-entry" data-testid="desire-entry">
      <span className="desire-entry__icon">
        <SparkIcon size={18} />
      </span>
      <span className="desire-entry__text">
        <span className="desire-entry__title">
          <Trans>Desire stories and posts</Trans>
        </span>
        <span className="desire-entry__sub">
          <Trans>What your companions shared today</Trans>
        </span>
      </span>
      <span className="desire-entry__new">
        <Trans>New</Trans>
      </span>
    </Link>
  );
}

/** On the account's third day (its create time as the server sent it), once, until dismissed. */
function ThirdDayBanner() {
  const { t } = useLingui();
  const profile = useProfile();
  const store = guideStore();
  const [now] = useState(() => Date.now());
  const seen = useSyncExternalStore(
    store.subscribe,
    () => store.isSeen('thirdDayBanner'),
    () => true,
  );
  if (seen || !profile || profile.isVip || !isThirdDay(profile.createTime, now)) return null;
  return (
    <aside className="third-day" data-testid="third-day-banner">
      <span className="third-day__text">
        <span className="third-day__title">
          <Trans>Your third day together</Trans>
        </span>
        <span>
          <Trans>Unblur every photo and open every story with Premium.</Trans>
        </span>
      </span>
      <Link
        href="/premium"
        className={buttonClass('gold', 'small')}
        onClick={() => {
          logActivity('third_day', 'premium', 'click');
          store.markSeen('thirdDayBanner');
        }}
      >
        <Trans>See Premium</Trans>
      </Link>
      <button
        type="button"
        className="third-day__close"
        aria-label={t`Close`}
        onClick={() => {
          logActivity('third_day', 'premium', 'close');
          store.markSeen('thirdDayBanner');
        }}
      >
        <CloseIcon size={16} />
      </button>
    </aside>
  );
}
