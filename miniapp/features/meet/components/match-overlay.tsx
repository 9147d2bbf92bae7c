import { createPortal } from 'react-dom';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MeetCard } from '../../../../shared/schemas/meet.js';
import { Button } from '../../../ui/button.js';

/** "It's a match": her photo and the way into the chat where she has already written. */
export function MatchOverlay({ card, onChat, onClose }: { card: MeetCard; onChat: () => void; onClose: () => void }) {
  const { t } = useLingui();
  return createPortal(
    <div className="meet-match" role="dialog" aria-modal="true" aria-label={t`It's a match!`} data-testid="meet-match">
      <div className="meet-match__box">
        <img className="meet-match__photo" src={card.avatar || card.cover} alt="" />
        <h2 className="meet-match__title">
          <Trans>It's a match!</Trans>
        </h2>
        <p className="meet-match__text">
          <Trans>
            <bdi>{card.name}</bdi> likes you too, and she has already written to you.
          </Trans>
        </p>
        <Button size="big" block onClick={onChat} data-testid="meet-match-chat">
          <Trans>Read her message</Trans>
        </Button>
        <Button variant="textLink" block onClick={onClose} data-testid="meet-match-close">
          <Trans>Keep swiping</Trans>
        </Button>
      </div>
    </div>,
    document.body,
  );
}
