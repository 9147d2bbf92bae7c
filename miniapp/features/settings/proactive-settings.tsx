import { useEffect } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/button.js';
import { ChatIcon, CloseIcon, PlusIcon } from '../../ui/icons.js';
import { deviceTimeZone, useAllowWrites, useProactive, useUpdateProactive } from './api/proactive.js';
import './components/premium-controls.css';
import './proactive-settings.css';

const MAX_TIMES = 3;
const toHhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * "She writes first": her messages in Telegram at the times the user picks, in their zone, never in
 * quiet hours, at most 1 a day free and 3 Premium. Switched off here or with one tap in the chat.
 */
export function ProactiveSettings() {
  const { t } = useLingui();
  const { data: s } = useProactive();
  const update = useUpdateProactive();
  const allow = useAllowWrites();
  const zone = deviceTimeZone();
  // The times are the device's: the server learns its zone once it differs.
  const storedZone = s?.timeZone;
  useEffect(() => {
    if (storedZone && storedZone !== zone) update.mutate({ timeZone: zone });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storedZone, zone]);
  if (!s) return null;

  const setTimes = (times: string[]) => update.mutate({ times, timeZone: zone });
  const cap = s.dailyCap;
  // As many times as messages a day (free 1, Premium 3): more would be times she never writes at.
  const maxTimes = Math.min(MAX_TIMES, Math.max(1, cap));
  const zoneName = s.timeZone;
  const busy = update.isPending;

  return (
    <section className="proactive" data-testid="proactive-settings">
      <div className="settings-row pc-row">
        <span className="settings-row__icon">
          <ChatIcon size={20} />
        </span>
        <span className="settings-row__label">
          <Trans>She writes first</Trans>
        </span>
        <button
          type="button"
          role="switch"
          aria-checked={s.enabled}
          aria-label={t`She writes first`}
          className={`pc-switch${s.enabled ? ' is-on' : ''}`}
          disabled={busy}
          onClick={() => update.mutate({ enabled: !s.enabled })}
          data-testid="proactive-switch"
        >
          <span className="pc-switch__knob" />
        </button>
      </div>
      <p className="proactive__note">
        {t`She can message you in Telegram at the times you choose, with what she remembers about you. Up to ${cap} a day, never charged.`}
      </p>
      {!s.telegram && (
        <p className="proactive__note" data-testid="proactive-no-telegram">
          <Trans>Open the app in Telegram to get her messages there.</Trans>
        </p>
      )}
      {s.telegram && !s.writeAccess && (
        <div className="proactive__allow">
          <Button variant="gold" block disabled={allow.isPending} onClick={() => allow.mutate()} data-testid="proactive-allow">
            <Trans>Allow messages from the bot</Trans>
          </Button>
        </div>
      )}
      {s.enabled && (
        <div className="proactive__times" data-testid="proactive-times">
          <div className="proactive__label">
            <Trans>Her messages at</Trans>
          </div>
          <div className="proactive__chips">
            {s.times.map((time, i) => (
              <span key={`${time}-${i}`} className="proactive__chip">
                <input
                  type="time"
                  value={time}
                  aria-label={t`Message time`}
                  disabled={busy}
                  onChange={(e) => e.target.value && setTimes(s.times.map((x, j) => (j === i ? e.target.value : x)))}
                />
                {s.times.length > 1 && (
                  <button
                    type="button"
                    className="proactive__remove"
                    aria-label={t`Remove this time`}
                    disabled={busy}
                    onClick={() => setTimes(s.times.filter((_, j) => j !== i))}
                  >
                    <CloseIcon size={14} />
                  </button>
                )}
              </span>
            ))}
            {s.times.length < maxTimes && (
              <button
                type="button"
                className="proactive__add"
                disabled={busy}
                onClick={() => setTimes([...s.times, s.times.includes('20:00') ? '13:00' : '20:00'])}
                data-testid="proactive-add"
              >
                <PlusIcon size={14} />
                <Trans>Add a time</Trans>
              </button>
            )}
          </div>
          <div className="proactive__label">
            <Trans>Quiet hours</Trans>
          </div>
          <div className="proactive__quiet">
            <label>
              <Trans>From</Trans>
              <input
                type="time"
                value={toHhmm(s.quietFrom)}
                disabled={busy}
                onChange={(e) => e.target.value && update.mutate({ quietFrom: toMinutes(e.target.value) })}
              />
            </label>
            <label>
              <Trans>To</Trans>
              <input
                type="time"
                value={toHhmm(s.quietTo)}
                disabled={busy}
                onChange={(e) => e.target.value && update.mutate({ quietTo: toMinutes(e.target.value) })}
              />
            </label>
          </div>
          <p className="proactive__note">{t`Times are in your time zone: ${zoneName}`}</p>
        </div>
      )}
    </section>
  );
}
