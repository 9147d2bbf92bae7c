import { useEffect, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useLingui } from '@lingui/react/macro';
import { ListSort, styles, type Style } from '../../../../../shared/enums.js';
import { fetchCharacters } from '../../../../api/character.js';
import { platform } from '../../../../platform/index.js';
import { MainAction } from '../../../../ui/main-action.js';
import { draftAtom, patchDraftAtom } from '../../atoms/draft.js';
import { styleLabel } from '../../../../i18n/attribute-labels.js';
import { stepHeading, stepSubheading } from '../../step-text.js';
import { FaceArt } from '../option-art.js';
import { StepIntro } from './step-intro.js';

/** One catalogue portrait per style, fetched once per app session. */
const previews = new Map<Style, Promise<string>>();
function previewOf(style: Style): Promise<string> {
  let p = previews.get(style);
  if (!p) {
    p = fetchCharacters({ sort: ListSort.rec, style, page: 1, pageSize: 1 }, { silent: true }).then((r) => r.list[0]?.cover || r.list[0]?.avatar || '');
    p.catch(() => previews.delete(style));
    previews.set(style, p);
  }
  return p;
}

function usePreviews() {
  const [urls, setUrls] = useState<Partial<Record<Style, string>>>({});
  useEffect(() => {
    let live = true;
    for (const s of styles) {
      previewOf(s)
        .then((url) => live && setUrls((u) => ({ ...u, [s]: url })))
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, []);
  return urls;
}

/** Realistic or anime: two big picture tiles, each a portrait of that style from the catalogue. */
export function StyleStep({ onNext, nextText }: { onNext: () => void; nextText: string }) {
  const { t } = useLingui();
  const draft = useAtomValue(draftAtom);
  const patch = useSetAtom(patchDraftAtom);
  const urls = usePreviews();
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
                  <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
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
