import { useState } from 'react';
import { useSetAtom } from 'jotai';
import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { confirmAdultAtom } from '../../state/gate.js';
import { Button } from '../../ui/button.js';
import { useScrollLock } from '../../ui/scroll-lock.js';
import { platform } from '../../platform/index.js';
import { useLocalePath } from '../../ui/locale-path.js';
import { track } from '../../analytics/track.js';
import { useTrackShow } from '../../analytics/use-track.js';
import './adult-gate.css';

/** First visit: confirm being an adult, or see the return message. Remembered on the device. */
export function AdultGate() {
  const confirm = useSetAtom(confirmAdultAtom);
  const [under, setUnder] = useState(false);
  useScrollLock(true);
  useTrackShow('guide_18.show');
  const to = useLocalePath();
  return (
    <div className="gate" role="dialog" aria-modal="true" aria-labelledby="gate-title" data-testid="adult-gate">
      <div className="gate__card">
        <div className="gate__badge" aria-hidden="true" dir="ltr">
          18+
        </div>
        {under ? (
          <>
            <h1 id="gate-title" className="gate__title">
              <Trans>Come back when you are 18</Trans>
            </h1>
            <p className="gate__text" data-testid="gate-return">
              <Trans>This service is only for adults. Please come back when you are 18 or older.</Trans>
            </p>
            <Button variant="msgGray" block onClick={() => setUnder(false)}>
              <Trans>Go back</Trans>
            </Button>
          </>
        ) : (
          <>
            <h1 id="gate-title" className="gate__title">
              <Trans>Adults only</Trans>
            </h1>
            <p className="gate__text">
              <Trans>This app contains AI-generated companions and mature content. You must be at least 18 years old to enter.</Trans>
            </p>
            <Button
              variant="primary"
              size="big"
              block
              data-testid="gate-confirm"
              onClick={() => {
                platform().haptic('success');
                track('guide_18.confirm');
                confirm();
              }}
            >
              <Trans>I am 18 or older</Trans>
            </Button>
            <Button variant="cancel" block onClick={() => setUnder(true)} data-testid="gate-under">
              <Trans>I am under 18</Trans>
            </Button>
            <p className="gate__legal">
              <Trans>
                By entering you agree to the <Link href={to('/settings/terms')}>Terms of Service</Link> and the{' '}
                <Link href={to('/settings/privacy')}>Privacy Policy</Link>. All characters are fictional and AI-generated.
              </Trans>
            </p>
          </>
        )}
      </div>
    </div>
  );
}
