import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { energy } from '../../../../shared/constants.js';
import { shareInvite } from '../../../platform/share-invite.js';
import { useAppConfig } from '../../../state/config.js';
import { showToastAtom } from '../../../state/toasts.js';
import { Button } from '../../../ui/button.js';
import { HeartIcon } from '../../../ui/icons.js';

/** The referral link: the bot's deep link when there is a bot, else the site with the `c` (channel) parameter. */
export function referralLink(uid: string, bot: string | null | undefined): string {
  const payload = `ref_${uid}`;
  return bot ? `https://t.me/${bot}?start=${payload}` : `${window.location.origin}/?c=${payload}`;
}

/** Invite a friend: 10 energy for every new friend who joins through the link (spec §9). */
export function InviteCard({ uid }: { uid: string }) {
  const { t } = useLingui();
  const bot = useAppConfig()?.telegramBot;
  const toast = useSetAtom(showToastAtom);
  const link = referralLink(uid, bot);
  const reward = energy.inviteEnergy;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({ text: t`Link copied`, tone: 'success' });
    } catch {
      toast(t`Copy the link by selecting it`);
    }
  };
  const share = async () => {
    const shared = await shareInvite(link, t`Chat with me on this AI companion app`);
    if (!shared) await copy();
  };

  return (
    <section className="coins-card invite" aria-labelledby="invite-title" data-testid="invite-card">
      <div className="invite__head">
        <span className="invite__icon" aria-hidden="true">
          <HeartIcon size={22} />
        </span>
        <div>
          <h2 className="coins-card__title" id="invite-title">
            <Trans>Invite friends</Trans>
          </h2>
          <p className="muted">
            <Trans>Get {reward} energy for every friend who joins with your link.</Trans>
          </p>
        </div>
      </div>
      <div className="invite__link">
        <input
          readOnly
          dir="ltr"
          value={link}
          aria-label={t`Your invite link`}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="invite-link"
        />
        <Button variant="msgGray" size="small" onClick={() => void copy()}>
          <Trans>Copy</Trans>
        </Button>
      </div>
      <Button variant="primary" block onClick={() => void share()} data-testid="invite-share">
        <Trans>Share invite link</Trans>
      </Button>
    </section>
  );
}
