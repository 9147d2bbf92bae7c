import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { profileAtom } from '../../../state/profile.js';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { CoinIcon, CrownIcon } from '../../../ui/icons.js';
import type { GiftItem } from '../../../../shared/schemas/chat.js';
import { useGifts } from '../api/gifts.js';
import { sendGiftAtom } from '../atoms/conversations.js';
import { openUpsellAtom } from '../atoms/upsell.js';
import { giftName } from '../labels.js';

interface SheetProps {
  open: boolean;
  onClose: () => void;
  sessionId: string;
  name: string;
}

/** The gift catalogue: coin prices, Premium-only gifts marked, free gifts left today. */
export function GiftSheet({ open, onClose, sessionId, name }: SheetProps) {
  return (
    <BottomPopup open={open} onClose={onClose} title={<Trans>Send {name} a gift</Trans>} className="gift-sheet" testId="gift-sheet">
      <GiftPicker onClose={onClose} sessionId={sessionId} />
    </BottomPopup>
  );
}

/** The sheet's content, mounted afresh each time it opens: the catalogue and the free gifts left change. */
function GiftPicker({ onClose, sessionId }: Omit<SheetProps, 'open' | 'name'>) {
  const { t } = useLingui();
  const profile = useAtomValue(profileAtom);
  const sendGift = useSetAtom(sendGiftAtom);
  const openUpsell = useSetAtom(openUpsellAtom);
  const gifts = useGifts();
  const catalogue = gifts.data ?? null;
  const failed = gifts.isError && !gifts.isFetching && !catalogue;
  const [picked, setSelected] = useState<GiftItem | null>(null);
  const selected = picked ?? catalogue?.list.find((g) => !g.locked) ?? null;
  const [sending, setSending] = useState(false);

  const balance = profile?.goldBalance ?? 0;
  const selectedName = selected ? giftName(selected.id, selected.name) : '';
  const selectedPrice = selected?.price ?? 0;
  const outOfGifts = catalogue?.remainingToday === 0;
  const upsell = (reason: 'coins' | 'premium') => {
    onClose();
    openUpsell({ reason, context: 'gift' });
  };

  const pick = (gift: GiftItem) => {
    if (gift.locked) {
      upsell('premium');
      return;
    }
    setSelected(gift);
  };

  const send = async () => {
    if (!selected) return;
    if (outOfGifts) return upsell('premium');
    if (balance < selected.price) return upsell('coins');
    setSending(true);
    onClose();
    await sendGift(sessionId, selected);
    setSending(false);
  };

  return (
    <>
      <div className="gift-sheet__status">
        <span className="gift-sheet__balance">
          <CoinIcon size={16} />
          <span className="num">{balance}</span>
          <span className="muted">
            <Trans>coins</Trans>
          </span>
        </span>
        {catalogue &&
          (catalogue.remainingToday === null ? (
            <span className="gift-sheet__limit gift-sheet__limit--vip">
              <CrownIcon size={14} />
              <Trans>Unlimited gifts</Trans>
            </span>
          ) : (
            <span className={`gift-sheet__limit${outOfGifts ? ' is-out' : ''}`} data-testid="gifts-left">
              <Plural value={catalogue.remainingToday} one="# gift left today" other="# gifts left today" />
            </span>
          ))}
      </div>

      {failed ? (
        <div className="feed-note">
          <p>
            <Trans>Could not load the gifts.</Trans>
          </p>
          <Button variant="msgGray" size="small" onClick={() => void gifts.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <ul className="gift-grid" aria-label={t`Gifts`}>
          {catalogue
            ? catalogue.list.map((g) => (
                <li key={g.id}>
                  <button
                    type="button"
                    aria-pressed={selected?.id === g.id}
                    className={`gift-tile${selected?.id === g.id ? ' is-selected' : ''}${g.locked ? ' is-locked' : ''}`}
                    onClick={() => pick(g)}
                    data-testid={`gift-${g.id}`}
                  >
                    {g.premiumOnly && (
                      // Always the crown the note under the grid speaks of; a locked one is greyed out.
                      <span className="gift-tile__vip" title={t`Premium only`}>
                        <CrownIcon size={11} />
                      </span>
                    )}
                    <span className="gift-tile__emoji" aria-hidden="true">
                      {g.emoji}
                    </span>
                    <span className="gift-tile__name">{giftName(g.id, g.name)}</span>
                    <span className="gift-tile__price num">
                      <CoinIcon size={12} />
                      {g.price}
                    </span>
                  </button>
                </li>
              ))
            : Array.from({ length: 8 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="gift-tile gift-tile--skeleton" />
                </li>
              ))}
        </ul>
      )}

      {outOfGifts ? (
        <Button variant="gold" size="big" block onClick={() => upsell('premium')} data-testid="gift-premium">
          <CrownIcon size={18} />
          <Trans>Get Premium for unlimited gifts</Trans>
        </Button>
      ) : (
        <Button variant="primary" size="big" block disabled={!selected} loading={sending} onClick={send} data-testid="gift-send">
          {selected ? (
            <Trans>
              Send {selectedName} · {selectedPrice} coins
            </Trans>
          ) : (
            <Trans>Pick a gift</Trans>
          )}
        </Button>
      )}
      <p className="gift-sheet__note muted">
        <Trans>Premium-only gifts are marked with a crown.</Trans>
      </p>
    </>
  );
}
