import { useState, type FormEvent } from 'react';
import { dateFormat } from '../../i18n/date-format.js';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { isLoggedInAtom } from '../../state/session.js';
import { localeAtom } from '../../state/locale.js';
import { showToastAtom } from '../../state/toasts.js';
import { Page } from '../../ui/page.js';
import { Link } from 'wouter';
import { Button, buttonClass } from '../../ui/button.js';
import { EmptyState } from '../../ui/empty-state.js';
import { platform } from '../../platform/index.js';
import { useAppConfig } from '../../state/config.js';
import { confirmModal } from '../../ui/confirm-modal.js';
import { CardIcon, LockIcon } from '../../ui/icons.js';
import { useSubscriptionChanges, useSubscriptionInfo } from './api/subscription.js';
import { ManageGate } from './components/manage-gate.js';
import './premium-manage.css';

const digits = (s: string) => s.replace(/\D/g, '');
/** "4242424242424242" → "4242 4242 4242 4242" while typing. */
const groupCardNumber = (s: string) =>
  digits(s)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
/** "1229" → "12/29" while typing. */
function formatExpiry(s: string): string {
  const d = digits(s).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}
function expiryError(value: string, now: Date): boolean {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(value);
  if (!m) return true;
  const year = 2000 + Number(m[2]);
  const month = Number(m[1]);
  return year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
}

/** `/settings/credit-card-manage`: the linked card (brand and last 4 digits), link one, unlink it. */
export function CardsPage() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const toast = useSetAtom(showToastAtom);
  const locale = useAtomValue(localeAtom);
  const { info, status, reload } = useSubscriptionInfo();
  const { unlinkCard } = useSubscriptionChanges();
  const card = info?.card ?? null;
  // Whether this deployment takes cards, on this host (a card already linked stays manageable);
  // undefined until the configuration is known.
  const config = useAppConfig();
  const canLink = config ? platform().payMethods(config.payMethods).includes('OceanPayment') : undefined;

  const unlink = async () => {
    if (!card) return;
    const ok = await confirmModal({
      title: t`Unlink this card?`,
      content: info?.subscription
        ? t`Without a card your subscription will not renew. Premium stays until the end of the paid period.`
        : t`You can link a card again at any time.`,
      okText: t`Unlink`,
      cancelText: t`Keep card`,
      okVariant: 'msgGray',
    });
    if (!ok) return;
    unlinkCard.mutate(card.id, { onSuccess: () => toast({ text: t`Card unlinked`, tone: 'success' }) });
  };

  return (
    <Page back backFallback="/settings" title={<Trans>Payment cards</Trans>} testId="premium-cards">
      <div className="content content--narrow manage">
        <ManageGate
          loggedIn={loggedIn}
          status={status}
          icon={<CardIcon size={44} />}
          loginTitle={<Trans>Log in to manage your cards</Trans>}
          errorTitle={<Trans>Your cards could not be loaded.</Trans>}
          onRetry={reload}
        >
          {card && (
            <>
              <section className="pay-card" data-testid="linked-card" dir="ltr">
                <span className="pay-card__brand">{card.brand}</span>
                <span className="pay-card__chip" aria-hidden="true" />
                <span className="pay-card__number num">•••• •••• •••• {card.last4}</span>
                <span className="pay-card__since">
                  <Trans>Linked on {dateFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(card.createTime)}</Trans>
                </span>
              </section>
              <p className="muted manage-footnote">
                <Trans>This card pays for your subscription renewals.</Trans>
              </p>
              <Button
                variant="cancel"
                size="big"
                block
                loading={unlinkCard.isPending}
                onClick={() => void unlink()}
                data-testid="card-unlink"
              >
                <Trans>Unlink card</Trans>
              </Button>
            </>
          )}
          {!card && canLink && <CardForm onLinked={() => toast({ text: t`Card linked`, tone: 'success' })} />}
          {!card && canLink === false && (
            // No card gateway on this deployment (or here: inside Telegram, Stars pay): a form that
            // could only fail is not shown.
            <EmptyState
              icon={<CardIcon size={44} />}
              title={<Trans>Cards cannot be linked here yet</Trans>}
              testId="cards-unavailable"
              action={
                <Link href="/settings/customer-service" className={buttonClass('textLink', 'default', true)}>
                  <Trans>Contact customer service</Trans>
                </Link>
              }
            />
          )}
        </ManageGate>
      </div>
    </Page>
  );
}

function CardForm({ onLinked }: { onLinked: () => void }) {
  const { t } = useLingui();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const { linkCard } = useSubscriptionChanges();
  const [today] = useState(() => new Date());

  const errors = {
    number: digits(number).length < 12 ? t`Enter the card number` : '',
    expiry: expiryError(expiry, today) ? t`Enter a valid expiry date (MM/YY)` : '',
    cvc: !/^\d{3,4}$/.test(cvc) ? t`Enter the 3 or 4 digit security code` : '',
  };
  const valid = !errors.number && !errors.expiry && !errors.cvc;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!valid || linkCard.isPending) return;
    // The security code is checked here only: the server keeps no more than brand and last 4 digits.
    // A refusal (declined, expired, not a test card): the client showed the server's message.
    // The form goes once the card is cached, so the toast follows the call, not this form.
    linkCard
      .mutateAsync({ cardNumber: digits(number), expiry, ...(name.trim() && { holderName: name.trim() }) })
      .then(onLinked, () => undefined);
  };

  const field = (key: keyof typeof errors) =>
    tried && errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `card-${key}-error` } : {};

  return (
    <form className="card-form" onSubmit={submit} noValidate data-testid="card-form">
      <div className="card-form__head">
        <CardIcon size={24} />
        <div>
          <h2 className="card-form__title">
            <Trans>Link a card</Trans>
          </h2>
          <p className="muted">
            <Trans>A linked card renews your subscription and lets you resume it after cancelling.</Trans>
          </p>
        </div>
      </div>
      <label className="card-form__field">
        <span>
          <Trans>Card number</Trans>
        </span>
        <input
          dir="ltr"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          value={number}
          onChange={(e) => setNumber(groupCardNumber(e.target.value))}
          {...field('number')}
          data-testid="card-number"
        />
        {tried && errors.number && (
          <span className="card-form__error" id="card-number-error">
            {errors.number}
          </span>
        )}
      </label>
      <div className="card-form__row">
        <label className="card-form__field">
          <span>
            <Trans>Expiry</Trans>
          </span>
          <input
            dir="ltr"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t({ message: 'MM/YY', comment: 'Card expiry placeholder: month and year letters as in the expiry error message' })}
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.target.value))}
            {...field('expiry')}
            data-testid="card-expiry"
          />
          {tried && errors.expiry && (
            <span className="card-form__error" id="card-expiry-error">
              {errors.expiry}
            </span>
          )}
        </label>
        <label className="card-form__field">
          <span>
            <Trans>Security code</Trans>
          </span>
          <input
            dir="ltr"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="CVC"
            maxLength={4}
            value={cvc}
            onChange={(e) => setCvc(digits(e.target.value).slice(0, 4))}
            {...field('cvc')}
            data-testid="card-cvc"
          />
          {tried && errors.cvc && (
            <span className="card-form__error" id="card-cvc-error">
              {errors.cvc}
            </span>
          )}
        </label>
      </div>
      <label className="card-form__field">
        <span>
          <Trans>Name on card (optional)</Trans>
        </span>
        <input autoComplete="cc-name" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
      </label>
      <Button type="submit" variant="gold" size="big" block loading={linkCard.isPending} data-testid="card-submit">
        <Trans>Link card</Trans>
      </Button>
      <p className="card-form__secure">
        <LockIcon size={14} />
        <Trans>Only the card brand and last 4 digits are stored.</Trans>
      </p>
    </form>
  );
}
