import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLoggedInAtom } from '../../state/session.js';
import { openLoginAtom } from '../../state/popups.js';
import { Page } from '../../ui/page.js';
import { useLoadMoreSentinel } from '../../ui/load-more.js';
import { Button, buttonClass } from '../../ui/button.js';
import { Skeleton } from '../../ui/skeleton.js';
import { PhotoIcon } from '../../ui/icons.js';
import { PhotoViewer } from '../../ui/photo-viewer.js';
import { useUnlockedPhotos } from './api/unlocked-photos.js';
import './my-photos.css';

/** Me → My photos: every photo the user paid for, theirs to keep, loading more as it scrolls. */
export function MyPhotosPage() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const { photos, done, loading, loadMore } = useUnlockedPhotos();
  const [viewing, setViewing] = useState<string | null>(null);
  const sentinel = useLoadMoreSentinel(loadMore, loggedIn && !done);

  let body;
  if (!loggedIn)
    body = (
      <div className="empty">
        <PhotoIcon size={44} className="empty__icon" />
        <p className="empty__title">
          <Trans>Log in to see the photos you unlocked</Trans>
        </p>
        <Button onClick={() => openLogin()}>
          <Trans>Log in</Trans>
        </Button>
      </div>
    );
  else if (done && photos.length === 0)
    body = (
      <div className="empty" data-testid="my-photos-empty">
        <PhotoIcon size={44} className="empty__icon" />
        <p className="empty__title">
          <Trans>No photos yet</Trans>
        </p>
        <p className="muted">
          <Trans>Photos you unlock or ask her for in a chat are kept here for good.</Trans>
        </p>
        <Link href="/chat" className={buttonClass('primary', 'default')}>
          <Trans>Go to chats</Trans>
        </Link>
      </div>
    );
  else
    body = (
      <ul className="my-photos" data-testid="my-photos">
        {photos.map((p) => (
          <li key={p.id} className="my-photos__item" data-testid="my-photo">
            <button type="button" className="my-photos__open" onClick={() => setViewing(p.url)} aria-label={t`Photo of ${p.characterName}`}>
              <img src={p.url} alt="" loading="lazy" width={p.width} height={p.height} />
            </button>
            <span className="my-photos__name">
              <bdi>{p.characterName}</bdi>
            </span>
          </li>
        ))}
        {loading && Array.from({ length: 6 }, (_, i) => <Skeleton key={`s${i}`} className="my-photos__item my-photos__skeleton" />)}
      </ul>
    );

  return (
    <Page back backFallback="/settings" title={<Trans>My photos</Trans>} testId="my-photos-page">
      <div className="content content--narrow">
        {body}
        <div ref={sentinel} aria-hidden="true" />
      </div>
      {viewing && <PhotoViewer url={viewing} onClose={() => setViewing(null)} />}
    </Page>
  );
}
