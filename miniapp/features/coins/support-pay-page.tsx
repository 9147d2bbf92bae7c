import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { energy } from '../../../shared/constants.js';
import { money } from '../../../shared/currency.js';
import { goldItemsQuery } from '../../api/order.js';
import { brand } from '../../api/client.js';
import { useAppConfig } from '../../state/config.js';
import { Page } from '../../ui/page.js';
import { Skeleton } from '../../ui/skeleton.js';
import { buttonClass } from '../../ui/button.js';
import { MailIcon, TelegramIcon } from '../../ui/icons.js';
import { platform } from '../../platform/index.js';
import { useShownCurrency } from '../premium/api/geo.js';
import { useSupportOrder } from './api/support-pay.js';
import './support-pay.css';

/** 5% rounded down, as the server credits it. */
const bonusOf = (coins: number) => Math.floor((coins * energy.supportChannelBonusPct) / 100);

/**
 * `/coins/customer-service`: the customer-service payment channel. The user picks a pack, gets an
 * order at the server's price and sends its number to customer service, who takes the payment; when
 * they confirm it the coins arrive with up to 5% more (docs/money.md).
 */
export function SupportPayPage() {
  const { i18n } = useLingui();
  const packs = useQuery(goldItemsQuery);
  const order = useSupportOrder();
  const config = useAppConfig();
  const [picked, setPicked] = useState<string | null>(null);
  const shown = useShownCurrency();
  const email = config?.brand.supportEmail ?? brand.supportEmail;
  const bot = config?.telegramBot;
  const telegramLink = bot ? `https://t.me/${bot.replace(/^@/, '')}` : null;
  const placed = order.data;
  const subject = encodeURIComponent(placed ? `Coin order ${placed.orderId} — pay via customer service` : 'Pay via customer service');

  return (
    <Page back backFallback="/coins" title={<Trans>Pay via customer service</Trans>} testId="support-pay">
      <div className="content content--narrow sp">
        <p className="sp__lead">
          <Trans>Pay a support agent directly and get up to {energy.supportChannelBonusPct}% bonus coins on top of your pack.</Trans>
        </p>
        {!placed && (
          <>
            {!packs.data && <Skeleton className="sp__skeleton" />}
            <div className="sp__packs" role="radiogroup">
              {packs.data?.map((p) => {
                const coins = p.gold + p.bonus;
                return (
                  <button
                    key={p.id}
                    type="button"
                    role="radio"
                    aria-checked={picked === p.id}
                    className={`sp__pack${picked === p.id ? ' is-selected' : ''}`}
                    onClick={() => setPicked(p.id)}
                    data-testid="support-pack"
                  >
                    <span className="sp__coins num">{coins}</span>
                    <span className="sp__bonus num" data-testid="support-bonus">
                      <Trans>
                        <bdi dir="ltr">+{bonusOf(coins)}</bdi> bonus
                      </Trans>
                    </span>
                    <span className="sp__price num">{money(p.price, 'USD', i18n.locale)}</span>
                  </button>
                );
              })}
            </div>
            {shown !== 'USD' && (
              <p className="sp__note">
                <Trans>Customer service tells you the amount in your currency.</Trans>
              </p>
            )}
            <button
              type="button"
              className={buttonClass('gold', 'big', true)}
              disabled={!picked || order.isPending}
              onClick={() => picked && order.mutate(picked)}
              data-testid="support-order"
            >
              <Trans>Get my order number</Trans>
            </button>
          </>
        )}
        {placed && (
          <div className="sp__placed" data-testid="support-placed">
            <p>
              <Trans>
                Send this order number to customer service. Your coins and the bonus arrive as soon as they confirm the payment.
              </Trans>
            </p>
            <p className="sp__order num" dir="ltr">
              {placed.orderId}
            </p>
            <a className={buttonClass('primary', 'big', true)} href={`mailto:${email}?subject=${subject}`}>
              <MailIcon size={20} />
              <span dir="ltr">{email}</span>
            </a>
            {telegramLink && (
              <button type="button" className={buttonClass('telegram', 'big', true)} onClick={() => platform().openLink(telegramLink)}>
                <TelegramIcon size={20} />
                <Trans>Support on Telegram</Trans>
              </button>
            )}
          </div>
        )}
      </div>
    </Page>
  );
}
