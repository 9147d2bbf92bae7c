import { memo, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Link } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ChatSession } from '../../../../shared/schemas/chat.js';
import { localeAtom } from '../../../state/locale.js';
import { isLoggedInAtom } from '../../../state/session.js';
import { openLoginAtom } from '../../../state/popups.js';
import { Button, buttonClass } from '../../../ui/button.js';
import { EmptyState } from '../../../ui/empty-state.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { BookIcon, ChatIcon } from '../../../ui/icons.js';
import { useLocalePath } from '../../../ui/locale-path.js';
import { sessionItems, useSessions } from '../api/sessions.js';
import { turnsAtom } from '../atoms/conversations.js';
import { listTime, previewText } from '../format.js';
import { relationshipLabel } from '../labels.js';
import { Avatar } from './avatar.js';
import { CameraIcon } from './chat-icons.js';
import { Wallet } from './wallet.js';
import { textDir } from '../../../i18n/text-direction.js';

/** What the server keeps as the last message of a chat whose newest message is her photo. */
const PHOTO_PREVIEW = '📸';

/** The list's scroll offset, restored when the list shows again after a conversation. */
let savedScroll = 0;

const ChatRow = memo(function ChatRow({
  session,
  active,
  typing,
  locale,
}: {
  session: ChatSession;
  active: boolean;
  typing: boolean;
  locale: string;
}) {
  const { t } = useLingui();
  // "typing…" and "Photo" are the app's own words: the page's direction.
  const lastDir = textDir(typing || session.lastMessage === PHOTO_PREVIEW ? '' : previewText(session.lastMessage), locale);
  return (
    <li>
      <Link
        href={`/${encodeURIComponent(session.id)}`}
        className={`chat-row${active ? ' is-active' : ''}`}
        aria-current={active ? 'page' : undefined}
        data-testid="chat-row"
      >
        <Avatar src={session.characterAvatar} name={session.characterName} size={54} />
        <span className="chat-row__main">
          <span className="chat-row__top">
            <span className="chat-row__name" dir={textDir(session.characterName, locale)}>
              {session.characterName}
            </span>
            {session.characterGone ? (
              <span className="chat-row__rel chat-row__rel--gone" data-testid="chat-row-gone">
                {t`No longer available`}
              </span>
            ) : (
              <span className="chat-row__rel">{relationshipLabel(session.relationship)}</span>
            )}
            <span className="chat-row__time num">{listTime(session.updateTime, locale)}</span>
          </span>
          {session.scriptTitle && (
            <span className="chat-row__story">
              <BookIcon size={12} />
              <span dir={textDir(session.scriptTitle, locale)}>{session.scriptTitle}</span>
            </span>
          )}
          <span className={`chat-row__last${typing ? ' is-typing' : ''}`} dir={lastDir}>
            {typing ? (
              <Trans>typing…</Trans>
            ) : session.lastMessage === PHOTO_PREVIEW ? (
              <span className="chat-row__photo">
                <CameraIcon size={14} />
                <Trans>Photo</Trans>
              </span>
            ) : (
              previewText(session.lastMessage)
            )}
          </span>
        </span>
      </Link>
    </li>
  );
});

function ListSkeleton() {
  return (
    <ul className="chat-rows" aria-hidden="true">
      {Array.from({ length: 7 }, (_, i) => (
        <li key={i} className="chat-row chat-row--skeleton">
          <Skeleton round style={{ width: 54, height: 54, flexShrink: 0 }} />
          <span className="chat-row__main">
            <Skeleton style={{ width: `${40 + ((i * 17) % 30)}%`, height: 14, marginBlockEnd: 8 }} />
            <Skeleton style={{ width: `${60 + ((i * 13) % 30)}%`, height: 12 }} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Her chats, newest first, with paging as the list scrolls; the empty and logged-out states. */
export function ChatList({ activeId, visible }: { activeId: string | null; visible: boolean }) {
  const { t } = useLingui();
  const to = useLocalePath();
  const locale = useAtomValue(localeAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  // Fetched on arrival, and afresh whenever the chat tab is opened again.
  const sessions = useSessions();
  const { data, hasNextPage, isFetching, isPending, isError, fetchNextPage, refetch } = sessions;
  const items = useMemo(() => sessionItems(data), [data]);
  const turns = useAtomValue(turnsAtom);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (visible && scroller.current) scroller.current.scrollTop = savedScroll;
  }, [visible]);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || isFetching || items.length === 0) return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && void fetchNextPage(), {
      root: scroller.current,
      rootMargin: '0px 0px 240px 0px',
    });
    io.observe(el);
    return () => io.disconnect();
  }, [hasNextPage, isFetching, items.length, fetchNextPage]);

  let body;
  if (!loggedIn && !visible) {
    // The open conversation's pane asks to log in; one prompt is enough.
    body = null;
  } else if (!loggedIn) {
    body = (
      <EmptyState
        testId="chat-start"
        icon={<ChatIcon size={48} />}
        title={<Trans>Log in to see your chats</Trans>}
        text={<Trans>Your conversations are saved to your account, on every device.</Trans>}
        action={
          <Button variant="primary" size="big" onClick={() => openLogin()} data-testid="chat-login">
            <Trans>Log in</Trans>
          </Button>
        }
      />
    );
  } else if (items.length === 0 && (isPending || isFetching)) {
    body = <ListSkeleton />;
  } else if (items.length === 0 && isError) {
    body = (
      <div className="feed-note">
        <p>
          <Trans>Could not load your chats.</Trans>
        </p>
        <Button variant="msgGray" size="small" onClick={() => void refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        testId="chat-start"
        icon={<ChatIcon size={48} />}
        title={<Trans>Your chats will appear here</Trans>}
        text={<Trans>Pick a companion on Home and say hello — every conversation is saved for you.</Trans>}
        action={
          <Link href={to('/')} className={buttonClass('primary', 'big')} data-testid="find-someone">
            <Trans>Find someone to talk to</Trans>
          </Link>
        }
      />
    );
  } else {
    body = (
      <>
        <ul className="chat-rows" data-testid="chat-list">
          {items.map((s) => (
            <ChatRow key={s.id} session={s} active={s.id === activeId} typing={Boolean(turns[s.id]?.reply)} locale={locale} />
          ))}
        </ul>
        {hasNextPage && <div ref={sentinel} className="feed-sentinel" />}
      </>
    );
  }

  return (
    <section className="chat-list" aria-label={t`Chats`}>
      <header className="chat-list__header">
        <h1 className="chat-list__title">
          <Trans>Chats</Trans>
        </h1>
        {loggedIn && <Wallet />}
      </header>
      <div className="chat-list__scroll" ref={scroller} onScroll={(e) => (savedScroll = e.currentTarget.scrollTop)}>
        {body}
      </div>
    </section>
  );
}
