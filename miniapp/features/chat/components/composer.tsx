import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { limits } from '../../../../shared/constants.js';
import { sendMessageAtom } from '../atoms/conversations.js';
import { GuideHint } from '../../../ui/guide-hint.js';
import { CameraIcon, GiftIcon, SendIcon } from './chat-icons.js';
import { useTextDir } from '../../../i18n/text-direction.js';

const MAX = limits.messageMaxChars;
const COUNTER_FROM = MAX - 200;
const MAX_HEIGHT = 148;

/** Unsent text per chat, kept while the user looks at another conversation. */
const drafts = new Map<string, string>();

export interface ComposerProps {
  sessionId: string;
  name: string;
  /** Her reply is still coming: typing is fine, sending waits. */
  busy: boolean;
  onGift: () => void;
  onPhoto: () => void;
}

/** Auto-growing message box: Enter sends, Shift+Enter is a new line; gift and photo beside it. */
export function Composer({ sessionId, name, busy, onGift, onPhoto }: ComposerProps) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const send = useSetAtom(sendMessageAtom);
  const [text, setText] = useState(() => drafts.get(sessionId) ?? '');
  const field = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    const el = field.current;
    if (!el) return;
    el.style.height = 'auto';
    if (!text) return;
    el.style.height = `${Math.min(el.scrollHeight, MAX_HEIGHT)}px`;
    el.style.overflowY = el.scrollHeight > MAX_HEIGHT ? 'auto' : 'hidden';
  }, [text]);

  const change = (value: string) => {
    const v = value.slice(0, MAX);
    setText(v);
    if (v) drafts.set(sessionId, v);
    else drafts.delete(sessionId);
  };

  const canSend = text.trim().length > 0 && !busy;
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    const sent = await send(sessionId, text);
    if (sent) change('');
    field.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  };

  return (
    <form className="composer" onSubmit={submit} data-testid="composer">
      <GuideHint marker="guideFirstChat" />
      <GuideHint marker="fistAskPhoto" />
      <GuideHint marker="pointHandling" />
      <div className="composer__row">
        <button
          type="button"
          className="composer__tool"
          onClick={onGift}
          aria-label={t`Send a gift`}
          title={t`Send a gift`}
          data-testid="open-gifts"
        >
          <GiftIcon size={22} />
        </button>
        <button
          type="button"
          className="composer__tool"
          onClick={onPhoto}
          disabled={busy}
          aria-label={t`Ask for a photo`}
          title={t`Ask for a photo`}
          data-testid="ask-photo"
        >
          <CameraIcon size={22} />
        </button>
        <div className="composer__field">
          <textarea
            ref={field}
            rows={1}
            value={text}
            maxLength={MAX}
            dir={dirOf(text)}
            enterKeyHint="send"
            placeholder={t`Message ${name}`}
            aria-label={t`Message`}
            onChange={(e) => change(e.target.value)}
            onKeyDown={onKeyDown}
            data-testid="composer-input"
          />
          {text.length >= COUNTER_FROM && (
            <span className={`composer__count num${text.length >= MAX ? ' is-full' : ''}`} aria-live="polite">
              {text.length}/{MAX}
            </span>
          )}
        </div>
        <button type="submit" className="composer__send" disabled={!canSend} aria-label={t`Send`} data-testid="send">
          <SendIcon size={20} />
        </button>
      </div>
    </form>
  );
}
