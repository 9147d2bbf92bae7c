import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useProfile } from '../../../state/profile.js';
import { isLoggedInAtom } from '../../../state/session.js';
import { openLoginAtom } from '../../../state/popups.js';
import { BoltIcon, CoinIcon, CrownIcon, UserIcon } from '../../../ui/icons.js';
import { Button } from '../../../ui/button.js';
import { Skeleton } from '../../../ui/skeleton.js';
import { PremiumLine } from './premium-line.js';
import { useShownNick } from '../../../ui/nick.js';
import { PencilIcon } from '../../chat/components/chat-icons.js';
import { NameSheet } from './name-sheet.js';
import { useTextDir } from '../../../i18n/text-direction.js';

/** Nick (editable), uid, energy, coins and the Premium state; a log-in call to action for visitors. */
export function ProfileCard() {
  const dirOf = useTextDir();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const profile = useProfile();
  const openLogin = useSetAtom(openLoginAtom);
  const shownNick = useShownNick();
  const { t } = useLingui();
  const [editing, setEditing] = useState(false);

  if (!loggedIn) {
    return (
      <section className="profile-card profile-card--guest">
        <span className="profile-card__avatar">
          <UserIcon size={28} />
        </span>
        <div className="profile-card__who">
          <div className="profile-card__nick">
            <Trans>Guest</Trans>
          </div>
          <div className="profile-card__sub">
            <Trans>Log in to keep your chats and coins.</Trans>
          </div>
        </div>
        <Button size="small" onClick={() => openLogin()} data-testid="settings-login">
          <Trans>Log in</Trans>
        </Button>
      </section>
    );
  }
  if (!profile) {
    return (
      <section className="profile-card" aria-busy="true">
        <Skeleton round style={{ width: 56, height: 56 }} />
        <div className="profile-card__who">
          <Skeleton style={{ width: 120, height: 18, marginBlockEnd: 8 }} />
          <Skeleton style={{ width: 160, height: 12 }} />
        </div>
      </section>
    );
  }
  return (
    <section className="profile-card" data-testid="profile-card">
      <div className="profile-card__top">
        {profile.avatar ? (
          <img className="profile-card__avatar" src={profile.avatar} alt="" width={56} height={56} />
        ) : (
          <span className="profile-card__avatar">{shownNick(profile.nick).slice(0, 1).toUpperCase()}</span>
        )}
        <div className="profile-card__who">
          <div className="profile-card__name">
            <span className="profile-card__nick" dir={dirOf(shownNick(profile.nick))} data-testid="profile-nick">
              {shownNick(profile.nick)}
            </span>
            <button
              type="button"
              className="profile-card__edit"
              onClick={() => setEditing(true)}
              aria-label={t`Edit your name`}
              title={t`Edit your name`}
              data-testid="profile-edit-name"
            >
              <PencilIcon size={16} />
            </button>
          </div>
          <div className="profile-card__sub num">
            <Trans>UID: {profile.id}</Trans>
          </div>
        </div>
        <span className={`profile-card__plan${profile.isVip ? ' is-vip' : ''}`}>
          <CrownIcon size={14} />
          <PremiumLine profile={profile} />
        </span>
      </div>
      <div className="profile-card__stats">
        <div className="stat">
          <BoltIcon size={18} className="stat__icon stat__icon--energy" />
          <span className="stat__value num" data-testid="profile-energy">
            {profile.energy}
            <span className="stat__cap">/{profile.energyCap}</span>
          </span>
          <span className="stat__label">
            <Trans>Energy</Trans>
          </span>
        </div>
        <div className="stat">
          <CoinIcon size={18} className="stat__icon stat__icon--coins" />
          <span className="stat__value num" data-testid="profile-coins">
            {profile.goldBalance}
          </span>
          <span className="stat__label">
            <Trans>Coins</Trans>
          </span>
        </div>
      </div>
      {editing && <NameSheet nick={profile.nick} onClose={() => setEditing(false)} />}
    </section>
  );
}
