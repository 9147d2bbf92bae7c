import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { Cost, CustomCharacterState as State } from '../../../../../shared/enums.js';
import { CUSTOM_CHARACTER_IMAGES } from '../../../../../shared/schemas/custom-character.js';
import { platform } from '../../../../platform/index.js';
import { refreshProfileAtom } from '../../../../state/profile.js';
import { Button } from '../../../../ui/button.js';
import { MainAction } from '../../../../ui/main-action.js';
import { useCreatePrice } from '../../hooks/use-create-price.js';
import { isMissing, useCustomCharacter } from '../../api/custom-character.js';
import { useRedraw } from '../../hooks/use-redraw.js';

interface ProcessingStepProps {
  id: string;
  /** Her pictures are drawn (state 30 or 40). */
  onReady: () => void;
  onDiscard: () => void;
}

/** Real progress while her portrait and gallery are drawn; a failure offers Retry (the charge was refunded). */
export function ProcessingStep({ id, onReady, onDiscard }: ProcessingStepProps) {
  const { t } = useLingui();
  const detail = useCustomCharacter(id);
  const refreshProfile = useSetAtom(refreshProfileAtom);
  const { price } = useCreatePrice();
  const { redraw, redrawing, coinsSheet } = useRedraw(price);

  const character = detail.data ?? null;
  const state = character?.state;
  const ready = state === State.createSuccess || state === State.done;

  const readyRef = useRef(onReady);
  useLayoutEffect(() => {
    readyRef.current = onReady;
  });
  useEffect(() => {
    if (!ready) return;
    platform().haptic('success');
    void refreshProfile();
    readyRef.current();
  }, [ready, refreshProfile]);

  useEffect(() => {
    if (state !== State.createFail) return;
    platform().haptic('error');
    void refreshProfile();
  }, [state, refreshProfile]);

  if (isMissing(detail.error)) {
    return (
      <div className="cc-status" data-testid="processing-missing">
        <p className="cc-status__title">
          <Trans>This character no longer exists.</Trans>
        </p>
        <MainAction text={t`Start again`} onClick={onDiscard} />
      </div>
    );
  }

  if (state === State.createFail) {
    const freeBack = character?.cost === Cost.memberFree;
    return (
      <div className="cc-status cc-status--fail" data-testid="processing-failed">
        <span className="cc-status__icon" aria-hidden="true">
          ⚠️
        </span>
        <p className="cc-status__title" role="alert">
          <Trans>Failed to generate image, please try again</Trans>
        </p>
        <p className="muted">
          {freeBack ? (
            <Trans>Your free Premium creation is available again.</Trans>
          ) : (
            <Trans>Nothing was charged: the coins are back in your balance.</Trans>
          )}
        </p>
        <Button variant="cancel" onClick={onDiscard} data-testid="processing-discard">
          <Trans>Discard her</Trans>
        </Button>
        <MainAction text={t`Retry · ${price} coins`} onClick={() => void redraw(id)} loading={redrawing === id} testId="processing-retry" />
        {coinsSheet}
      </div>
    );
  }

  const progress = character?.progress ?? 0;
  const drawn = Math.min(CUSTOM_CHARACTER_IMAGES, Math.round((progress / 95) * CUSTOM_CHARACTER_IMAGES));
  const gallery = CUSTOM_CHARACTER_IMAGES - 1;
  let line: string;
  if (drawn === 0) line = t`Drawing her portrait…`;
  else if (drawn < CUSTOM_CHARACTER_IMAGES) line = t`Painting her gallery: photo ${drawn} of ${gallery}…`;
  else line = t`Finishing touches…`;

  const r = 54;
  const circumference = 2 * Math.PI * r;
  return (
    <div className="cc-status" data-testid="processing">
      <div
        className="cc-ring"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-label={t`Creating her`}
      >
        <svg viewBox="0 0 128 128" aria-hidden="true">
          <defs>
            <linearGradient id="cc-ring-g" x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="var(--c-accent)" />
              <stop offset="1" stopColor="var(--c-accent-2)" />
            </linearGradient>
          </defs>
          <circle cx="64" cy="64" r={r} className="cc-ring__track" />
          <circle
            cx="64"
            cy="64"
            r={r}
            className="cc-ring__value"
            stroke="url(#cc-ring-g)"
            strokeDasharray={circumference}
            strokeDashoffset={circumference * (1 - progress / 100)}
          />
        </svg>
        <span className="cc-ring__num num" data-testid="processing-progress">
          {progress}%
        </span>
      </div>
      <p className="cc-status__title">{character ? <Trans>Creating {character.name}</Trans> : <Trans>Creating her</Trans>}</p>
      <p className="muted" aria-live="polite">
        {line}
      </p>
      <ol className="cc-dots" aria-hidden="true">
        {Array.from({ length: CUSTOM_CHARACTER_IMAGES }, (_, i) => (
          <li key={i} className={i < drawn ? 'is-done' : i === drawn ? 'is-now' : ''} />
        ))}
      </ol>
      <p className="cc-note muted">
        <Trans>This usually takes less than a minute. Her look stays the same in every photo.</Trans>
      </p>
      <MainAction text={t`Creating… ${progress}%`} onClick={() => undefined} disabled loading testId="processing-main" />
    </div>
  );
}
