import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { extraLocales, locales } from '../../../shared/locales.js';
import { localeAtom } from '../../state/locale.js';
import { switchLocale } from '../../i18n/switch.js';
import { Page } from '../../ui/page.js';
import { platform } from '../../platform/index.js';

/** Every language of the catalogue by its native name: the 19 with a URL prefix, then those without. */
export function LanguagePage() {
  const active = useAtomValue(localeAtom);
  const [, navigate] = useLocation();
  const [pending, setPending] = useState<string | null>(null);
  return (
    <Page back backFallback="/" title={<Trans>Language</Trans>} testId="language-page">
      <div className="content content--narrow">
        <ul className="lang-list" role="listbox" aria-label="Language">
          {[...locales, ...extraLocales].map((l) => (
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
                <span className="lang-item__en" lang="en" dir="ltr">
                  {l.language}
                </span>
                <span className="lang-item__check" aria-hidden="true">
                  {pending === l.code ? '…' : l.code === active ? '✓' : ''}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </Page>
  );
}
