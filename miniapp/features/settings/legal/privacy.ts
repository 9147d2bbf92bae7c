import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LegalDoc } from './types.js';

export const privacy = (i18n: I18n, brand: string, email: string): LegalDoc => ({
  title: i18n._(msg`Privacy Policy`),
  updated: '2025-11-01',
  sections: [
    {
      heading: i18n._(msg`What we collect`),
      body: i18n._(
        msg`Account data: your email address, or the identifiers Google or Telegram share when you sign in with them (such as your Telegram user id, name and language). Usage data: your chats with characters, the characters you create, your settings and preferences, purchases and balances, and technical data such as device type, browser, language, time zone, approximate location derived from your IP address, and a random device identifier.`,
      ),
    },
    {
      heading: i18n._(msg`How we use it`),
      body: i18n._(
        msg`To run ${brand}: to generate replies and images, remember the context of your conversations, keep your balances and subscriptions, prevent fraud and abuse, enforce the content rules, answer support requests, and improve the service. We do not sell your personal data and we do not use your private chats for advertising.`,
      ),
    },
    {
      heading: i18n._(msg`AI processing`),
      body: i18n._(
        msg`Your messages and the character's description are sent to the AI models that generate replies and images. Where we use outside AI providers, they process the data only on our behalf and under contracts that forbid using it to train their own models.`,
      ),
    },
    {
      heading: i18n._(msg`Payments`),
      body: i18n._(
        msg`Payments are handled by payment providers (for example card processors or Telegram Stars). We receive the order status, amount and a token or the last digits of a linked card, never your full card number.`,
      ),
    },
    {
      heading: i18n._(msg`Cookies and local storage`),
      body: i18n._(
        msg`We store a sign-in token, your language choice, your 18+ confirmation and a device identifier in cookies and local storage. They are needed for the service to work; we do not use third-party advertising cookies.`,
      ),
    },
    {
      heading: i18n._(msg`Retention and your rights`),
      body: i18n._(
        msg`We keep your data while your account is open and delete it within 30 days after you ask us to close the account, except records we must keep by law (such as payment records). You can ask for a copy of your data, its correction or deletion, or object to its processing, by writing to ${email}. You may also complain to your data protection authority.`,
      ),
    },
    {
      heading: i18n._(msg`Adults only`),
      body: i18n._(msg`The service is not directed at anyone under 18. If we learn that a minor has created an account, we delete it.`),
    },
  ],
});
