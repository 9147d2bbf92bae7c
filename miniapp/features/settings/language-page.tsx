import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { Trans, useLingui } from '@lingui/react/macro';
import { extraLocales, findLocale, locales, type Locale } from '../../../shared/locales.js';
import { localeAtom } from '../../state/locale.js';
import { switchLocale } from '../../i18n/switch.js';
import { Page } from '../../ui/page.js';
import { platform } from '../../platform/index.js';

/** Language tags Intl knows the two Chinese scripts by. */
const scriptTags: Record<string, string> = { zh: 'zh-Hans', 'zh-hant': 'zh-Hant' };

/**
 * Each language's name in the language the page is shown in ("Russisch" in German); its English
 * name only on an English page. Where the browser has no names in the page's language (Chromium
 * answers "ru" and "zh (Hans)" in Kazakh, English names in Burmese) the row shows the native name
 * alone rather than an English one.
 */
function namesIn(active: string): (l: Locale) => string {
  let names: Intl.DisplayNames | undefined;
  try {
    const iso = findLocale(active)?.iso ?? active;
    names = new Intl.DisplayNames([iso], { type: 'language' });
    // Unsupported (Burmese: English names) or supported without the data (Kazakh: codes).
    if (!Intl.DisplayNames.supportedLocalesOf([iso]).length || names.of('fr') === 'fr') names = undefined;
  } catch {
    names = undefined;
  }
  return (l) => {
    const tag = scriptTags[l.code] ?? l.code;
    const name = names?.of(tag);
    if (name && name !== tag) return name;
    return active === 'en' ? l.language : '';
  };
}

/** Every language of the catalogue by its native name: the 19 with a URL prefix, then those without. */
export function LanguagePage() {
  const active = useAtomValue(localeAtom);
  const { t } = useLingui();
  const nameIn = useMemo(() => namesIn(active), [active]);
  const activeIso = findLocale(active)?.iso ?? active;
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  return (
    <Page back backFallback="/" title={<Trans>Language</Trans>} testId="language-page">
      <div className="content content--narrow">
        <ul className="lang-list" role="listbox" aria-label={t`Language`}>
          {[...locales, ...extraLocales].map((l) => {
            const inUi = nameIn(l);
            return (
              <li key={l.code}>
                <button
                  type="button"
                  role="option"
                  aria-selected={l.code === active}
                  className={`lang-item${l.code === active ? ' is-active' : ''}`}
                  disabled={pending !== null}
                  data-testid={`lang-${l.code}`}
                  onClick={() => {
                    if (l.code === active) return;
                    platform().haptic('selection');
                    setPending(l.code);
                    void switchLocale(l.code, (to, opts) => navigate(`~${to}`, opts)).finally(() => setPending(null));
                  }}
                >
                  <span className="lang-item__name" lang={l.iso} dir={l.dir}>
                    {l.name}
                  </span>
                  {inUi && inUi.toLocaleLowerCase() !== l.name.toLocaleLowerCase() && (
                    <span className="lang-item__in-ui" lang={activeIso}>
                      {inUi}
                    </span>
                  )}
                  <span className="lang-item__check" aria-hidden="true">
                    {pending === l.code ? '…' : l.code === active ? '✓' : ''}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>
    </Page>
  );
}
