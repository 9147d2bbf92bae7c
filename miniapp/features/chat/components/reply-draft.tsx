import { useAtomValue } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { profileAtom } from '../../../state/profile.js';
import type { PendingReply } from '../atoms/conversations.js';
import { MessageText } from './message-text.js';
import { Avatar } from './avatar.js';
import { useTextDir } from '../../../i18n/text-direction.js';

/** Her reply while it is prepared: typing dots, then the text growing token by token; the queue line while waiting. */
export function ReplyDraft({ reply, name, avatar }: { reply: PendingReply; name: string; avatar: string }) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const premium = useAtomValue(profileAtom)?.isVip ?? false;
  const position = reply.queue;
  return (
    <>
      <div className="msg msg--assistant msg--tail msg--draft" data-testid="reply-draft" aria-live="polite">
        <span className="msg__avatar-slot">
          <Avatar src={avatar} name={name} size={28} />
        </span>
        <div className="msg__body">
          <div className="msg__bubble" dir={dirOf(reply.text)}>
            {reply.text ? (
              <>
                <MessageText content={reply.text} />
                <span className="msg__caret" aria-hidden="true" />
              </>
            ) : (
              <span className="typing" role="status" aria-label={t`${name} is typing…`} data-testid="typing">
                <i />
                <i />
                <i />
                {reply.kind === 'photo' && (
                  <span className="typing__label">
                    <Trans>Taking a photo for you…</Trans>
                  </span>
                )}
              </span>
            )}
          </div>
        </div>
      </div>
      {position !== null && !reply.text && (
        <p className="msg-queue" role="status" data-testid="queue-line">
          {premium ? <Trans>You're #{position} in line</Trans> : <Trans>You're #{position} in line — Premium skips the queue</Trans>}
        </p>
      )}
    </>
  );
}
