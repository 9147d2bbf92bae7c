import { dateFormat } from '../../i18n/date-format.js';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLedger } from './api/ledger.js';
import { isLoggedInAtom } from '../../state/session.js';
import { openLoginAtom } from '../../state/popups.js';
import { localeAtom } from '../../state/locale.js';
import { Page } from '../../ui/page.js';
import { useLoadMoreSentinel } from '../../ui/load-more.js';
import { Button } from '../../ui/button.js';
import { Skeleton } from '../../ui/skeleton.js';
import { BoltIcon, CoinIcon } from '../../ui/icons.js';
import { useReasonLabel } from './components/reason-label.js';

/** The energy and coin ledger, newest first, loading more as it scrolls. */
export function CoinDetailsPage() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const locale = useAtomValue(localeAtom);
  const reasonLabel = useReasonLabel();
  const { rows, done, loading, loadMore } = useLedger();
  const sentinel = useLoadMoreSentinel(loadMore, loggedIn && !done);

  const format = dateFormat(locale, { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
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
            <ul className="ledger">
              {rows.map((row) => (
                <li key={row.id} className="ledger__row" data-testid="ledger-row">
                  <span className={`ledger__icon ledger__icon--${row.currency}`}>
                    {row.currency === 'gold' ? <CoinIcon size={18} /> : <BoltIcon size={18} />}
                  </span>
                  <span className="ledger__what">
                    <span className="ledger__reason">{reasonLabel(row.reason)}</span>
                    <span className="ledger__time num">{format.format(row.createTime)}</span>
                  </span>
                  <span className="ledger__amounts">
                    <span className={`ledger__amount num${row.amount >= 0 ? ' is-in' : ''}`} dir="ltr">
                      {row.amount > 0 ? `+${row.amount}` : row.amount}
                    </span>
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
                <CoinIcon size={44} className="empty__icon empty__icon--gold" />
                <p className="empty__title">
                  <Trans>No coin activity yet</Trans>
                </p>
                <p className="muted">
                  <Trans>Energy and coins you earn or spend will be listed here.</Trans>
                </p>
              </div>
            )}
            <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} />
          </>
        )}
      </div>
    </Page>
  );
}
