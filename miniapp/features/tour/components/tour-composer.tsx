import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { limits } from '../../../../shared/constants.js';
import { SendIcon } from '../../chat/components/chat-icons.js';
import { useTextDir } from '../../../i18n/text-direction.js';

/** The message box of the tour: Enter sends, Shift+Enter is a new line; no gifts or photos here. */
export function TourComposer({ name, busy, onSend }: { name: string; busy: boolean; onSend: (text: string) => Promise<boolean> }) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const canSend = text.trim().length > 0 && !busy;

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!canSend) return;
    const words = text;
    setText('');
    // A failed turn keeps its words in the failed bubble, with Retry (same clientMsgId).
    await onSend(words);
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
      <div className="composer__row">
        <div className="composer__field">
          <textarea
            ref={field}
            rows={1}
            value={text}
            maxLength={limits.messageMaxChars}
            dir={dirOf(text)}
            enterKeyHint="send"
            placeholder={t`Message ${name}`}
            aria-label={t`Message`}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            data-testid="composer-input"
          />
        </div>
        <button type="submit" className="composer__send" disabled={!canSend} aria-label={t`Send`} data-testid="send">
          <SendIcon size={20} />
        </button>
      </div>
    </form>
  );
}
