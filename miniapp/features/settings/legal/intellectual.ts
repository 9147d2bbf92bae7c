import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LegalDoc } from './types.js';

export const intellectual = (i18n: I18n, brand: string, email: string): LegalDoc => ({
  title: i18n._(msg`Intellectual Property`),
  updated: '2025-11-01',
  sections: [
    {
      heading: i18n._(msg`Our content`),
      body: i18n._(
        msg`The ${brand} name and logo, the app, its design and software, and the characters we publish are ours or licensed to us. You may use them only through the service for your personal, non-commercial entertainment.`,
      ),
    },
    {
      heading: i18n._(msg`AI-generated output`),
      body: i18n._(
        msg`Replies and images generated for you may be used by you for personal purposes. Because AI output is created automatically, similar output may be generated for other users, and we do not guarantee that any output is protected by copyright.`,
      ),
    },
    {
      heading: i18n._(msg`Characters you create`),
      body: i18n._(
        msg`You must have the right to everything you put into a character. Do not use real people's names or likenesses without their consent, nor characters, logos or works protected by someone else's rights.`,
      ),
    },
    {
      heading: i18n._(msg`Reporting infringement`),
      body: i18n._(
        msg`If you believe content in ${brand} infringes your copyright, trademark or personality rights, send a notice to ${email} with: your contact details, the work or right concerned, where the content appears (a link or character name), and a statement that the information is accurate and that you are the rights holder or authorised to act for them. We review every notice promptly and remove content that infringes.`,
      ),
    },
  ],
});
