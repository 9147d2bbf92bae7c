import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { showToastAtom } from '../../../state/toasts.js';
import { appStore } from '../../../state/store.js';
import { useReport } from '../api/trust.js';
import '../trust.css';

const reasons = ['minor', 'non_consent', 'hate', 'spam', 'impersonation', 'other'] as const;

/** Report a character or one of her messages: a reason and, if the user likes, what happened. */
export function ReportSheet({
  open,
  onClose,
  targetType,
  targetId,
}: {
  open: boolean;
  onClose: () => void;
  targetType: 'character' | 'message';
  targetId: string;
}) {
  const { t } = useLingui();
  const report = useReport();
  const [reason, setReason] = useState<(typeof reasons)[number] | null>(null);
  const [details, setDetails] = useState('');
  const labels: Record<(typeof reasons)[number], string> = {
    minor: t`Looks underage`,
    non_consent: t`Non-consensual or violent content`,
    hate: t`Hate or harassment`,
    spam: t`Spam or scam`,
    impersonation: t`Impersonates a real person`,
    other: t`Something else`,
  };
  const send = () =>
    reason &&
    report.mutate(
      { targetType, targetId, reason: details.trim() ? `${reason}: ${details.trim()}` : reason },
      {
        onSuccess: () => {
          appStore.set(showToastAtom, { text: t`Thank you. Our team will review your report.`, tone: 'success' });
          setReason(null);
          setDetails('');
          onClose();
        },
      },
    );
  return (
    <BottomPopup
      open={open}
      onClose={onClose}
      title={targetType === 'character' ? <Trans>Report this character</Trans> : <Trans>Report this message</Trans>}
      testId="report-sheet"
    >
      <div className="report-reasons" role="radiogroup">
        {reasons.map((r) => (
          <label key={r}>
            <input
              type="radio"
              name="report-reason"
              checked={reason === r}
              onChange={() => setReason(r)}
              data-testid={`report-reason-${r}`}
            />
            {labels[r]}
          </label>
        ))}
        <label className="trust-field">
          <textarea
            value={details}
            maxLength={900}
            onChange={(e) => setDetails(e.target.value)}
            placeholder={t`Anything we should know (optional)`}
            data-testid="report-details"
          />
        </label>
        <Button size="big" block disabled={!reason} loading={report.isPending} onClick={send} data-testid="report-send">
          <Trans>Send report</Trans>
        </Button>
      </div>
    </BottomPopup>
  );
}
