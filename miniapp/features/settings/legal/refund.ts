import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LegalDoc } from './types.js';

export const refund = (i18n: I18n, _brand: string, email: string): LegalDoc => ({
  title: i18n._(msg`Refund Policy`),
  updated: '2025-11-01',
  sections: [
    {
      heading: i18n._(msg`Premium subscriptions`),
      body: i18n._(
        msg`If you have not used Premium, you can ask for a full refund within 14 days of the first payment. Premium counts as used once you have unlocked a photo, used the advanced model, played a Premium or hidden story, or spent Premium gift coins. Renewals can be refunded within 14 days when no Premium feature was used in the new period. Cancelling stops future renewals and keeps Premium active until the end of the paid period.`,
      ),
    },
    {
      heading: i18n._(msg`Coins`),
      body: i18n._(
        msg`Coins are delivered instantly and are not refundable once purchased, except where the law requires otherwise or when coins you paid for were not credited to your account. Unused coins bought in error may be refunded at our discretion if you contact us within 48 hours.`,
      ),
    },
    {
      heading: i18n._(msg`Payment problems`),
      body: i18n._(
        msg`If you were charged but did not receive Premium or coins, or you were charged twice, write to us with your UID and the time of payment; we correct it or refund the charge. Telegram Stars payments are refunded in Stars.`,
      ),
    },
    {
      heading: i18n._(msg`How to ask`),
      body: i18n._(
        msg`Write to ${email} from the email of your account, or through customer service in the app, with your UID, the date and the amount. We answer within 3 business days; approved refunds go back to the original payment method within 5–10 business days.`,
      ),
    },
    {
      heading: i18n._(msg`Your statutory rights`),
      body: i18n._(msg`This policy does not limit any right to a refund that consumer law in your country gives you.`),
    },
  ],
});
