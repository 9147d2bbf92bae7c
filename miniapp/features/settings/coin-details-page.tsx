import { Tabs } from '../../ui/tabs.js';
import { useState } from 'react';
import { useSearch } from 'wouter';
import { dateFormat } from '../../i18n/date-format.js';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLedger, type Balance } from './api/ledger.js';
import { isLoggedInAtom } from '../../state/session.js';
import { openLoginAtom } from '../../state/popups.js';
import { localeAtom } from '../../state/locale.js';
import { Page } from '../../ui/page.js';
import { useLoadMoreSentinel } from '../../ui/load-more.js';
import { Button } from '../../ui/button.js';
import { Skeleton } from '../../ui/skeleton.js';
import { BoltIcon, CoinIcon } from '../../ui/icons.js';
import { SignedAmount } from '../../ui/signed-amount.js';
import { useReasonLabel } from './components/reason-label.js';
import '../home/feed-parts.css';

/**
 * The coin and the energy ledgers, each under its own tab (`?tab=energy` opens the second), newest
 * first, loading more as it scrolls: one list mixed a welcome bonus of energy and its energy
 * balance in among the coins.
 */
export function CoinDetailsPage() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const [tab, setTab] = useState<Balance>(new URLSearchParams(useSearch()).get('tab') === 'energy' ? 'energy' : 'gold');
  const tabs: { value: Balance; label: string }[] = [
    { value: 'gold', label: t`Coins` },
    { value: 'energy', label: t`Energy` },
  ];

  return (
    <Page back backFallback="/" title={<Trans>Coin details</Trans>} testId="coin-details">
      <div className="content content--narrow">
        {!loggedIn ? (
          <div className="empty">
            <CoinIcon size={44} className="empty__icon empty__icon--gold" />
            <p className="empty__title">
              <Trans>Log in to see your coins and energy history</Trans>
            </p>
            <Button onClick={() => openLogin()}>
              <Trans>Log in</Trans>
            </Button>
          </div>
        ) : (
          <>
            <Tabs tabs={tabs} value={tab} onChange={setTab} label={t`Coin details`} testIdPrefix="ledger-tab" />
            <LedgerList key={tab} currency={tab} />
          </>
        )}
      </div>
    </Page>
  );
}

function LedgerList({ currency }: { currency: Balance }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const reasonLabel = useReasonLabel();
  const { rows, done, loading, loadMore } = useLedger(currency);
  const sentinel = useLoadMoreSentinel(loadMore, !done);
  const format = dateFormat(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  const coins = currency === 'gold';
  const Icon = coins ? CoinIcon : BoltIcon;

  return (
    <>
      <ul className="ledger" role="tabpanel" data-testid={`ledger-${currency}`}>
        {rows.map((row) => (
          <li key={row.id} className="ledger__row" data-testid="ledger-row">
            <span className={`ledger__icon ledger__icon--${row.currency}`}>
              <Icon size={18} />
            </span>
            <span className="ledger__what">
              <span className="ledger__reason">{reasonLabel(row.reason)}</span>
              <span className="ledger__time num">{format.format(row.createTime)}</span>
            </span>
            <span className="ledger__amounts">
              <SignedAmount value={row.amount} className={`ledger__amount${row.amount >= 0 ? ' is-in' : ''}`} testId="ledger-amount" />
              <span className="ledger__after num">{t`Balance ${row.balanceAfter}`}</span>
            </span>
          </li>
        ))}
        {loading &&
          Array.from({ length: 4 }, (_, i) => (
            <li key={`s${i}`} className="ledger__row">
              <Skeleton style={{ width: '100%', height: 36 }} />
            </li>
          ))}
      </ul>
      {done && rows.length === 0 && (
        <div className="empty" data-testid="ledger-empty">
          <Icon size={44} className={`empty__icon${coins ? ' empty__icon--gold' : ''}`} />
          <p className="empty__title">{coins ? <Trans>No coin activity yet</Trans> : <Trans>No energy activity yet</Trans>}</p>
          <p className="muted">
            {coins ? (
              <Trans>Coins you buy, earn or spend will be listed here.</Trans>
            ) : (
              <Trans>Energy you earn or spend will be listed here.</Trans>
            )}
          </p>
        </div>
      )}
      <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} />
    </>
  );
}
