import { useEffect, useSyncExternalStore } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { guideStore, type GuideMarker } from '../state/guide-markers.js';
import { CloseIcon } from './icons.js';
import './guide-hint.css';
import { useTextDir } from '../i18n/text-direction.js';

type HintMarker = Exclude<GuideMarker, 'thirdDayBanner'>;

/** What each first-time hint says (where each is placed: docs/feed-and-guides.md). */
const texts: Record<HintMarker, MessageDescriptor> = {
  firstAppIns: msg`Welcome to the app! Your chats and companions are all here, one tap from your home screen.`,
  firstVisibleHome: msg`Tap a companion's card to meet her. Switch tabs and styles to find your type.`,
  firstFeatureTag: msg`New: Desire stories and posts. See what your companions shared today.`,
  guideFirstChat: msg`Say hello! She remembers what you tell her and answers in seconds.`,
  fistAskPhoto: msg`Tap the camera to ask her for a photo.`,
  pointHandling: msg`Each message uses 1 energy. Energy refills every hour; with none left, a message costs coins.`,
  socialActivity: msg`Tap the heart to like a post. Tap her name to chat with her.`,
  favoriteSite: msg`Bookmark us or add the app to your home screen to collect free energy.`,
};

/** Whether this hint is the one to show now, asking for its turn while `when` holds. */
export function useGuideTurn(marker: GuideMarker, when = true) {
  const store = guideStore();
  useSyncExternalStore(store.subscribe, store.version, store.version);
  useEffect(() => (when ? store.request(marker) : undefined), [store, marker, when]);
  return { show: when && store.current() === marker, dismiss: () => store.markSeen(marker) };
}

/**
 * A one-time coach mark: shown the first time its place is on screen (one hint at a time), gone
 * for good on this device once dismissed. `placement` "above"/"below" floats it over the content
 * next to where it is placed; "inline" takes its own room.
 */
export function GuideHint({
  marker,
  placement = 'inline',
  align = 'start',
  when = true,
}: {
  marker: HintMarker;
  placement?: 'inline' | 'above' | 'below';
  align?: 'start' | 'end';
  when?: boolean;
}) {
  const dirOf = useTextDir();
  const { i18n } = useLingui();
  const { show, dismiss } = useGuideTurn(marker, when);
  if (!show) return null;
  const text = i18n._(texts[marker]);
  const bubble = (
    <span
      className={`guide-hint guide-hint--${placement} guide-hint--${align}`}
      role="status"
      data-testid={`guide-${marker}`}
      data-guide={marker}
    >
      <span className="guide-hint__text" dir={dirOf(text)}>
        {text}
      </span>
      <button type="button" className="guide-hint__ok" onClick={dismiss} data-testid="guide-ok">
        {i18n._(msg`Got it`)}
      </button>
      <button type="button" className="guide-hint__close" onClick={dismiss} aria-label={i18n._(msg`Close`)}>
        <CloseIcon size={14} />
      </button>
    </span>
  );
  return placement === 'inline' ? bubble : <span className={`guide-hint-anchor guide-hint-anchor--${placement}`}>{bubble}</span>;
}
