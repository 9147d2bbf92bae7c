import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { limits } from '../../../../../shared/constants.js';
import type { Kink } from '../../../../../shared/attributes.js';
import { platform } from '../../../../platform/index.js';
import { showToastAtom } from '../../../../state/toasts.js';
import { MainAction } from '../../../../ui/main-action.js';
import { draftAtom, toggleKinkAtom } from '../../atoms/draft.js';
import { stepHeading, stepSubheading } from '../../step-text.js';
import { kinkOptions } from '../attribute-options.js';
import { ChoiceGrid } from '../choice-grid.js';
import { StepIntro } from './step-intro.js';

/** Up to three kinks; a fourth tap changes nothing and says why. */
export function KinksStep({ onNext, nextText }: { onNext: () => void; nextText: string }) {
  const { t } = useLingui();
  const draft = useAtomValue(draftAtom);
  const toggle = useSetAtom(toggleKinkAtom);
  const toast = useSetAtom(showToastAtom);
  const count = draft.kinks.length;
  return (
    <>
      <StepIntro title={stepHeading('kinks')} text={stepSubheading('kinks')}>
        <p className={`cc-count${count === limits.kinksMax ? ' is-full' : ''}`} aria-live="polite" data-testid="kink-count">
          {t`${count} of ${limits.kinksMax} chosen`}
        </p>
      </StepIntro>
      <ChoiceGrid
        options={kinkOptions()}
        selected={draft.kinks}
        columns={3}
        look="emoji"
        multi
        label={stepHeading('kinks')}
        onPick={(v) => {
          if (toggle(v as Kink)) platform().haptic('selection');
          else {
            platform().haptic('warning');
            toast({ text: t`You can choose up to 3`, tone: 'info' });
          }
        }}
        testId="grid-kinks"
      />
      <MainAction text={count === 0 ? t`Skip` : nextText} onClick={onNext} testId="wizard-next" />
    </>
  );
}
