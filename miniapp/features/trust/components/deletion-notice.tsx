import { useState } from 'react';
import { dateFormat } from '../../../i18n/date-format.js';
import { Trans } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { localeAtom } from '../../../state/locale.js';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { useDeletion, useDeletionSwitch } from '../api/trust.js';
import '../trust.css';

const SEEN_KEY = 'deletion-notice-seen';

/**
 * Shown once a session to an account in its deletion grace period (after signing in): keep the
 * account, or let the deletion go on.
 */
export function DeletionNotice() {
  const locale = useAtomValue(localeAtom);
  const [open, setOpen] = useState(() => sessionStorage.getItem(SEEN_KEY) !== '1');
  const { data } = useDeletion(open);
  const change = useDeletionSwitch();
  const close = () => {
    sessionStorage.setItem(SEEN_KEY, '1');
    setOpen(false);
  };
  if (!open || !data?.deleteAfter) return null;
  const when = dateFormat(locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(data.deleteAfter);
  return (
    <BottomPopup open onClose={close} title={<Trans>Your account is being deleted</Trans>} testId="deletion-notice">
      <div className="trust">
        <p>
          <Trans>You asked for your account to be deleted. It will be erased on {when}. Do you want to keep it?</Trans>
        </p>
        <Button
          size="big"
          block
          loading={change.isPending}
          onClick={() => change.mutate(false, { onSuccess: close })}
          data-testid="deletion-notice-keep"
        >
          <Trans>Keep my account</Trans>
        </Button>
        <Button variant="textLink" block onClick={close}>
          <Trans>Continue with the deletion</Trans>
        </Button>
      </div>
    </BottomPopup>
  );
}
