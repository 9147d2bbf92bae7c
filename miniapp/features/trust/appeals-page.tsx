import { useState } from 'react';
import { intlLocale } from '../../../shared/locales.js';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { APPEAL_TEXT_MAX, APPEAL_TEXT_MIN } from '../../../shared/trust.js';
import { localeAtom } from '../../state/locale.js';
import { Page } from '../../ui/page.js';
import { Button } from '../../ui/button.js';
import { useAppeals, useSubmitAppeal } from './api/trust.js';
import './trust.css';

/** `/settings/appeals`: ask for a second look at a refused character or a chat restriction. */
export function AppealsPage() {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { data, isLoading } = useAppeals();
  const submit = useSubmitAppeal();
  const [open, setOpen] = useState<string | null>(null);
  const [text, setText] = useState('');
  const list = data?.list ?? [];
  const statusText = { pending: t`Waiting for review`, accepted: t`Accepted`, rejected: t`Not accepted` } as const;

  return (
    <Page title={<Trans>Appeals</Trans>} back backFallback="/settings" testId="appeals">
      <div className="content content--narrow trust">
        {!isLoading && !list.length && (
          <p className="muted" data-testid="appeals-empty">
            <Trans>Nothing of yours is restricted or refused. If that changes, you can ask for a review here.</Trans>
          </p>
        )}
        <ul className="trust-list">
          {list.map((s) => {
            const key = `${s.subjectType}:${s.subjectId}`;
            const until = s.until ? new Date(s.until).toLocaleString(intlLocale(locale)) : '';
            const name = s.title;
            return (
              <li key={key} data-testid="appeal-subject">
                <strong>
                  {s.subjectType === 'restriction' ? (
                    <Trans>Your chat is paused until {until}</Trans>
                  ) : (
                    <Trans>Character “{name}” was refused</Trans>
                  )}
                </strong>
                {s.appeal && <span className="muted">{statusText[s.appeal.status]}</span>}
                {s.appeal?.status !== 'pending' && open !== key && (
                  <Button variant="msgGray" onClick={() => (setOpen(key), setText(''))} data-testid="appeal-open">
                    <Trans>Appeal</Trans>
                  </Button>
                )}
                {open === key && (
                  <form
                    className="trust-field"
                    onSubmit={(e) => {
                      e.preventDefault();
                      submit.mutate({ subjectType: s.subjectType, subjectId: s.subjectId, text }, { onSuccess: () => setOpen(null) });
                    }}
                  >
                    <textarea
                      value={text}
                      maxLength={APPEAL_TEXT_MAX}
                      onChange={(e) => setText(e.target.value)}
                      placeholder={t`Tell us why this should be looked at again`}
                      data-testid="appeal-text"
                    />
                    <span className="muted">
                      {text.trim().length} / {APPEAL_TEXT_MAX}
                    </span>
                    <Button
                      type="submit"
                      disabled={text.trim().length < APPEAL_TEXT_MIN}
                      loading={submit.isPending}
                      data-testid="appeal-send"
                    >
                      <Trans>Send appeal</Trans>
                    </Button>
                  </form>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </Page>
  );
}
