import { useLingui } from '@lingui/react/macro';

/** Ledger reasons (shared/enums.ts ledgerReasons) in the user's language. */
export function useReasonLabel() {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    register: t`Welcome bonus`,
    refill: t`Energy refill`,
    chat: t`Chat message`,
    chat_refund: t`Chat refund`,
    photo_request: t`Photo request`,
    photo_unlock: t`Photo unlocked`,
    gift: t`Gift sent`,
    vip_order: t`Premium purchase`,
    gold_order: t`Coins purchase`,
    reward: t`Reward`,
    referral: t`Friend invited`,
    questionnaire: t`Questionnaire`,
    support_gift: t`Gift from support`,
    create_character: t`Character created`,
    generate_image: t`Image generated`,
    refund: t`Refund`,
    admin: t`Adjustment`,
    merge: t`From your guest account`,
    service_order: t`Custom piece ordered`,
    service_refund: t`Custom piece refunded`,
    service_income: t`Custom piece sold`,
  };
  return (reason: string) => labels[reason] ?? reason;
}
