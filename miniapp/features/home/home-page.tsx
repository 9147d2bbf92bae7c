import { useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { homeSortAtom, homeStyleAtom, type StyleFilter } from './atoms.js';
import type { ListSort } from '../../../shared/enums.js';
import { useCharacterFeed } from './api/characters.js';
import { BrandBar } from './components/brand-bar.js';
import { FeedFilters } from './components/feed-filters.js';
import { HomeGuides } from '../feed/home-guides.js';
import { CharacterCard, CharacterCardSkeleton } from './components/character-card.js';
import { Button } from '../../ui/button.js';
import { Page } from '../../ui/page.js';
import './home.css';

export function HomePage() {
  const sort = useAtomValue(homeSortAtom);
  const style = useAtomValue(homeStyleAtom);
  return <HomeFeed key={`${sort}:${style}`} sort={sort} style={style} />;
}

function HomeFeed({ sort, style }: { sort: ListSort; style: StyleFilter }) {
  const { items, done, loading, failed, loadMore, initial } = useCharacterFeed(sort, style);
  const sentinel = useRef<HTMLDivElement>(null);

  // Re-observe after each page so a sentinel still in view loads the next one.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || done || failed) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void loadMore(), {
      rootMargin: '800px 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
    // oxlint-disable-next-line react/exhaustive-effect-dependencies -- see the comment above the effect
  }, [loadMore, done, failed, items.length]);

  const showSkeletons = loading && (initial || items.length === 0);
  return (
    <Page className="home" testId="home">
      <BrandBar />
      <div className="content">
        <HomeGuides />
        <FeedFilters />
        <section className="char-grid" aria-busy={loading} data-testid="character-grid">
          {items.map((c, i) => (
            <CharacterCard key={c.id} character={c} eager={i < 4} />
          ))}
          {showSkeletons && Array.from({ length: 8 }, (_, i) => <CharacterCardSkeleton key={`s${i}`} />)}
          {loading && !showSkeletons && Array.from({ length: 4 }, (_, i) => <CharacterCardSkeleton key={`m${i}`} />)}
        </section>
        {!loading && !failed && done && items.length === 0 && (
          <p className="feed-note">
            <Trans>No characters here yet. Try another style.</Trans>
          </p>
        )}
        {failed && (
          <div className="feed-note">
            <p>
              <Trans>Could not load characters.</Trans>
            </p>
            <Button variant="msgGray" size="small" onClick={() => void loadMore()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        )}
        {done && items.length > 0 && (
          <p className="feed-note feed-note--end">
            <Trans>You have seen everyone. New companions arrive every week.</Trans>
          </p>
        )}
        <div ref={sentinel} className="feed-sentinel" aria-hidden="true" />
      </div>
    </Page>
  );
}
