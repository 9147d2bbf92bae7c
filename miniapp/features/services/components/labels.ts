import { useLingui } from '@lingui/react/macro';
import { ServiceOrderStatus as S, type ServiceKind, type ServiceOrderStatus } from '../../../../shared/service-orders.js';

/** The words of service orders in the user's language. */
export function useServiceLabels() {
  const { t } = useLingui();
  const kinds: Record<ServiceKind, { name: string; hint: string }> = {
    story: { name: t`Custom story`, hint: t`A story written for you, in her voice` },
    photo_set: { name: t`Custom photo set`, hint: t`Photos of her picked for you, with a note` },
  };
  const statuses: Record<ServiceOrderStatus, string> = {
    [S.wait]: t`Waiting for the creator`,
    [S.confirmed]: t`In progress`,
    [S.delivered]: t`Delivered`,
    [S.done]: t`Completed`,
    [S.cancelled]: t`Cancelled, refunded`,
    [S.rejected]: t`Declined, refunded`,
    [S.expired]: t`Expired, refunded`,
  };
  return { kind: (k: ServiceKind) => kinds[k], status: (s: ServiceOrderStatus) => statuses[s] };
}
