import { Trans, useLingui } from '@lingui/react/macro';
import { dateFormat } from '../../i18n/date-format.js';
import { useAtomValue } from 'jotai';
import { DELETION_GRACE_DAYS } from '../../../shared/trust.js';
import { localeAtom } from '../../state/locale.js';
import { Page } from '../../ui/page.js';
import { Button } from '../../ui/button.js';
import { confirmModal } from '../../ui/confirm-modal.js';
import { useDeletion, useDeletionSwitch } from './api/trust.js';
import './trust.css';

/** `/settings/delete-account`: the danger zone. Deletion waits out a grace period, cancellable. */
export function DeleteAccountPage() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { data } = useDeletion();
  const change = useDeletionSwitch();
  const days = DELETION_GRACE_DAYS;
  const when = data?.deleteAfter ? dateFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(data.deleteAfter) : '';

  const ask = async () => {
    const ok = await confirmModal({
      title: t`Delete your account?`,
      content: t`Your chats, characters, photos and profile will be erased after ${days} days. Sign in before then to keep your account.`,
      okText: t`Delete account`,
      cancelText: t`Cancel`,
    });
    if (ok) change.mutate(true);
  };

  return (
    <Page title={<Trans>Delete account</Trans>} back backFallback="/settings" testId="delete-account">
      <div className="content content--narrow trust">
        <section className="trust-card trust-danger" data-testid="deletion-state">
          {data?.deleteAfter ? (
            <p>
              <Trans>Your account will be deleted on {when}. Until then you can keep it.</Trans>
            </p>
          ) : (
            <p>
              <Trans>
                Deleting your account erases your chats, characters, photos and profile after a {days}-day grace period. Purchase records
                are kept for accounting, without your name.
              </Trans>
            </p>
          )}
        </section>
        {data?.deleteAfter ? (
          <Button size="big" block loading={change.isPending} onClick={() => change.mutate(false)} data-testid="deletion-cancel">
            <Trans>Keep my account</Trans>
          </Button>
        ) : (
          <Button variant="cancel" size="big" block loading={change.isPending} onClick={() => void ask()} data-testid="deletion-ask">
            <Trans>Delete account</Trans>
          </Button>
        )}
      </div>
    </Page>
  );
}
