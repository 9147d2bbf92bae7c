import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Style } from '../../../../shared/enums.js';
import { useProfile } from '../../../state/profile.js';
import { openPremiumPopupAtom } from '../../../state/popups.js';
import { LockIcon, SparkIcon, CrownIcon } from '../../../ui/icons.js';
import { usePremiumControls } from '../api/premium-controls.js';
import './premium-controls.css';

/**
 * The advanced AI model switch and the character style choice. Premium members change them here;
 * free members see them locked, and a tap opens the Premium popup.
 */
export function PremiumControls() {
  const { t } = useLingui();
  const profile = useProfile();
  const openPremium = useSetAtom(openPremiumPopupAtom);
  const { model, style } = usePremiumControls();
  if (!profile) return null;
  const premium = profile.isVip;
  const advanced = premium && profile.chatModel === 'advanced';
  const current: Style = profile.style ?? 'REALITY';
  const locked = () => openPremium('settings_premium_controls');
  const styles: { value: Style; label: string }[] = [
    { value: 'REALITY', label: t`Realistic` },
    { value: 'ANIMATE', label: t`Anime` },
  ];

  return (
    <div className={`pc${premium ? '' : ' pc--locked'}`} data-testid="premium-controls" data-locked={!premium}>
      <div className="settings-row pc-row">
        <span className="settings-row__icon">
          <SparkIcon size={20} />
        </span>
        <span className="settings-row__label">
          <Trans>Advanced AI model</Trans>
          {!premium && <PremiumTag />}
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={advanced}
          aria-label={t`Advanced AI model`}
          className={`pc-switch${advanced ? ' is-on' : ''}`}
          disabled={model.isPending}
          onClick={() => (premium ? model.mutate(advanced ? 'base' : 'advanced') : locked())}
          data-testid="premium-model-switch"
        >
          {premium ? <span className="pc-switch__knob" /> : <LockIcon size={14} />}
        </button>
      </div>
      <div className="settings-row pc-row pc-row--choice">
        <span className="settings-row__icon">
          <CrownIcon size={20} />
        </span>
        <span className="settings-row__label">
          <Trans>Character style</Trans>
          {!premium && <PremiumTag />}
        </span>
        <span className="pc-seg" role="radiogroup" aria-label={t`Character style`}>
          {styles.map((s) => (
            <button
              key={s.value}
              type="button"
              role="radio"
              aria-checked={premium && current === s.value}
              className={`pc-seg__opt${premium && current === s.value ? ' is-on' : ''}`}
              disabled={style.isPending}
              onClick={() => (premium ? current !== s.value && style.mutate(s.value) : locked())}
              data-testid={`premium-style-${s.value}`}
            >
              {!premium && <LockIcon size={12} />}
              {s.label}
            </button>
          ))}
        </span>
      </div>
    </div>
  );
}

function PremiumTag() {
  return (
    <span className="pc-tag">
      <Trans>Premium</Trans>
    </span>
  );
}
