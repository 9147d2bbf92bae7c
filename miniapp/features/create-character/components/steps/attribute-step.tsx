import { useAtomValue, useSetAtom } from 'jotai';
import { platform } from '../../../../platform/index.js';
import { MainAction } from '../../../../ui/main-action.js';
import { draftAtom, patchDraftAtom } from '../../atoms/draft.js';
import { stepHeading, stepSubheading } from '../../step-text.js';
import type { ChoiceStep } from '../../steps.js';
import { attributeOptions } from '../attribute-options.js';
import { ChoiceGrid } from '../choice-grid.js';
import { StepIntro } from './step-intro.js';

/** One attribute (ethnicity … relationship): a grid of picture tiles, one of them on. */
export function AttributeStep({ step, onNext, nextText }: { step: ChoiceStep; onNext: () => void; nextText: string }) {
  const draft = useAtomValue(draftAtom);
  const patch = useSetAtom(patchDraftAtom);
  const { options, columns, look } = attributeOptions(step, draft);
  const value = draft[step];
  return (
    <>
      <StepIntro title={stepHeading(step)} text={stepSubheading(step)} />
      <ChoiceGrid
        options={options}
        selected={value ? [value] : []}
        columns={columns}
        look={look}
        label={stepHeading(step)}
        onPick={(v) => {
          platform().haptic('selection');
          patch({ [step]: v });
        }}
        testId={`grid-${step}`}
      />
      <MainAction text={nextText} onClick={onNext} disabled={!value} testId="wizard-next" />
    </>
  );
}
