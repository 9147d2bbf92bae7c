import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { styles } from '../../../../../shared/enums.js';
import { platform } from '../../../../platform/index.js';
import { MainAction } from '../../../../ui/main-action.js';
import { useStylePreviews } from '../../api/style-previews.js';
import { draftAtom, patchDraftAtom } from '../../atoms/draft.js';
import { styleLabel } from '../../../../i18n/attribute-labels.js';
import { stepHeading, stepSubheading } from '../../step-text.js';
import { FaceArt } from '../option-art.js';
import { StepIntro } from './step-intro.js';

/** Realistic or anime: two big picture tiles, each a portrait of that style from the catalogue. */
export function StyleStep({ onNext, nextText }: { onNext: () => void; nextText: string }) {
  const { t } = useLingui();
  const draft = useAtomValue(draftAtom);
  const patch = useSetAtom(patchDraftAtom);
  const urls = useStylePreviews();
  return (
    <>
      <StepIntro title={stepHeading('style')} text={stepSubheading('style')} />
      <div className="cc-styles" role="radiogroup" aria-label={stepHeading('style')}>
        {styles.map((s) => {
          const on = draft.style === s;
          return (
            <button
              key={s}
              type="button"
              role="radio"
              aria-checked={on}
              className={`cc-style${on ? ' is-on' : ''}`}
              onClick={() => {
                platform().haptic('selection');
                patch({ style: s });
              }}
              data-testid={`option-${s}`}
            >
              {urls[s] ? (
                <img className="cc-style__img" src={urls[s]} alt="" />
              ) : (
                <span className={`cc-style__fallback cc-style__fallback--${s.toLowerCase()}`}>
                  <FaceArt hairstyle={s === 'ANIMATE' ? 'pigtails' : 'long'} hair={s === 'ANIMATE' ? 'dyed' : 'brown'} />
                </span>
              )}
              <span className="cc-style__shade" />
              <span className="cc-style__label">{styleLabel(s)}</span>
              <span className="cc-tile__check" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="14" height="14">
                  <path
                    d="M5 12.5l4.5 4.5L19 7.5"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="3"
                    strokeLinecap="round"
                    strokeLinejoin="round"
                  />
                </svg>
              </span>
            </button>
          );
        })}
      </div>
      <p className="cc-note muted">{t`You can change her style later by rebuilding her pictures.`}</p>
      <MainAction text={nextText} onClick={onNext} disabled={!draft.style} testId="wizard-next" />
    </>
  );
}
