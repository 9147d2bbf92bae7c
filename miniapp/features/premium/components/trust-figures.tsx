import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { trustFigures } from '../../../../shared/constants.js';
import { intlLocale } from '../../../../shared/locales.js';
import { numberLocale } from '../../../../shared/number-locale.js';

/**
 * A figure ('37M', '1.5B', '97%') as the language writes it: '37 mi' and '1,5 bi' in Portuguese,
 * '37 млн' in Ukrainian, '3700万' in Japanese, in Latin digits; '3+' as it is. The word for
 * million or billion is drawn smaller, so '1,5 млрд' or '72 مليون' fits a third of a phone.
 */
function localFigure(figure: string, locale: string): ReactNode {
  const m = /^(\d+(?:\.\d+)?)([MB%])$/.exec(figure);
  if (!m) return figure;
  const n = Number(m[1]);
  if (m[2] === '%') return new Intl.NumberFormat(intlLocale(locale), { style: 'percent' }).format(n / 100);
  // A language the browser has no number data for takes its stand-in (Kazakh as Russian: '37 млн',
  // not root's '37M' and '1.5G').
  const compact = new Intl.NumberFormat(numberLocale(intlLocale(locale)), { notation: 'compact', maximumFractionDigits: 1 });
  return compact.formatToParts(n * (m[2] === 'M' ? 1e6 : 1e9)).map((part, i) =>
    part.type === 'compact' ? (
      <span key={i} className="pp-trust__unit">
        {part.value}
      </span>
    ) : (
      part.value
    ),
  );
}

/** 37M, 1.5B, 72M, 97%, 3+ with what each one counts. */
export function TrustFigures() {
  const { i18n } = useLingui();
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
            <dt className="pp-trust__figure num" dir="auto">
              {localFigure(figure, i18n.locale)}
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
