import { memo, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ErrorCode } from '../../../../shared/errors.js';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { localeAtom } from '../../../state/locale.js';
import { isRtl } from '../../../../shared/locales.js';
import { Button } from '../../../ui/button.js';
import { BookIcon, ChevronIcon } from '../../../ui/icons.js';
import { dayLabel, messageTime, sameDay } from '../format.js';
import { relationshipLabel } from '../labels.js';
import type { SessionHead } from '../api/messages.js';
import {
  regenerableReplies,
  regenerateAtom,
  retryMessageAtom,
  type Conversation,
  type Failure,
  type LocalMessage,
} from '../atoms/conversations.js';
import { MessageText } from './message-text.js';
import { PhotoMessage } from './photo-message.js';
import { GiftMessage } from './gift-message.js';
import { ReplyDraft } from './reply-draft.js';
import { MemoryMark } from './memory-mark.js';
import { Avatar } from './avatar.js';
import { AlertIcon, RegenerateIcon } from './chat-icons.js';
import { ReportSheet } from '../../trust/components/report-sheet.js';
import { textDir, useTextDir } from '../../../i18n/text-direction.js';

interface RowProps {
  message: LocalMessage;
  tail: boolean;
  avatar: string;
  name: string;
  locale: string;
  canRegenerate: boolean;
  onRetry: (clientMsgId: string) => void;
  onRegenerate: () => void;
}

function FailedBubble({
  failure,
  onRetry,
  testId = 'failed-bubble',
}: {
  failure: Failure | undefined;
  onRetry: () => void;
  testId?: string;
}) {
  return (
    <div className="msg msg--assistant msg--tail msg--failed" data-testid={testId}>
      <span className="msg__avatar-slot" />
      <div className="msg__body">
        <div className="msg__bubble msg__bubble--failed" role="alert">
          <AlertIcon size={18} className="msg__failed-icon" />
          <span className="msg__failed-text">{failure?.text ?? <Trans>She didn't answer this message. Nothing was charged.</Trans>}</span>
          {/* Sending the same words again would be refused again: no Retry for a policy refusal. */}
          {failure?.code !== ErrorCode.contentNotAllowed && (
            <Button variant="msgGray" size="small" onClick={onRetry} data-testid="retry">
              <RegenerateIcon size={15} />
              <Trans>Retry</Trans>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

const MessageRow = memo(function MessageRow({ message, tail, avatar, name, locale, canRegenerate, onRetry, onRegenerate }: RowProps) {
  const mine = message.role === 'user';
  const failed = mine && message.status === 'failed';
  // Her message's menu (right click, or a long press on touch screens): report it.
  const [reporting, setReporting] = useState(false);
  let content;
  if (message.kind === 'photo' && message.photo) content = <PhotoMessage message={message} />;
  else if (message.kind === 'gift') content = <GiftMessage message={message} />;
  else {
    content = (
      <div className="msg__bubble" dir={textDir(message.content, locale)}>
        <MessageText content={message.content} />
        {/* The time in the page's direction, not the message's: "12:50 PM" read as "PM 12:50" beside Arabic text. */}
        <span className="msg__meta num" dir={isRtl(locale) ? 'rtl' : 'ltr'}>
          {messageTime(message.createTime, locale)}
        </span>
      </div>
    );
  }
  return (
    <>
      <div
        className={`msg msg--${mine ? 'user' : 'assistant'}${tail ? ' msg--tail' : ''}${failed ? ' msg--not-sent' : ''}${message.status === 'pending' ? ' msg--pending' : ''}`}
        data-testid={mine ? 'msg-user' : 'msg-her'}
        data-kind={message.kind}
        data-mid={message.id}
        onContextMenu={mine ? undefined : (e) => (e.preventDefault(), setReporting(true))}
      >
        {!mine && <span className="msg__avatar-slot">{tail && <Avatar src={avatar} name={name} size={28} />}</span>}
        <div className="msg__body">
          {content}
          {!mine && message.kind === 'text' && <MemoryMark sessionId={message.sessionId} messageId={message.id} />}
        </div>
        {failed && <AlertIcon size={18} className="msg__not-sent" />}
      </div>
      {canRegenerate && (
        <button type="button" className="msg-regenerate" onClick={onRegenerate} data-testid="regenerate">
          <RegenerateIcon size={14} />
          <Trans>Regenerate</Trans>
        </button>
      )}
      {reporting && <ReportSheet open onClose={() => setReporting(false)} targetType="message" targetId={message.id} />}
      {failed && message.clientMsgId && <FailedBubble failure={message.failure} onRetry={() => onRetry(message.clientMsgId!)} />}
    </>
  );
});

function Intro({ head }: { head: SessionHead | undefined }) {
  const dirOf = useTextDir();
  if (!head) return null;
  return (
    <div className="chat-intro" data-testid="chat-intro">
      <Avatar src={head.avatar} name={head.name} size={72} />
      <p className="chat-intro__name" dir={dirOf(head.name)}>
        {head.name}
      </p>
      <p className="chat-intro__rel">{relationshipLabel(head.relationship)}</p>
      {head.scriptTitle && (
        <p className="chat-intro__story">
          <BookIcon size={14} />
          <span dir={dirOf(head.scriptTitle)}>{head.scriptTitle}</span>
        </p>
      )}
      <p className="chat-intro__note">
        <Trans>This is the start of your story together. Only you can see this chat.</Trans>
      </p>
    </div>
  );
}

/**
 * The conversation. The scroller is `column-reverse`: it opens at the newest message, stays
 * pinned there while her reply grows, and keeps its place when older pages are put on top.
 */
export function MessageList({
  sessionId,
  conversation,
  head,
  onLoadOlder,
}: {
  sessionId: string;
  conversation: Conversation;
  head: SessionHead | undefined;
  onLoadOlder: () => void;
}) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const retry = useSetAtom(retryMessageAtom);
  const regenerate = useSetAtom(regenerateAtom);
  const scroller = useRef<HTMLDivElement>(null);
  const [away, setAway] = useState(false);
  const { messages, reply, hasMore, loadingOlder, regenerateFailure } = conversation;

  // The oldest message and how far below the scroller's top it sits: when an older page goes on
  // top, the view moves by exactly what was added, so the user keeps reading where they were.
  const anchor = useRef<{ id: string; offset: number } | null>(null);
  const firstId = messages[0]?.id;
  const measure = useCallback(() => {
    const el = scroller.current;
    const node = el?.querySelector<HTMLElement>('[data-mid]');
    anchor.current =
      el && node ? { id: node.dataset.mid!, offset: node.getBoundingClientRect().top - el.getBoundingClientRect().top } : null;
  }, []);
  useLayoutEffect(() => {
    const el = scroller.current;
    const prev = anchor.current;
    if (el && prev && prev.id !== firstId) {
      const node = el.querySelector<HTMLElement>(`[data-mid="${CSS.escape(prev.id)}"]`);
      if (node) el.scrollTop += node.getBoundingClientRect().top - el.getBoundingClientRect().top - prev.offset;
    }
    measure();
  });

  const check = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    const fromBottom = Math.abs(el.scrollTop);
    const fromTop = el.scrollHeight - el.clientHeight - fromBottom;
    if (fromTop < 320) onLoadOlder();
    setAway(fromBottom > 480);
  }, [onLoadOlder, measure]);

  // A short first page leaves the top in view: keep paging until it fills the screen.
  useEffect(() => {
    if (!loadingOlder && messages.length > 0) check();
  }, [check, loadingOlder, messages.length]);

  // Sending jumps to the newest message.
  const last = messages[messages.length - 1];
  const lastMineId = last?.role === 'user' ? last.id : undefined;
  useLayoutEffect(() => {
    if (lastMineId) scroller.current?.scrollTo({ top: 0 });
  }, [lastMineId]);

  const onRetry = useCallback((clientMsgId: string) => void retry(sessionId, clientMsgId), [retry, sessionId]);
  const onRegenerate = useCallback(() => void regenerate(sessionId), [regenerate, sessionId]);

  const regenerable = reply ? [] : regenerableReplies(messages);
  const regenerateId = regenerable[regenerable.length - 1]?.id;
  const name = head?.name ?? '';
  const avatar = head?.avatar ?? '';

  const rows = [];
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i]!;
    const prev = messages[i - 1];
    const next = messages[i + 1];
    if (!prev || !sameDay(prev.createTime, m.createTime)) {
      rows.push(
        <div key={`day-${m.id}`} className="chat-day" role="separator">
          <span>{dayLabel(m.createTime, locale)}</span>
        </div>,
      );
    }
    const tail = !next || next.role !== m.role || !sameDay(next.createTime, m.createTime) || (m.role === 'user' && m.status === 'failed');
    rows.push(
      <MessageRow
        key={m.role === 'user' && m.clientMsgId ? `c:${m.clientMsgId}` : m.id}
        message={m}
        tail={tail && !(m.role === 'assistant' && !next && reply)}
        avatar={avatar}
        name={name}
        locale={locale}
        canRegenerate={m.id === regenerateId}
        onRetry={onRetry}
        onRegenerate={onRegenerate}
      />,
    );
  }

  return (
    <div className="messages-wrap">
      <div className="messages" ref={scroller} onScroll={check} data-testid="messages">
        <div className="messages__inner">
          <div className="messages__top">
            {loadingOlder && (
              <p className="messages__loading" role="status">
                <span className="messages__spinner" aria-hidden="true" />
                <Trans>Loading earlier messages…</Trans>
              </p>
            )}
            {!hasMore && <Intro head={head} />}
          </div>
          {rows}
          {regenerateFailure && !reply && (
            <FailedBubble
              failure={regenerateFailure.failure}
              onRetry={() => void regenerate(sessionId, regenerateFailure.clientMsgId)}
              testId="regenerate-failed"
            />
          )}
          {reply && <ReplyDraft reply={reply} name={name} avatar={avatar} />}
        </div>
      </div>
      {away && (
        <button
          type="button"
          className="messages__jump"
          onClick={() => scroller.current?.scrollTo({ top: 0, behavior: 'smooth' })}
          aria-label={t`Jump to the newest message`}
        >
          <ChevronIcon size={20} className="messages__jump-icon" />
        </button>
      )}
    </div>
  );
}
