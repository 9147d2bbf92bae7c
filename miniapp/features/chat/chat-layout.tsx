import { useEffect, useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link, useRoute } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { ErrorCode } from '../../../shared/errors.js';
import { isLoggedInAtom, tokenAtom } from '../../state/session.js';
import { openLoginAtom } from '../../state/popups.js';
import { Page } from '../../ui/page.js';
import { Button, buttonClass } from '../../ui/button.js';
import { EmptyState } from '../../ui/empty-state.js';
import { ChatIcon, CrownIcon } from '../../ui/icons.js';
import { useLocalePath } from '../../ui/locale-path.js';
import { ChatList } from './components/chat-list.js';
import { ConversationView } from './components/conversation.js';
import { UpsellPopup } from './components/upsell-popup.js';
import { isSessionId, useResolvedSession } from './hooks/use-resolved-session.js';
import { useKeyboardFit } from './hooks/use-keyboard-fit.js';
import { resetConversationsAtom } from './atoms/conversations.js';
import { openUpsellAtom } from './atoms/upsell.js';
import '../../ui/empty-state.css';
import './chat.css';

function OpeningChat() {
  return (
    <div className="conv-opening" role="status" data-testid="chat-opening">
      <span className="conv-opening__dots" aria-hidden="true">
        <i />
        <i />
        <i />
      </span>
      <Trans>Opening your chat…</Trans>
    </div>
  );
}

/** `/chat/:conversationId`: a session, or a character whose chat is opened first. */
function ConversationRoute({ id }: { id: string }) {
  const [attempt, retry] = useState(0);
  const resolution = useResolvedSession(id, attempt);
  const to = useLocalePath();
  const openLogin = useSetAtom(openLoginAtom);
  const openUpsell = useSetAtom(openUpsellAtom);

  if (resolution.status === 'ready') return <ConversationView sessionId={resolution.sessionId} />;

  let body;
  if (resolution.status === 'login') {
    body = (
      <EmptyState
        testId="chat-start"
        icon={<ChatIcon size={48} />}
        title={<Trans>Log in to start chatting</Trans>}
        text={<Trans>Your conversations are saved to your account, so you can pick them up on any device.</Trans>}
        action={
          <Button variant="primary" size="big" onClick={() => openLogin()} data-testid="chat-login">
            <Trans>Log in</Trans>
          </Button>
        }
      />
    );
  } else if (resolution.status === 'opening') {
    body = <OpeningChat />;
  } else if (resolution.code === ErrorCode.premiumRequired) {
    body = (
      <EmptyState
        testId="chat-premium-story"
        icon={<CrownIcon size={44} />}
        title={<Trans>This story is for Premium members</Trans>}
        action={
          <Button variant="gold" size="big" onClick={() => openUpsell({ reason: 'premium', context: 'story' })}>
            <CrownIcon size={18} />
            <Trans>Get Premium</Trans>
          </Button>
        }
      />
    );
  } else if (resolution.code === ErrorCode.badParams) {
    body = (
      <EmptyState
        testId="chat-unavailable"
        icon={<ChatIcon size={44} />}
        title={<Trans>She is not available</Trans>}
        text={<Trans>This character may have been removed. Find someone new on Home.</Trans>}
        action={
          <Link href={to('/')} className={buttonClass('primary', 'big')}>
            <Trans>Find someone to talk to</Trans>
          </Link>
        }
      />
    );
  } else {
    body = (
      <div className="feed-note conv-error">
        <p>
          <Trans>Could not open this chat.</Trans>
        </p>
        <Button variant="msgGray" size="small" onClick={() => retry((n) => n + 1)}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <Page back backFallback={to('/chat')} className="conversation conversation--state" testId="conversation-state">
      {body}
    </Page>
  );
}

/** Desktop only: the side of the screen a conversation takes before one is picked. */
function NoConversation() {
  return (
    <div className="chat-pick">
      <ChatIcon size={44} />
      <p className="chat-pick__title">
        <Trans>Pick a chat</Trans>
      </p>
      <p className="muted">
        <Trans>Choose a conversation on the side, or find someone new on Home.</Trans>
      </p>
    </div>
  );
}

/**
 * `/chat` stays mounted while its child changes: the chat list beside (desktop) or instead of
 * (phone) the open conversation, so the list keeps its state and scroll between chats.
 */
export function ChatLayout() {
  const [match, params] = useRoute<{ conversationId: string }>('/:conversationId');
  const id = match ? decodeURIComponent(params.conversationId) : null;
  const loggedIn = useAtomValue(isLoggedInAtom);
  const token = useAtomValue(tokenAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const resetConversations = useSetAtom(resetConversationsAtom);
  const lastToken = useRef(token);
  const shell = useRef<HTMLDivElement>(null);
  useKeyboardFit(shell);

  useEffect(() => {
    if (!loggedIn) openLogin();
  }, [loggedIn, openLogin]);

  // Another account (or none): nothing of the previous one stays on screen (the queries are keyed by token).
  useEffect(() => {
    if (lastToken.current === token) return;
    lastToken.current = token;
    resetConversations();
  }, [token, resetConversations]);

  return (
    <div ref={shell} className={`chat-shell${id ? ' chat-shell--open' : ''}`} data-testid="chat">
      <div className="chat-shell__list">
        <ChatList activeId={id && isSessionId(id) ? id : null} visible={!id} />
      </div>
      <div className="chat-shell__main">{id ? <ConversationRoute key={id} id={id} /> : <NoConversation />}</div>
      <UpsellPopup />
    </div>
  );
}
