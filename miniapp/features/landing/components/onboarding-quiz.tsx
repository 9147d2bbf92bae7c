import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_PICKS, onboardingQuestions, type OnboardingAnswers, type OnboardingKey } from '../../../../shared/onboarding.js';
import { Button } from '../../../ui/button.js';
import { BackIcon } from '../../../ui/icons.js';
import { optionLabel, optionPicture, questionTitle } from './quiz-options.js';
import './onboarding-quiz.css';

/** Every question answered: one word, or one to MAX_PICKS words for the `multi` questions. */
export type QuizAnswers = Record<OnboardingKey, string | string[]>;

interface QuizProps {
  /** Called with all twelve answers after the last question. */
  onDone: (answers: QuizAnswers) => void;
  /** Back on the first question. */
  onExit: () => void;
  /** The last step is being sent: its button waits. */
  busy?: boolean;
  testId?: string;
}

const looks = new Set<OnboardingKey>(['body', 'ethnicity', 'hair', 'eyes', 'specifics']);

/**
 * The twelve onboarding questions, one screen each, with a progress bar and a back button: the
 * landing quiz and the questionnaire. A single choice moves on at the tap; the questions that
 * take several answers (up to three) move on with Next.
 */
export function OnboardingQuiz({ onDone, onExit, busy = false, testId = 'quiz' }: QuizProps) {
  const { t } = useLingui();
  const [step, setStep] = useState(0);
  const [answers, setAnswers] = useState<OnboardingAnswers>({});
  const q = onboardingQuestions[step]!;
  const total = onboardingQuestions.length;
  const value = answers[q.key];
  const picked = value === undefined ? [] : Array.isArray(value) ? value : [value];
  const last = step === total - 1;

  const advance = (next: OnboardingAnswers) => {
    if (last) onDone(next as QuizAnswers);
    else setStep(step + 1);
  };

  const pick = (v: string) => {
    if (busy) return;
    if (!q.multi) {
      const next = { ...answers, [q.key]: v };
      setAnswers(next);
      advance(next);
      return;
    }
    const on = picked.includes(v);
    if (!on && picked.length >= MAX_PICKS) return;
    setAnswers({ ...answers, [q.key]: on ? picked.filter((x) => x !== v) : [...picked, v] });
  };

  const back = () => (step === 0 ? onExit() : setStep(step - 1));
  const look = looks.has(q.key);

  return (
    <section className="quiz" data-testid={testId} aria-labelledby="quiz-title">
      <header className="quiz__bar">
        <button type="button" className="quiz__back" onClick={back} aria-label={t`Back`} data-testid="quiz-back">
          <BackIcon size={22} />
        </button>
        <div
          className="quiz__progress"
          role="progressbar"
          aria-valuemin={1}
          aria-valuemax={total}
          aria-valuenow={step + 1}
          aria-label={t`Question ${step + 1} of ${total}`}
        >
          <span className="quiz__progress-fill" style={{ inlineSize: `${((step + 1) / total) * 100}%` }} />
        </div>
        <span className="quiz__count" data-testid="quiz-count">
          {step + 1}/{total}
        </span>
      </header>
      <div className="quiz__step" key={q.key} data-question={q.key}>
        <h1 id="quiz-title" className="quiz__title">
          {questionTitle(q.key)}
        </h1>
        {q.multi && (
          <p className="quiz__hint muted">
            <Trans>Choose up to {MAX_PICKS}</Trans>
          </p>
        )}
        <div
          className={`quiz__grid ${look ? 'quiz__grid--art' : 'quiz__grid--row'}`}
          role={q.multi ? 'group' : 'radiogroup'}
          aria-labelledby="quiz-title"
        >
          {q.options.map((v) => {
            const on = picked.includes(v);
            const pic = optionPicture(q.key, v);
            return (
              <button
                key={v}
                type="button"
                role={q.multi ? 'checkbox' : 'radio'}
                aria-checked={on}
                className={`quiz__option${on ? ' is-on' : ''}`}
                onClick={() => pick(v)}
                data-testid={`quiz-option-${v.replace(/\s+/g, '-')}`}
              >
                {pic.art && <span className="quiz__art">{pic.art}</span>}
                {pic.emoji && (
                  <span className="quiz__emoji" aria-hidden="true">
                    {pic.emoji}
                  </span>
                )}
                <span className="quiz__label">{optionLabel(q.key, v)}</span>
              </button>
            );
          })}
        </div>
      </div>
      {(q.multi || (last && busy)) && (
        <div className="quiz__actions">
          <Button
            variant="primary"
            size="big"
            block
            disabled={picked.length === 0}
            loading={busy}
            onClick={() => advance(answers)}
            data-testid="quiz-next"
          >
            {last ? <Trans>Finish</Trans> : <Trans>Next</Trans>}
          </Button>
        </div>
      )}
    </section>
  );
}
