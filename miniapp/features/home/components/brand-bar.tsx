import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useProfile } from '../../../state/profile.js';
import { isLoggedInAtom } from '../../../state/session.js';
import { openLoginAtom } from '../../../state/popups.js';
import { brand } from '../../../api/client.js';
import { BoltIcon, CoinIcon, CrownIcon } from '../../../ui/icons.js';
import { Button } from '../../../ui/button.js';
import { MeetEntry } from '../../meet/components/meet-entry.js';

/** Logo and title; energy and coins for a logged-in user, a log-in button otherwise. */
export function BrandBar() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const profile = useProfile();
  const openLogin = useSetAtom(openLoginAtom);
  return (
    <header className="brand-bar">
      <Link href="/" className="brand-bar__brand">
        <img src={brand.logo} alt="" width={30} height={30} />
        <span className="brand-bar__title">{brand.title}</span>
      </Link>
      <div className="brand-bar__end">
        <MeetEntry />
        {loggedIn ? (
          <Link href="/settings" className="brand-bar__wallet" data-testid="wallet" aria-label={t`Your balance`}>
            {profile?.isVip && (
              <span className="pill pill--vip" title={t`Premium`}>
                <CrownIcon size={14} />
              </span>
            )}
            <span className="pill pill--energy" title={t`Energy`}>
              <BoltIcon size={14} />
              <span className="num">{profile ? profile.energy : '–'}</span>
            </span>
            <span className="pill pill--coins" title={t`Coins`}>
              <CoinIcon size={14} />
              <span className="num">{profile ? profile.goldBalance : '–'}</span>
            </span>
          </Link>
        ) : (
          <Button size="small" onClick={() => openLogin()} data-testid="login-open">
            <Trans>Log in</Trans>
          </Button>
        )}
      </div>
    </header>
  );
}
