import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { request } from '../../../api/client.js';
import { Button } from '../../../ui/button.js';
import '../trust.css';

const reasons = ['card_declined', 'no_method', 'too_expensive', 'technical', 'other'] as const;

/** Under a failed payment: what went wrong, in a tap and a few words, kept for support. */
export function PayFeedback({ orderId }: { orderId: string }) {
  const { t } = useLingui();
  const [reason, setReason] = useState<(typeof reasons)[number] | null>(null);
  const [content, setContent] = useState('');
  const send = useMutation({
    mutationFn: () => request('/user/pay/feedback', { ...(orderId && { orderId }), reason: reason ?? 'other', content: content.trim() }),
  });
  const labels: Record<(typeof reasons)[number], string> = {
    card_declined: t`My card was declined`,
    no_method: t`My payment method is missing`,
    too_expensive: t`The price is too high`,
    technical: t`The page did not work`,
    other: t`Something else`,
  };
  if (send.isSuccess) {
    return (
      <p className="muted" data-testid="pay-feedback-thanks">
        <Trans>Thank you for telling us. It helps us fix payments.</Trans>
      </p>
    );
  }
  return (
    <section className="pay-feedback" data-testid="pay-feedback">
      <strong>
        <Trans>What went wrong?</Trans>
      </strong>
      <div className="pay-feedback__reasons">
        {reasons.map((r) => (
          <Button
            key={r}
            variant="msgGray"
            size="small"
            aria-pressed={reason === r}
            onClick={() => setReason(r)}
            data-testid={`pay-feedback-${r}`}
          >
            {labels[r]}
          </Button>
        ))}
      </div>
      <label className="trust-field">
        <textarea value={content} maxLength={2000} onChange={(e) => setContent(e.target.value)} placeholder={t`Tell us more (optional)`} />
      </label>
      <Button
        variant="msgGray"
        block
        disabled={!reason}
        loading={send.isPending}
        onClick={() => send.mutate()}
        data-testid="pay-feedback-send"
      >
        <Trans>Send</Trans>
      </Button>
    </section>
  );
}
