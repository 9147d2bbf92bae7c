import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ServiceOrder } from '../../../../shared/schemas/service-orders.js';
import { ServiceOrderStatus as S } from '../../../../shared/service-orders.js';
import { CoinIcon } from '../../../ui/icons.js';
import { useServiceLabels } from './labels.js';
import { dateFormat } from '../../../i18n/date-format.js';
import { useShownNick } from '../../../ui/nick.js';
import { useTextDir } from '../../../i18n/text-direction.js';

/** One order as a card: who, what, price, state, the brief, the delivery; actions below. */
export function OrderCard({ order, children }: { order: ServiceOrder; children?: ReactNode }) {
  const dirOf = useTextDir();
  const { i18n } = useLingui();
  const labels = useServiceLabels();
  const shownNick = useShownNick();
  const buyer = shownNick(order.buyerNick);
  const tone = order.status === S.done ? 'ok' : order.status >= S.cancelled ? 'off' : 'open';
  const due = order.dueAt ? dateFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(order.dueAt) : null;
  return (
    <article className="services__card" data-testid="service-order-card" data-status={order.status}>
      <header className="services__card-head">
        {/* A character deleted with her creator's account has no name or portrait left: a blank disc, the kind as the title. */}
        {order.characterAvatar ? (
          <img className="services__avatar services__avatar--small" src={order.characterAvatar} alt="" />
        ) : (
          <span className="services__avatar services__avatar--small" aria-hidden="true" />
        )}
        <div className="services__card-title">
          {order.characterName && <b dir={dirOf(order.characterName)}>{order.characterName}</b>}
          <span className="muted">{labels.kind(order.kind).name}</span>
        </div>
        <span className="services__price num">
          <CoinIcon size={14} /> {order.role === 'provider' ? order.creatorAmount : order.price}
        </span>
      </header>
      <p className={`services__status services__status--${tone}`} data-testid="service-status">
        {labels.status(order.status)}
      </p>
      {order.role === 'provider' && tone === 'open' && (
        <p className="muted services__small">
          <Trans>
            Ordered by <span dir={dirOf(buyer)}>{buyer}</span>: you receive {order.creatorAmount} of {order.price} coins when it is done
          </Trans>
        </p>
      )}
      <p className="services__brief" dir={dirOf(order.brief)}>
        {order.brief}
      </p>
      {order.reply && (
        <div className="services__reply">
          <p dir={dirOf(order.reply)}>{order.reply}</p>
          {order.photos.length > 0 && (
            <div className="services__photos">
              {order.photos.map((p) => (
                <img key={p.id} src={p.url} alt="" />
              ))}
            </div>
          )}
        </div>
      )}
      {order.rejectReason && (
        <p className="muted services__small">
          <Trans>Creator's note: {order.rejectReason}</Trans>
        </p>
      )}
      {due && (
        <p className="muted services__small">
          {order.status === S.delivered ? (
            <Trans>Completes by itself on {due}</Trans>
          ) : (
            <Trans>Refunded by itself if not done by {due}</Trans>
          )}
        </p>
      )}
      {children && <div className="services__actions">{children}</div>}
    </article>
  );
}
