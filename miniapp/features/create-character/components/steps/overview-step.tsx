import { useRef, useState } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorCode } from '../../../../../shared/errors.js';
import { ApiError } from '../../../../api/client.js';
import { platform } from '../../../../platform/index.js';
import { openLoginAtom, openPremiumPopupAtom } from '../../../../state/popups.js';
import { profileAtom, refreshProfileAtom } from '../../../../state/profile.js';
import { isLoggedInAtom } from '../../../../state/session.js';
import { showToastAtom } from '../../../../state/toasts.js';
import { CoinIcon, CrownIcon } from '../../../../ui/icons.js';
import { MainAction } from '../../../../ui/main-action.js';
import { useCreateCharacter, type CreateParams } from '../../api/create-character.js';
import { draftAtom, patchDraftAtom, type Draft } from '../../atoms/draft.js';
import { useCreatePrice } from '../../hooks/use-create-price.js';
import { stepHeading, stepName, stepSubheading } from '../../step-text.js';
import { inputSteps, type InputStep } from '../../steps.js';
import { CoinsSheet } from '../coins-sheet.js';
import { FaceArt, skinOf } from '../option-art.js';
import { summaryOf } from '../summary.js';
import { TagEditor } from '../tag-editor.js';
import { StepIntro } from './step-intro.js';
import { useTextDir } from '../../../../i18n/text-direction.js';

const NAME_MAX = 40;
const DESCRIPTION_MAX = 2000;

/** The create call's params from a complete draft; null while something is missing. */
function paramsOf(d: Draft): CreateParams | null {
  const {
    mode,
    style,
    age,
    ethnicity,
    eyeColor,
    hairstyle,
    hairColor,
    body,
    breast,
    hip,
    clothing,
    occupation,
    personality,
    relationship,
  } = d;
  if (!mode || !style || age === null || !ethnicity || !eyeColor || !hairstyle || !hairColor || !body || !breast || !hip || !clothing)
    return null;
  if (!occupation || !personality || !relationship) return null;
  return {
    mode,
    style,
    gender: 'woman',
    age,
    ethnicity,
    eyeColor,
    hairstyle,
    hairColor,
    body,
    breast,
    hip,
    clothing,
    kinks: d.kinks,
    occupation,
    personality,
    relationship,
    name: d.name.trim(),
    description: d.description.trim(),
    tags: d.tags,
    ...(mode === 'prompt' ? { prompt: d.prompt.trim() } : {}),
  };
}

interface OverviewStepProps {
  onEdit: (step: InputStep) => void;
  onCreated: (id: string) => void;
}

/** Name, description and tags, every earlier choice as a card that jumps back to its step, the price and Create. */
export function OverviewStep({ onEdit, onCreated }: OverviewStepProps) {
  const dirOf = useTextDir();
  const { t } = useLingui();
  const draft = useAtomValue(draftAtom);
  const patch = useSetAtom(patchDraftAtom);
  const profile = useAtomValue(profileAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const openLogin = useSetAtom(openLoginAtom);
  const openPremium = useSetAtom(openPremiumPopupAtom);
  const refreshProfile = useSetAtom(refreshProfileAtom);
  const toast = useSetAtom(showToastAtom);
  const { price, memberFreeAvailable } = useCreatePrice();
  const createCharacter = useCreateCharacter();
  const [errors, setErrors] = useState<{ name?: string; description?: string }>({});
  const [busy, setBusy] = useState(false);
  const [coinsOpen, setCoinsOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  const free = draft.mode === 'template' && memberFreeAvailable;
  const balance = profile?.goldBalance ?? 0;
  const cards = inputSteps.filter((s) => s !== 'overview' && !(s === 'mode' && draft.mode !== 'prompt'));

  const create = async () => {
    const nextErrors: typeof errors = {};
    if (!draft.name.trim()) nextErrors.name = t`Operation failed, input field cannot be empty`;
    if (!draft.description.trim()) nextErrors.description = t`Please enter character description`;
    setErrors(nextErrors);
    if (nextErrors.name) nameRef.current?.focus();
    else if (nextErrors.description) descriptionRef.current?.focus();
    if (nextErrors.name || nextErrors.description) {
      platform().haptic('error');
      return;
    }
    const params = paramsOf(draft);
    if (!params) {
      onEdit(cards.find((s) => !summaryOf(s, draft)) ?? 'mode');
      return;
    }
    if (!loggedIn) {
      openLogin();
      return;
    }
    setBusy(true);
    try {
      // The balance shown may be old (coins bought in another tab): ask the server before saying no.
      if (!free && profile && profile.goldBalance < price) {
        const fresh = await refreshProfile().catch(() => profile);
        if ((fresh?.goldBalance ?? 0) < price) {
          setCoinsOpen(true);
          return;
        }
      }
      const { id } = await createCharacter.mutateAsync(params);
      platform().haptic('success');
      patch({ createdId: id });
      void refreshProfile();
      onCreated(id);
    } catch (e) {
      platform().haptic('error');
      const code = e instanceof ApiError ? e.code : -1;
      if (code === ErrorCode.notEnoughCoins || code === ErrorCode.notEnoughEnergy) setCoinsOpen(true);
      else if (code === ErrorCode.premiumRequired) openPremium('create_character');
      else if (code !== ErrorCode.loginNeeded)
        toast({ text: e instanceof Error ? e.message : t`Unknown error, please try again`, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const priceText = free ? t`Create her · Free` : t`Create her · ${price} coins`;

  return (
    <>
      <StepIntro title={stepHeading('overview')} text={stepSubheading('overview')} />
      <section className="cc-hero">
        <span className="cc-hero__face">
          <FaceArt
            skin={skinOf(draft.ethnicity)}
            hair={draft.hairColor ?? 'brown'}
            hairstyle={draft.hairstyle ?? 'long'}
            eyes={draft.eyeColor ?? 'brown'}
          />
        </span>
        <div className="cc-field cc-hero__name">
          <label className="cc-field__label" htmlFor="cc-name">
            <Trans>Her name</Trans>
          </label>
          <input
            id="cc-name"
            ref={nameRef}
            className="cc-input"
            value={draft.name}
            maxLength={NAME_MAX}
            dir={dirOf(draft.name)}
            autoComplete="off"
            placeholder={t`e.g. Mia`}
            onChange={(e) => {
              setErrors((x) => ({ ...x, name: undefined }));
              patch({ name: e.target.value });
            }}
            aria-invalid={Boolean(errors.name)}
            data-testid="name-input"
          />
          {errors.name && (
            <p className="cc-error" role="alert">
              {errors.name}
            </p>
          )}
        </div>
      </section>

      <div className="cc-field">
        <label className="cc-field__label" htmlFor="cc-description">
          <Trans>Her story</Trans>
        </label>
        <textarea
          id="cc-description"
          ref={descriptionRef}
          className="cc-input cc-input--area"
          rows={4}
          maxLength={DESCRIPTION_MAX}
          dir={dirOf(draft.description)}
          value={draft.description}
          placeholder={t`Who is she, what does she love, how did you meet?`}
          onChange={(e) => {
            setErrors((x) => ({ ...x, description: undefined }));
            patch({ description: e.target.value });
          }}
          aria-invalid={Boolean(errors.description)}
          data-testid="description-input"
        />
        {errors.description ? (
          <p className="cc-error" role="alert" data-testid="description-error">
            {errors.description}
          </p>
        ) : (
          <p className="cc-field__note muted num">
            {draft.description.length}/{DESCRIPTION_MAX}
          </p>
        )}
      </div>

      <div className="cc-field">
        <span className="cc-field__label">
          <Trans>Tags</Trans>
        </span>
        <TagEditor value={draft.tags} onChange={(tags) => patch({ tags })} />
      </div>

      <h3 className="cc-section-title">
        <Trans>Her choices</Trans>
      </h3>
      <div className="cc-cards">
        {cards.map((step) => {
          const s = summaryOf(step, draft);
          return (
            <button
              key={step}
              type="button"
              className={`cc-card${step === 'mode' || step === 'kinks' ? ' cc-card--wide' : ''}`}
              onClick={() => onEdit(step)}
              data-testid={`edit-${step}`}
            >
              <span className="cc-card__art">{s?.art}</span>
              <span className="cc-card__text">
                <span className="cc-card__name">{stepName(step)}</span>
                <span className="cc-card__value" dir={dirOf(s?.value)}>
                  {s?.value ?? t`Choose`}
                </span>
              </span>
              <span className="cc-card__edit" aria-hidden="true">
                <svg viewBox="0 0 24 24" width="16" height="16">
                  <path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
                </svg>
              </span>
            </button>
          );
        })}
      </div>

      <div className={`cc-price${free ? ' cc-price--free' : ''}`} data-testid="create-price">
        {free ? <CrownIcon size={20} /> : <CoinIcon size={20} />}
        <div>
          <p className="cc-price__main">
            {free ? <Trans>Free with your Premium</Trans> : <Trans>{price} coins for her portrait and gallery</Trans>}
          </p>
          <p className="muted cc-price__sub">
            {free ? (
              <Trans>Premium includes one free character created step by step.</Trans>
            ) : loggedIn && profile ? (
              <Trans>You have {balance} coins. If drawing fails, the coins come back.</Trans>
            ) : (
              <Trans>If drawing fails, the coins come back.</Trans>
            )}
          </p>
        </div>
      </div>

      <MainAction text={priceText} onClick={() => void create()} loading={busy} testId="wizard-create" />
      <CoinsSheet
        open={coinsOpen}
        onClose={() => setCoinsOpen(false)}
        price={price}
        balance={balance}
        offerPremium={!profile?.isVip && draft.mode === 'template'}
        reason={<Trans>Creating her costs {price} coins.</Trans>}
      />
    </>
  );
}
