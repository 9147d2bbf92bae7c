import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { limits } from '../../../../../shared/constants.js';
import { platform } from '../../../../platform/index.js';
import { MainAction } from '../../../../ui/main-action.js';
import { draftAtom, patchDraftAtom } from '../../atoms/draft.js';
import { stepHeading, stepSubheading } from '../../step-text.js';
import { validAge } from '../../steps.js';
import { StepIntro } from './step-intro.js';

const quick = [18, 21, 25, 30, 35, 40, 50];
const DEFAULT_AGE = 25;

/** Her age as a number the user types or steps, 18 to 99; anything under 18 is refused on the spot. */
export function AgeStep({ onNext, nextText }: { onNext: () => void; nextText: string }) {
  const { t } = useLingui();
  const draft = useAtomValue(draftAtom);
  const patch = useSetAtom(patchDraftAtom);
  const [text, setText] = useState(String(draft.age ?? DEFAULT_AGE));
  const value = /^\d{1,3}$/.test(text) ? Number(text) : null;

  let error = '';
  if (text === '') error = t`Enter her age`;
  else if (value === null) error = t`Enter her age in whole years`;
  else if (value < limits.adultAge) error = t`Characters must be at least 18 years old`;
  else if (value > limits.maxAge) error = t`Age must be at most 99`;

  const set = (n: number) => {
    setText(String(n));
    if (validAge(n)) patch({ age: n });
  };
  const step = (delta: number) => {
    platform().haptic('selection');
    set(Math.min(limits.maxAge, Math.max(limits.adultAge, (value ?? DEFAULT_AGE) + delta)));
  };

  const next = () => {
    if (!validAge(value)) {
      platform().haptic('error');
      return;
    }
    patch({ age: value });
    onNext();
  };

  return (
    <>
      <StepIntro title={stepHeading('age')} text={stepSubheading('age')} />
      <div className="cc-age">
        <button
          type="button"
          className="cc-age__step"
          onClick={() => step(-1)}
          aria-label={t`One year younger`}
          disabled={value !== null && value <= limits.adultAge}
        >
          −
        </button>
        <label className="cc-age__field">
          <span className="visually-hidden">
            <Trans>Age in years</Trans>
          </span>
          <input
            className="cc-age__input num"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={3}
            value={text}
            onChange={(e) => {
              const v = e.target.value.replace(/\D/g, '').slice(0, 3);
              setText(v);
              const n = Number(v);
              if (v && validAge(n)) patch({ age: n });
            }}
            aria-invalid={Boolean(error)}
            aria-describedby="cc-age-note"
            data-testid="age-input"
          />
          <span className="cc-age__unit">
            <Trans>years</Trans>
          </span>
        </label>
        <button
          type="button"
          className="cc-age__step"
          onClick={() => step(1)}
          aria-label={t`One year older`}
          disabled={value !== null && value >= limits.maxAge}
        >
          +
        </button>
      </div>
      <p
        id="cc-age-note"
        className={`cc-age__note${error ? ' cc-error' : ' muted'}`}
        role={error ? 'alert' : undefined}
        data-testid="age-note"
      >
        {error || t`Only adults: 18 or older.`}
      </p>
      <div className="cc-chips cc-chips--center" role="group" aria-label={t`Quick picks`}>
        {quick.map((n) => (
          <button key={n} type="button" className={`cc-chip num${value === n ? ' is-on' : ''}`} onClick={() => set(n)}>
            {n}
          </button>
        ))}
      </div>
      <MainAction text={nextText} onClick={next} disabled={!validAge(value)} testId="wizard-next" />
    </>
  );
}
