import { Trans } from '@lingui/react/macro';
import { trustFigures } from '../../../../shared/constants.js';

/** 37M, 1.5B, 72M, 97%, 3+ with what each one counts. */
export function TrustFigures() {
  const captions = [
    <Trans key="users">users worldwide</Trans>,
    <Trans key="messages">messages exchanged</Trans>,
    <Trans key="photos">photos created</Trans>,
    <Trans key="satisfied">members satisfied</Trans>,
    <Trans key="years">years of service</Trans>,
  ];
  return (
    <section className="pp-section pp-trust" aria-labelledby="pp-trust-title" data-testid="trust-figures">
      <h2 className="pp-section__title" id="pp-trust-title">
        <Trans>Trusted by millions</Trans>
      </h2>
      <dl className="pp-trust__grid">
        {trustFigures.map((figure, i) => (
          <div key={figure} className="pp-trust__item">
            <dt className="pp-trust__figure num" dir="ltr">
              {figure}
            </dt>
            <dd className="pp-trust__caption">{captions[i]}</dd>
          </div>
        ))}
      </dl>
      <p className="pp-trust__note">
        <Trans>Premium starts right after payment · Cancel anytime</Trans>
      </p>
    </section>
  );
}
