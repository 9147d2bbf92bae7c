import { useLayoutEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { Trans } from '@lingui/react/macro';
import type { ChatMessage } from '../../../../shared/schemas/chat.js';
import { ErrorCode } from '../../../../shared/errors.js';
import { localeAtom } from '../../../state/locale.js';
import { isRtl } from '../../../../shared/locales.js';
import { Button } from '../../../ui/button.js';
import { MessageText } from '../../chat/components/message-text.js';
import { Avatar } from '../../chat/components/avatar.js';
import { ReplyDraft } from '../../chat/components/reply-draft.js';
import { AlertIcon, RegenerateIcon } from '../../chat/components/chat-icons.js';
import type { PendingReply } from '../../chat/atoms/conversations.js';
import { messageTime } from '../../chat/format.js';
import type { TourFailure } from '../api/use-tour-chat.js';
import { textDir } from '../../../i18n/text-direction.js';

interface TourMessagesProps {
  messages: ChatMessage[];
  sending: ChatMessage | null;
  reply: PendingReply | null;
  failure: TourFailure | null;
  name: string;
  avatar: string;
  onRetry: () => void;
}

/**
 * The tour conversation, drawn with the chat's own bubbles. The scroller is `column-reverse`, as
 * in the chat: it opens at the newest message and stays pinned there while her reply grows.
 */
export function TourMessages({ messages, sending, reply, failure, name, avatar, onRetry }: TourMessagesProps) {
  const locale = useAtomValue(localeAtom);
  const scroller = useRef<HTMLDivElement>(null);
  const shown = sending ? [...messages, sending] : messages;
  const lastId = shown[shown.length - 1]?.id;
  useLayoutEffect(() => {
    if (lastId) scroller.current?.scrollTo({ top: 0 });
  }, [lastId]);

  return (
    <div className="messages-wrap">
      <div className="messages" ref={scroller} data-testid="messages">
        <div className="messages__inner">
          <div className="messages__top">
            <div className="chat-intro" data-testid="chat-intro">
              <Avatar src={avatar} name={name} size={72} />
              <p className="chat-intro__name" dir={textDir(name, locale)}>
                {name}
              </p>
              <p className="chat-intro__note">
                <Trans>This is the start of your story together. Only you can see this chat.</Trans>
              </p>
            </div>
          </div>
          {shown.map((m, i) => {
            const mine = m.role === 'user';
            const next = shown[i + 1];
            const tail = !next || next.role !== m.role;
            return (
              <div
                key={mine && m.clientMsgId ? `c:${m.clientMsgId}` : m.id}
                className={`msg msg--${mine ? 'user' : 'assistant'}${tail ? ' msg--tail' : ''}${m.status === 'pending' ? ' msg--pending' : ''}`}
                data-testid={mine ? 'msg-user' : 'msg-her'}
                data-mid={m.id}
              >
                {!mine && (
                  <span className="msg__avatar-slot">{tail && !(reply && !next) && <Avatar src={avatar} name={name} size={28} />}</span>
                )}
                <div className="msg__body">
                  {m.kind === 'photo' && m.photo ? (
                    <img className="tour-photo" src={m.photo.url} alt="" loading="lazy" />
                  ) : (
                    <div className="msg__bubble" dir={textDir(m.content, locale)}>
                      <MessageText content={m.content} />
                      <span className="msg__meta num" dir={isRtl(locale) ? 'rtl' : 'ltr'}>
                        {messageTime(m.createTime, locale)}
                      </span>
                    </div>
                  )}
                </div>
              </div>
            );
          })}
          {failure && (
            <div className="msg msg--assistant msg--tail msg--failed" data-testid="failed-bubble">
              <span className="msg__avatar-slot" />
              <div className="msg__body">
                <div className="msg__bubble msg__bubble--failed" role="alert">
                  <AlertIcon size={18} className="msg__failed-icon" />
                  <span className="msg__failed-text">{failure.text}</span>
                  {/* Out of free messages: the panel below offers sign-up and Premium instead. */}
                  {failure.code !== ErrorCode.loginNeeded && (
                    <Button variant="msgGray" size="small" onClick={onRetry} data-testid="retry">
                      <RegenerateIcon size={15} />
                      <Trans>Retry</Trans>
                    </Button>
                  )}
                </div>
              </div>
            </div>
          )}
          {reply && <ReplyDraft reply={reply} name={name} avatar={avatar} />}
        </div>
      </div>
    </div>
  );
}
