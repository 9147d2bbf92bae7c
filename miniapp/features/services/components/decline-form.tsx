import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SERVICE_REJECT_REASON_MAX } from '../../../../shared/service-orders.js';
import { Button } from '../../../ui/button.js';
import { useTextDir } from '../../../i18n/text-direction.js';

/** The creator's "no" with a reason (may be empty), which the buyer reads on the order and in the notice. */
export function DeclineForm({ busy, onDecline, onKeep }: { busy: boolean; onDecline: (reason: string) => void; onKeep: () => void }) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  return (
    <div className="services__deliver" data-testid="service-decline-form">
      <p className="services__small">
        <b>
          <Trans>Decline this order?</Trans>
        </b>{' '}
        <span className="muted">
          <Trans>The buyer gets all their coins back.</Trans>
        </span>
      </p>
      <textarea
        className="services__text"
        dir={dirOf(reason)}
        rows={3}
        maxLength={SERVICE_REJECT_REASON_MAX}
        value={reason}
        aria-label={t`Decline this order?`}
        onChange={(e) => setReason(e.target.value)}
        data-testid="service-reject-reason"
      />
      <div className="services__actions">
        <Button variant="cancel" size="small" loading={busy} onClick={() => onDecline(reason.trim())} data-testid="service-reject-send">
          <Trans>Decline</Trans>
        </Button>
        <Button variant="msgGray" size="small" onClick={onKeep}>
          <Trans>Keep it</Trans>
        </Button>
      </div>
    </div>
  );
}
