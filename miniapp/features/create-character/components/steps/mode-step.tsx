import { useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { localeAtom } from '../../../../state/locale.js';
import { platform } from '../../../../platform/index.js';
import { MainAction } from '../../../../ui/main-action.js';
import { useRandomPrompt } from '../../api/random-prompt.js';
import { draftAtom, patchDraftAtom, type Mode } from '../../atoms/draft.js';
import { readPrompt } from '../../read-prompt.js';
import { stepHeading, stepSubheading } from '../../step-text.js';
import { PromptArt, TemplateArt } from '../option-art.js';
import { StepIntro } from './step-intro.js';
import { useTextDir } from '../../../../i18n/text-direction.js';

const PROMPT_MAX = 1000;

/** Step 1: build her step by step from templates, or describe her in free text. */
export function ModeStep({ onNext, nextText }: { onNext: () => void; nextText: string }) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const draft = useAtomValue(draftAtom);
  const patch = useSetAtom(patchDraftAtom);
  const locale = useAtomValue(localeAtom);
  const [error, setError] = useState('');
  const randomPrompt = useRandomPrompt();
  const rolling = randomPrompt.isPending;

  const pick = (mode: Mode) => {
    platform().haptic('selection');
    setError('');
    patch({ mode });
  };

  const randomIdea = async () => {
    try {
      const { prompt } = await randomPrompt.mutateAsync(locale);
      patch({ prompt });
      setError('');
    } catch {
      // the client already showed the failure as a toast
    }
  };

  const next = () => {
    if (draft.mode === 'prompt') {
      const prompt = draft.prompt.trim();
      if (!prompt) {
        setError(t`Operation failed, input field cannot be empty`);
        return;
      }
      if (draft.readFrom !== prompt) {
        const read = readPrompt(prompt);
        const descriptionUntouched = !draft.description.trim() || draft.description === draft.readFrom;
        patch({ ...read, age: read.age ?? draft.age, readFrom: prompt, description: descriptionUntouched ? prompt : draft.description });
      }
    }
    onNext();
  };

  const modes: { value: Mode; title: string; text: string; art: React.ReactNode }[] = [
    {
      value: 'template',
      title: t`Step by step`,
      text: t`Choose her looks, personality and your story, one screen at a time.`,
      art: <TemplateArt />,
    },
    { value: 'prompt', title: t`Describe your idea`, text: t`Write who she is in a few words; we fill in the rest.`, art: <PromptArt /> },
  ];

  return (
    <>
      <StepIntro title={stepHeading('mode')} text={stepSubheading('mode')} />
      <div className="cc-modes" role="radiogroup" aria-label={stepHeading('mode')}>
        {modes.map((m) => (
          <button
            key={m.value}
            type="button"
            role="radio"
            aria-checked={draft.mode === m.value}
            className={`cc-mode${draft.mode === m.value ? ' is-on' : ''}`}
            onClick={() => pick(m.value)}
            data-testid={`mode-${m.value}`}
          >
            <span className="cc-mode__icon">{m.art}</span>
            <span className="cc-mode__text">
              <span className="cc-mode__title">{m.title}</span>
              <span className="cc-mode__hint">{m.text}</span>
            </span>
            <span className="cc-radio" aria-hidden="true" />
          </button>
        ))}
      </div>
      {draft.mode === 'prompt' && (
        <div className="cc-field cc-prompt">
          <div className="cc-field__row">
            <label className="cc-field__label" htmlFor="cc-prompt">
              <Trans>Your idea</Trans>
            </label>
            <button
              type="button"
              className="cc-chip cc-chip--action"
              onClick={() => void randomIdea()}
              disabled={rolling}
              data-testid="random-idea"
            >
              <span aria-hidden="true">🎲</span>
              {rolling ? <Trans>Thinking…</Trans> : <Trans>Random idea</Trans>}
            </button>
          </div>
          <textarea
            id="cc-prompt"
            className="cc-input cc-input--area"
            rows={6}
            maxLength={PROMPT_MAX}
            dir={dirOf(draft.prompt)}
            value={draft.prompt}
            placeholder={t`For example: a cheerful 24-year-old barista with red curly hair who teases you every morning`}
            onChange={(e) => {
              setError('');
              patch({ prompt: e.target.value });
            }}
            aria-invalid={Boolean(error)}
            aria-describedby="cc-prompt-note"
            data-testid="prompt-input"
          />
          <div className="cc-field__row cc-field__note" id="cc-prompt-note">
            {error ? (
              <span className="cc-error" role="alert">
                {error}
              </span>
            ) : (
              <span className="muted">
                <Trans>Looks named in your idea are picked for you; you can change each on the overview.</Trans>
              </span>
            )}
            <span className="muted num">
              {draft.prompt.length}/{PROMPT_MAX}
            </span>
          </div>
        </div>
      )}
      <MainAction text={nextText} onClick={next} disabled={!draft.mode} testId="wizard-next" />
    </>
  );
}
