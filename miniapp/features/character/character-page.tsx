import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { useAtomValue, useSetAtom } from 'jotai';
import type { Photo } from '../../../shared/schemas/character.js';
import { isLoggedInAtom } from '../../state/session.js';
import { openLoginAtom } from '../../state/popups.js';
import { PhotoUnlockSheet } from './components/photo-unlock-sheet.js';
import { UpsellPopup } from '../chat/components/upsell-popup.js';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCharacter } from './api/character.js';
import { Gallery } from './components/gallery.js';
import { StoryList } from './components/story-list.js';
import { Page } from '../../ui/page.js';
import { MainAction } from '../../ui/main-action.js';
import { NotFound } from '../../ui/not-found.js';
import { Skeleton } from '../../ui/skeleton.js';
import { Button } from '../../ui/button.js';
import { platform } from '../../platform/index.js';
import './character.css';
import { tagLabel } from '../../i18n/tag-labels.js';
import { OrderPieceEntry } from '../services/components/order-entry.js';
import { CharacterTrust } from '../trust/components/character-trust.js';
import { useTextDir } from '../../i18n/text-direction.js';

export function CharacterPage() {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const { id } = useParams<{ id: string }>();
  const [, navigate] = useLocation();
  const state = useCharacter(decodeURIComponent(id));
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const [locked, setLocked] = useState<Photo | null>(null);

  if (state.status === 'missing') return <NotFound invalid />;
  if (state.status === 'failed') {
    return (
      <Page back>
        <div className="feed-note content">
          <p>
            <Trans>Could not load this character.</Trans>
          </p>
          <Button variant="msgGray" size="small" onClick={state.retry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      </Page>
    );
  }
  if (state.status === 'loading') {
    return (
      <Page back overlayHeader>
        <Skeleton className="character__hero-skeleton" />
        <div className="content content--narrow character__body">
          <Skeleton style={{ width: '50%', height: 28, marginBlockEnd: 12 }} />
          <Skeleton style={{ width: '90%', height: 14, marginBlockEnd: 8 }} />
          <Skeleton style={{ width: '75%', height: 14 }} />
        </div>
      </Page>
    );
  }

  const { character, scripts } = state;
  const startChat = () => {
    platform().haptic('light');
    navigate(`/chat/${encodeURIComponent(character.id)}`);
  };
  return (
    <Page back overlayHeader testId="character" className="character">
      <div className="character__layout">
        <div className="character__media">
          <Gallery character={character} onLocked={(photo) => (loggedIn ? setLocked(photo) : openLogin())} />
        </div>
        <div className="content content--narrow character__body">
          <h1 className="character__name">
            <span dir={dirOf(character.name)}>{character.name}</span>
            <span className="character__age num">{character.age}</span>
          </h1>
          {character.tags.length > 0 && (
            <div className="character__tags">
              {character.tags.map((tag) => (
                <span key={tag} className="tag" dir={dirOf(tagLabel(tag))}>
                  {tagLabel(tag)}
                </span>
              ))}
            </div>
          )}
          <p className="character__desc" dir={dirOf(character.description || character.intro)}>
            {character.description || character.intro}
          </p>
          <OrderPieceEntry character={character} />
          <CharacterTrust characterId={character.id} />
          <h2 className="section-title">
            <Trans>Stories</Trans>
          </h2>
          <StoryList
            scripts={scripts}
            onOpen={(scriptId) => navigate(`/chat/${encodeURIComponent(character.id)}?script=${encodeURIComponent(scriptId)}`)}
          />
        </div>
      </div>
      <MainAction text={t`Chat with ${character.name}`} onClick={startChat} testId="start-chat" />
      {locked && <PhotoUnlockSheet characterId={character.id} photo={locked} onClose={() => setLocked(null)} />}
      <UpsellPopup />
    </Page>
  );
}
