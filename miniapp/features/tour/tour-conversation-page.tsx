import { useRef } from 'react';
import { Link, useParams } from 'wouter';
import { useAtomValue, useSetAtom } from 'jotai';
import { Plural, Trans } from '@lingui/react/macro';
import { Page } from '../../ui/page.js';
import { Button, buttonClass } from '../../ui/button.js';
import { Skeleton } from '../../ui/skeleton.js';
import { useLocalePath } from '../../ui/locale-path.js';
import { isLoggedInAtom } from '../../state/session.js';
import { openLoginAtom } from '../../state/popups.js';
import { Avatar } from '../chat/components/avatar.js';
import { useKeyboardFit } from '../chat/hooks/use-keyboard-fit.js';
import { relationshipLabel } from '../chat/labels.js';
import { useTourAllowance, useTourSession, useTourToken } from './api/tour.js';
import { useTourChat } from './api/use-tour-chat.js';
import { TourMessages } from './components/tour-messages.js';
import { TourComposer } from './components/tour-composer.js';
import '../chat/chat.css';
import './tour.css';
import { useTextDir } from '../../i18n/text-direction.js';

const newClientMsgId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** Out of free messages: sign up free (the chat comes along) or take Premium without signing up. */
function TourLimit({ freeMessages }: { freeMessages: number }) {
  const openLogin = useSetAtom(openLoginAtom);
  const to = useLocalePath();
  return (
    <div className="tour-limit" role="status" data-testid="tour-limit">
      <p className="tour-limit__title">
        <Plural value={freeMessages} one="You've used your # free message" other="You've used your # free messages" />
      </p>
      <p className="muted">
        <Trans>Sign up free to keep chatting with her: this conversation comes with you.</Trans>
      </p>
      <div className="tour-limit__actions">
        <Button variant="primary" block onClick={() => openLogin()} data-testid="tour-signup">
          <Trans>Sign up free</Trans>
        </Button>
        <Link href={to('/tour/premium')} className={buttonClass('gold', 'default', true)} data-testid="tour-open-premium">
          <Trans>Open Premium</Trans>
        </Link>
      </div>
    </div>
  );
}

/**
 * The tour chat with one character: the conversation streams like the real chat; a visitor sees
 * how many free messages are left and, when they are spent, the sign-up and Premium offer.
 */
export function TourConversationPage() {
  const dirOf = useTextDir();
  const { characterId } = useParams<{ characterId: string }>();
  const to = useLocalePath();
  const who = useTourToken();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const session = useTourSession(who, characterId);
  const allowance = useTourAllowance(who);
  const chat = useTourChat(who, characterId);
  const shell = useRef<HTMLDivElement>(null);
  useKeyboardFit(shell);

  const data = session.data;
  const name = data?.character.name ?? '';
  const avatar = data?.character.avatar ?? '';
  const limited = !loggedIn && (allowance.data?.limited ?? true);
  const remaining = allowance.data?.remaining;
  const spent = limited && remaining === 0;

  const head = data ? (
    <span className="conv-head" data-testid="conversation-head">
      <Avatar src={avatar} name={name} size={40} />
      <span className="conv-head__text">
        <span className="conv-head__name" dir={dirOf(name)}>
          {name}
        </span>
        <span className="conv-head__sub">
          <span className="conv-head__online" aria-hidden="true" />
          {relationshipLabel(data.character.relationship)}
        </span>
      </span>
    </span>
  ) : (
    <span className="conv-head">
      <Skeleton round style={{ width: 40, height: 40 }} />
      <span className="conv-head__text">
        <Skeleton style={{ width: 110, height: 14, marginBlockEnd: 6 }} />
      </span>
    </span>
  );

  let body;
  if (session.isError) {
    body = (
      <div className="tour__error" role="alert">
        <p>
          <Trans>This chat could not be opened.</Trans>
        </p>
        <Button variant="msgGray" onClick={() => void session.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (!data) {
    body = (
      <div className="messages-wrap" aria-busy="true">
        <div className="messages messages--skeleton">
          {[62, 40, 75].map((w, i) => (
            <Skeleton key={i} className={`msg-skeleton${i % 2 ? ' msg-skeleton--mine' : ''}`} style={{ width: `${w}%` }} />
          ))}
        </div>
      </div>
    );
  } else {
    body = (
      <TourMessages
        messages={data.messages}
        sending={chat.sending}
        reply={chat.reply}
        failure={chat.failure}
        name={name}
        avatar={avatar}
        onRetry={() => void chat.retry(data.sessionId)}
      />
    );
  }

  return (
    <div ref={shell} className="chat-shell chat-shell--open tour-shell">
      <Page back backFallback={to('/tour/chat')} className="conversation" testId="tour-conversation" title={head}>
        {body}
        {limited && remaining !== undefined && !spent && (
          <p className="tour-allowance" data-testid="tour-remaining">
            <Plural value={remaining} one="# free message left" other="# free messages left" />
          </p>
        )}
        {spent ? (
          <TourLimit freeMessages={allowance.data?.freeMessages ?? 5} />
        ) : (
          data && <TourComposer name={name} busy={chat.busy} onSend={(text) => chat.send(data.sessionId, text, newClientMsgId())} />
        )}
      </Page>
    </div>
  );
}
