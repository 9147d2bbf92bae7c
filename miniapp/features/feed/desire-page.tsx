import { Tabs } from '../../ui/tabs.js';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page } from '../../ui/page.js';
import { Button } from '../../ui/button.js';
import { Skeleton } from '../../ui/skeleton.js';
import { usePostFeed } from './api/posts.js';
import { useStoryFeed } from './api/stories.js';
import { PostCard } from './components/post-card.js';
import { StoryCard } from './components/story-card.js';
import '../home/feed-parts.css';
import './feed.css';

type Tab = 'story' | 'post';

/** The Desire tabs: "Desire story" (every companion's stories) and "Desire post" (their photo posts). */
export function DesirePage() {
  const { t } = useLingui();
  const search = useSearch();
  const [tab, setTab] = useState<Tab>(new URLSearchParams(search).get('tab') === 'story' ? 'story' : 'post');
  const tabs: { value: Tab; label: string }[] = [
    { value: 'story', label: t`Desire story` },
    { value: 'post', label: t`Desire post` },
  ];
  return (
    <Page className="desire" title={t`Desire`} back testId="desire">
      <div className="content desire__content">
        <Tabs tabs={tabs} value={tab} onChange={setTab} label={t`Desire`} className="desire__tabs" testIdPrefix="desire-tab" />
        {tab === 'post' ? <PostFeed /> : <StoryFeed />}
      </div>
    </Page>
  );
}

function PostFeed() {
  const { items, done, loading, failed, loadMore } = usePostFeed();
  return (
    <>
      <section className="posts" aria-busy={loading} data-testid="post-feed">
        {items.map((p, i) => (
          <PostCard key={p.id} post={p} first={i === 0} />
        ))}
        {loading && Array.from({ length: items.length ? 1 : 3 }, (_, i) => <Skeleton key={i} className="post post--skeleton" />)}
      </section>
      <FeedEnd
        done={done && items.length > 0}
        empty={done && items.length === 0}
        failed={failed}
        loadMore={loadMore}
        count={items.length}
      />
    </>
  );
}

function StoryFeed() {
  const [, navigate] = useLocation();
  const { items, done, loading, failed, loadMore } = useStoryFeed();
  return (
    <>
      <section className="desire-stories" aria-busy={loading} data-testid="story-feed">
        {items.map((s) => (
          <StoryCard
            key={s.id}
            story={s}
            onOpen={() => navigate(`/chat/${encodeURIComponent(s.characterId)}?script=${encodeURIComponent(s.id)}`)}
          />
        ))}
        {loading &&
          Array.from({ length: items.length ? 1 : 4 }, (_, i) => <Skeleton key={i} className="desire-story desire-story--skeleton" />)}
      </section>
      <FeedEnd
        done={done && items.length > 0}
        empty={done && items.length === 0}
        failed={failed}
        loadMore={loadMore}
        count={items.length}
      />
    </>
  );
}

/** The end of a feed: the next page loads as this comes near; a retry after a failure. */
function FeedEnd({
  done,
  empty,
  failed,
  loadMore,
  count,
}: {
  done: boolean;
  empty: boolean;
  failed: boolean;
  loadMore: () => void;
  count: number;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  // Re-observe after each page so a sentinel still in view loads the next one.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || done || empty || failed) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && loadMore(), {
      rootMargin: '600px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- see the comment above the effect
  }, [loadMore, done, empty, failed, count]);
  return (
    <>
      {empty && (
        <p className="feed-note">
          <Trans>Nothing here yet. Come back soon.</Trans>
        </p>
      )}
      {failed && (
        <div className="feed-note">
          <p>
            <Trans>Could not load the feed.</Trans>
          </p>
          <Button variant="msgGray" size="small" onClick={loadMore}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      )}
      {done && (
        <p className="feed-note">
          <Trans>You are all caught up.</Trans>
        </p>
      )}
      <div ref={sentinel} className="feed-sentinel" aria-hidden="true" />
    </>
  );
}
