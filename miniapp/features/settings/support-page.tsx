import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { useAppConfig } from '../../state/config.js';
import { useProfile } from '../../state/profile.js';
import { brand } from '../../api/client.js';
import { Page } from '../../ui/page.js';
import { buttonClass } from '../../ui/button.js';
import { MailIcon, TelegramIcon } from '../../ui/icons.js';
import { platform } from '../../platform/index.js';
import { useLocalePath } from '../../ui/locale-path.js';

/** contact-us and customer-service: the brand's support address and its Telegram support. */
export function SupportPage({ kind }: { kind: 'contact' | 'service' }) {
  const config = useAppConfig();
  const profile = useProfile();
  const email = config?.brand.supportEmail ?? brand.supportEmail;
  const bot = config?.telegramBot;
  const telegramLink = bot ? `https://t.me/${bot.replace(/^@/, '')}` : (config?.brand.installLink ?? brand.installLink);
  const subject = encodeURIComponent(profile ? `Support request — UID ${profile.id}` : 'Support request');
  const uid = profile?.id;
  const to = useLocalePath();

  return (
    <Page
      back
      backFallback="/"
      title={kind === 'contact' ? <Trans>Contact us</Trans> : <Trans>Customer service</Trans>}
      testId={`support-${kind}`}
    >
      <div className="content content--narrow support">
        <div className="support__hero">
          <h2 className="support__title">
            {kind === 'contact' ? <Trans>We are here to help</Trans> : <Trans>Orders, payments and your account</Trans>}
          </h2>
          <p className="muted">
            {kind === 'contact' ? (
              <Trans>
                Questions, feedback or a problem with a character? Write to us and a real person answers, usually within 24 hours.
              </Trans>
            ) : (
              <Trans>
                For a payment that did not arrive, a refund request or a subscription question, contact us with your UID and the order time.
                We reply within 24 hours, every day.
              </Trans>
            )}
          </p>
          {uid && (
            <p className="support__uid num">
              <Trans>Your UID: {uid}</Trans>
            </p>
          )}
        </div>
        <a className={buttonClass('primary', 'big', true)} href={`mailto:${email}?subject=${subject}`} data-testid="support-email">
          <MailIcon size={20} />
          <span dir="ltr">{email}</span>
        </a>
        {telegramLink && (
          <button type="button" className={buttonClass('telegram', 'big', true)} onClick={() => platform().openLink(telegramLink)}>
            <TelegramIcon size={20} />
            <Trans>Support on Telegram</Trans>
          </button>
        )}
        {kind === 'service' && (
          <Link href={to('/coins/customer-service')} className={buttonClass('gold', 'big', true)} data-testid="support-pay-link">
            <Trans>Buy coins via customer service: up to 5% bonus</Trans>
          </Link>
        )}
      </div>
    </Page>
  );
}
