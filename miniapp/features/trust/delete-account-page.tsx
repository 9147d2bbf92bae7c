import { Trans, useLingui } from '@lingui/react/macro';
import { dateFormat } from '../../i18n/date-format.js';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { clearTokenAtom } from '../../state/session.js';
import { showToastAtom } from '../../state/toasts.js';
import { useLocalePath } from '../../ui/locale-path.js';
import { ROLES_PATH } from '../landing/landing-origin.js';
import { DELETION_GRACE_DAYS } from '../../../shared/trust.js';
import { localeAtom } from '../../state/locale.js';
import { Page } from '../../ui/page.js';
import { Button } from '../../ui/button.js';
import { confirmModal } from '../../ui/confirm-modal.js';
import { deletionQuery, useDeletion, useDeletionSwitch, useRequestDeletion } from './api/trust.js';
import './trust.css';

/**
 * `/settings/delete-account`: the danger zone. Deletion waits out a grace period, cancellable:
 * asking for it signs the user out, as the confirmation says ("sign in before then").
 */
export function DeleteAccountPage() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { data } = useDeletion();
  const change = useDeletionSwitch();
  const erase = useRequestDeletion();
  const [, navigate] = useLocation();
  const to = useLocalePath();
  const client = useQueryClient();
  const clearToken = useSetAtom(clearTokenAtom);
  const toast = useSetAtom(showToastAtom);
  const days = DELETION_GRACE_DAYS;
  const when = data?.deleteAfter ? dateFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(data.deleteAfter) : '';

  // Asking stops every renewal at once (server/domain/trust/deletion.ts): said before the user confirms.
  const renewals = t`Premium stops renewing now; what you have paid for lasts until it ends.`;

  const ask = async () => {
    const ok = await confirmModal({
      title: t`Delete your account?`,
      content: `${t`Your chats, characters, photos and profile will be erased after ${days} days. Sign in before then to keep your account.`} ${renewals}`,
      okText: t`Delete account`,
      cancelText: t`Cancel`,
    });
    if (!ok) return;
    erase.mutate(undefined, {
      onSuccess: (deleteAfter) => {
        // Signed out, back to the app's start; the keep-it sheet waits for a sign-in within the grace period.
        navigate(to(ROLES_PATH), { replace: true });
        clearToken();
        client.removeQueries({ queryKey: deletionQuery().queryKey });
        const date = deleteAfter ? dateFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(deleteAfter) : '';
        toast({
          text: date
            ? t`You are signed out. Your account will be deleted on ${date}; sign in before then to keep it.`
            : t`You are signed out. Sign in within ${days} days to keep your account.`,
          tone: 'success',
        });
      },
    });
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
              </Trans>{' '}
              {renewals}
            </p>
          )}
        </section>
        {data?.deleteAfter ? (
          <Button size="big" block loading={change.isPending} onClick={() => change.mutate(false)} data-testid="deletion-cancel">
            <Trans>Keep my account</Trans>
          </Button>
        ) : (
          <Button variant="cancel" size="big" block loading={erase.isPending} onClick={() => void ask()} data-testid="deletion-ask">
            <Trans>Delete account</Trans>
          </Button>
        )}
      </div>
    </Page>
  );
}
