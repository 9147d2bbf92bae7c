import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useAppConfig } from '../../state/config.js';
import { brand } from '../../api/client.js';
import { Page } from '../../ui/page.js';
import { terms } from './legal/terms.js';
import { privacy } from './legal/privacy.js';
import { refund } from './legal/refund.js';
import { intellectual } from './legal/intellectual.js';
import { textDir } from '../../i18n/text-direction.js';

export const legalKinds = ['terms', 'privacy', 'refund', 'intellectual'] as const;
export type LegalKind = (typeof legalKinds)[number];

const docs = { terms, privacy, refund, intellectual };

export function LegalPage({ kind }: { kind: LegalKind }) {
  const { i18n } = useLingui();
  const config = useAppConfig();
  const title = config?.brand.title ?? brand.title;
  const email = config?.brand.supportEmail ?? brand.supportEmail;
  const doc = docs[kind](i18n, title, email);
  const updated = doc.updated;
  return (
    <Page back backFallback="/" title={doc.title} testId={`legal-${kind}`}>
      <article className="content content--narrow legal">
        <p className="legal__updated muted">
          <Trans>Last updated: {updated}</Trans>
        </p>
        {doc.sections.map((s, i) => (
          <section key={i} id={`section-${i + 1}`} className="legal__section">
            <h2 className="legal__heading">{s.heading}</h2>
            <p className="legal__body" dir={textDir(s.body, i18n.locale)}>
              {s.body}
            </p>
          </section>
        ))}
      </article>
    </Page>
  );
}
