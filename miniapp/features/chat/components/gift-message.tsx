import { Trans } from '@lingui/react/macro';
import { giftEmoji, giftName } from '../labels.js';
import type { LocalMessage } from '../atoms/conversations.js';
import { useTextDir } from '../../../i18n/text-direction.js';

/** The gift the user gave her, as a card with its emoji. */
export function GiftMessage({ message }: { message: LocalMessage }) {
  const dirOf = useTextDir();
  const name = giftName(message.giftId, message.content.replace(/^\*gives you a gift: \S+\s*|\*$/g, ''));
  return (
    <div className="msg-gift" data-testid="gift-message">
      <span className="msg-gift__emoji" aria-hidden="true">
        {giftEmoji(message.giftId)}
      </span>
      <span className="msg-gift__text">
        <span className="msg-gift__label">
          <Trans>Gift sent</Trans>
        </span>
        <span className="msg-gift__name" dir={dirOf(name)}>
          {name}
        </span>
      </span>
    </div>
  );
}
