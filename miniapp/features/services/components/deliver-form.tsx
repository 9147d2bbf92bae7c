import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ServiceOrder } from '../../../../shared/schemas/service-orders.js';
import { SERVICE_PHOTOS_MAX, SERVICE_REPLY_MAX } from '../../../../shared/service-orders.js';
import { useOwnPhotos } from '../api/service-orders.js';
import { Button } from '../../../ui/button.js';
import { useTextDir } from '../../../i18n/text-direction.js';

/**
 * The creator's delivery: a text and up to six photos from her gallery (draw more with the image
 * generator first). Sent, it arrives in the buyer's chat with her and the work is marked done.
 */
export function DeliverForm({
  order,
  busy,
  onDeliver,
}: {
  order: ServiceOrder;
  busy: boolean;
  onDeliver: (text: string, photoIds: string[]) => void;
}) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const own = useOwnPhotos(order.characterId);
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = (id: string) =>
    setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : p.length < SERVICE_PHOTOS_MAX ? [...p, id] : p));
  const photos = own.data?.list ?? [];
  return (
    <div className="services__deliver" data-testid="service-deliver-form">
      <textarea
        className="services__text"
        dir={dirOf(text)}
        rows={6}
        maxLength={SERVICE_REPLY_MAX}
        value={text}
        placeholder={t`Write the piece, or a note to go with the photos…`}
        onChange={(e) => setText(e.target.value)}
        data-testid="service-deliver-text"
      />
      {photos.length > 0 && (
        <>
          <p className="muted services__small">
            <Trans>
              Add photos of her ({picked.length}/{SERVICE_PHOTOS_MAX})
            </Trans>
          </p>
          <div className="services__pick">
            {photos.map((p) => (
              <button
                key={p.id}
                type="button"
                aria-pressed={picked.includes(p.id)}
                className={`services__pick-photo${picked.includes(p.id) ? ' services__pick-photo--on' : ''}`}
                onClick={() => toggle(p.id)}
                data-testid="service-pick-photo"
              >
                <img src={p.url} alt="" />
              </button>
            ))}
          </div>
        </>
      )}
      <Button size="small" disabled={!text.trim()} loading={busy} onClick={() => onDeliver(text, picked)} data-testid="service-deliver">
        <Trans>Deliver and mark done</Trans>
      </Button>
    </div>
  );
}
