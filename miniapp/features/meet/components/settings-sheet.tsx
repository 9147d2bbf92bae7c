import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { bodies, ethnicities, hairColors } from '../../../../shared/attributes.js';
import { styles } from '../../../../shared/enums.js';
import type { MeetConfig } from '../../../../shared/schemas/meet.js';
import { openPremiumPopupAtom } from '../../../state/popups.js';
import { BottomPopup } from '../../../ui/bottom-popup.js';
import { Button } from '../../../ui/button.js';
import { CrownIcon, LockIcon } from '../../../ui/icons.js';
import { bodyLabel, ethnicityLabel, hairColorLabel, styleLabel } from '../../../i18n/attribute-labels.js';
import { useDeck, useSaveMeetConfig } from '../api/meet.js';

// The same bounds as the server's (shared/schemas/meet.ts), as plain numbers: no schema in the bundle.
const AGE_MIN = 18;
const AGE_MAX = 99;

/** Meet settings: the style for everyone; age, ethnicity, body and hair for Premium (locked, opening Premium, for free users). */
export function SettingsSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const deck = useDeck(false);
  return (
    <BottomPopup open={open} onClose={onClose} title={t`Meet settings`} testId="meet-settings">
      {deck.data ? (
        <SettingsForm key={JSON.stringify(deck.data.config)} config={deck.data.config} premium={deck.data.premium} onDone={onClose} />
      ) : null}
    </BottomPopup>
  );
}

function SettingsForm({ config, premium, onDone }: { config: MeetConfig; premium: boolean; onDone: () => void }) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(config);
  const save = useSaveMeetConfig();
  const openPremium = useSetAtom(openPremiumPopupAtom);
  const locked = !premium;
  const toPremium = () => openPremium('meet');

  function toggle<K extends 'ethnicities' | 'bodies' | 'hairColors'>(key: K, value: MeetConfig[K][number]) {
    if (locked) return toPremium();
    setDraft((d) => {
      const list = d[key] as string[];
      return { ...d, [key]: list.includes(value) ? list.filter((v) => v !== value) : [...list, value] };
    });
  }

  function submit() {
    const body: Partial<MeetConfig> = premium ? draft : { style: draft.style };
    save.mutate(body, { onSuccess: onDone });
  }

  const chip = (selected: boolean, label: string, onClick: () => void, testId?: string) => (
    <button
      key={label}
      type="button"
      className={`meet-chip${selected ? ' is-on' : ''}`}
      aria-pressed={selected}
      onClick={onClick}
      data-testid={testId}
    >
      {label}
    </button>
  );

  return (
    <div className="meet-settings">
      <fieldset className="meet-settings__group">
        <legend>
          <Trans>Style</Trans>
        </legend>
        <div className="meet-chips">
          {chip(draft.style === null, t`Any`, () => setDraft({ ...draft, style: null }), 'meet-style-any')}
          {styles.map((s) => chip(draft.style === s, styleLabel(s), () => setDraft({ ...draft, style: s }), `meet-style-${s}`))}
        </div>
      </fieldset>

      <div className={`meet-settings__pro${locked ? ' is-locked' : ''}`} data-testid="meet-settings-pro">
        <p className="meet-settings__pro-title">
          <CrownIcon size={16} /> <Trans>Premium filters</Trans>
          {locked && (
            <button type="button" className="meet-settings__unlock" onClick={toPremium} data-testid="meet-settings-unlock">
              <LockIcon size={14} /> <Trans>Unlock</Trans>
            </button>
          )}
        </p>
        <fieldset className="meet-settings__group" disabled={save.isPending}>
          <legend>
            <Trans>Age</Trans>{' '}
            <span className="muted">
              {draft.ageMin}–{draft.ageMax}
            </span>
          </legend>
          <div className="meet-age" onPointerDown={locked ? toPremium : undefined}>
            <label>
              <span className="visually-hidden">{t`Youngest`}</span>
              <input
                type="range"
                min={AGE_MIN}
                max={AGE_MAX}
                value={draft.ageMin}
                disabled={locked}
                onChange={(e) => setDraft({ ...draft, ageMin: Math.min(Number(e.target.value), draft.ageMax) })}
              />
            </label>
            <label>
              <span className="visually-hidden">{t`Oldest`}</span>
              <input
                type="range"
                min={AGE_MIN}
                max={AGE_MAX}
                value={draft.ageMax}
                disabled={locked}
                onChange={(e) => setDraft({ ...draft, ageMax: Math.max(Number(e.target.value), draft.ageMin) })}
              />
            </label>
          </div>
        </fieldset>
        <fieldset className="meet-settings__group">
          <legend>
            <Trans>Ethnicity</Trans>
          </legend>
          <div className="meet-chips">
            {ethnicities.map((v) =>
              chip(draft.ethnicities.includes(v), ethnicityLabel(v), () => toggle('ethnicities', v), `meet-ethnicity-${v}`),
            )}
          </div>
        </fieldset>
        <fieldset className="meet-settings__group">
          <legend>
            <Trans>Body</Trans>
          </legend>
          <div className="meet-chips">{bodies.map((v) => chip(draft.bodies.includes(v), bodyLabel(v), () => toggle('bodies', v)))}</div>
        </fieldset>
        <fieldset className="meet-settings__group">
          <legend>
            <Trans>Hair color</Trans>
          </legend>
          <div className="meet-chips">
            {hairColors.map((v) => chip(draft.hairColors.includes(v), hairColorLabel(v), () => toggle('hairColors', v)))}
          </div>
        </fieldset>
      </div>

      <Button block size="big" loading={save.isPending} onClick={submit} data-testid="meet-settings-save">
        <Trans>Show me</Trans>
      </Button>
    </div>
  );
}
