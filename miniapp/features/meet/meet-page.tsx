import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLoggedInAtom } from '../../state/session.js';
import { openLoginAtom } from '../../state/popups.js';
import { Page } from '../../ui/page.js';
import { Button } from '../../ui/button.js';
import { EmptyState } from '../../ui/empty-state.js';
import { useMeetCounts } from './api/meet.js';
import { Deck } from './components/deck.js';
import { LikesTab } from './components/likes-tab.js';
import { MatchesTab } from './components/matches-tab.js';
import { SettingsSheet } from './components/settings-sheet.js';
import { FlameIcon, SlidersIcon } from './components/meet-icons.js';
import '../../ui/empty-state.css';
import './meet.css';

type Tab = 'deck' | 'likes' | 'matches';

/** `/meet`: the deck to like or pass, who likes you, your matches; the settings sheet. */
export function MeetPage() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const [tab, setTab] = useState<Tab>('deck');
  const [settingsOpen, setSettingsOpen] = useState(false);
  const counts = useMeetCounts().data;

  if (!loggedIn) {
    return (
      <Page title={t`Meet`} back className="meet" testId="meet">
        <EmptyState
          icon={<FlameIcon size={48} />}
          title={<Trans>Log in to meet them</Trans>}
          text={<Trans>Like the ones you fancy: when she likes you back, she writes to you first.</Trans>}
          action={
            <Button size="big" onClick={() => openLogin()}>
              <Trans>Log in</Trans>
            </Button>
          }
        />
      </Page>
    );
  }

  const tabs: { id: Tab; label: string; count?: number }[] = [
    { id: 'deck', label: t`Discover` },
    { id: 'likes', label: t`Likes you`, count: counts?.likes },
    { id: 'matches', label: t`Matches`, count: counts?.matches },
  ];
  return (
    <Page
      title={t`Meet`}
      back
      className="meet"
      testId="meet"
      headerEnd={
        <button
          type="button"
          className="meet__settings"
          onClick={() => setSettingsOpen(true)}
          aria-label={t`Meet settings`}
          data-testid="meet-settings-open"
        >
          <SlidersIcon size={22} />
        </button>
      }
    >
      <div className="meet__tabs" role="tablist" aria-label={t`Meet`}>
        {tabs.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            aria-selected={tab === x.id}
            className={`meet__tab${tab === x.id ? ' is-active' : ''}`}
            onClick={() => setTab(x.id)}
            data-testid={`meet-tab-${x.id}`}
          >
            {x.label}
            {x.count ? <span className="meet__tab-count">{x.count}</span> : null}
          </button>
        ))}
      </div>
      <div className="meet__body">
        {tab === 'deck' && <Deck onOpenSettings={() => setSettingsOpen(true)} />}
        {tab === 'likes' && <LikesTab />}
        {tab === 'matches' && <MatchesTab />}
      </div>
      <SettingsSheet open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </Page>
  );
}
