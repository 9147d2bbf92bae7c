import { useAtomValue, useSetAtom } from 'jotai';
import { dateFormat } from '../../../i18n/date-format.js';
import { Trans, useLingui } from '@lingui/react/macro';
import { localeAtom } from '../../../state/locale.js';
import { showToastAtom } from '../../../state/toasts.js';
import { Button } from '../../../ui/button.js';
import { CrownIcon } from '../../../ui/icons.js';
import { useEditStarsSubscription, useStarsSubscription } from '../api/stars-subscription.js';

/**
 * Premium bought in Telegram as a Stars subscription: Telegram renews it every 30 days; cancelling
 * or resuming goes through Telegram (the server calls editUserStarSubscription). Renders nothing
 * without one, so the card subscription's controls show instead.
 */
export function StarsSubscription() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const toast = useSetAtom(showToastAtom);
  const sub = useStarsSubscription();
  const edit = useEditStarsSubscription();
  if (!sub) return null;
  const until = dateFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(sub.expiresAt);
  const stars = sub.stars;
  const change = (cancel: boolean) =>
    edit.mutate(cancel, {
      onSuccess: () => toast({ text: cancel ? t`Premium stays until ${until}` : t`Your subscription will renew again`, tone: 'success' }),
    });

  return (
    <section className="manage-card manage-card--gold" data-testid="stars-subscription">
      <div className="manage-card__row">
        <CrownIcon size={28} className="manage-card__crown" />
        <div className="manage-card__what">
          <p className="manage-card__title">
            <Trans>Telegram Stars subscription</Trans>
          </p>
          <p className="muted num">
            <Trans>{stars} ⭐ every 30 days</Trans>
          </p>
        </div>
      </div>
      <p className="manage-card__date" data-testid="stars-subscription-date">
        {sub.canceled ? <Trans>Premium stays until {until}. It will not renew.</Trans> : <Trans>Renews on {until}</Trans>}
      </p>
      <Button
        variant={sub.canceled ? 'gold' : 'cancel'}
        size="big"
        block
        loading={edit.isPending}
        onClick={() => change(!sub.canceled)}
        data-testid={sub.canceled ? 'stars-subscription-resume' : 'stars-subscription-cancel'}
      >
        {sub.canceled ? <Trans>Resume subscription</Trans> : <Trans>Cancel subscription</Trans>}
      </Button>
    </section>
  );
}
