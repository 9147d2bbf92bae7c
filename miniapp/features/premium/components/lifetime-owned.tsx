import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { buttonClass } from '../../../ui/button.js';
import { CrownIcon } from '../../../ui/icons.js';
import { useLocalePath } from '../../../ui/locale-path.js';

/** Lifetime members never see the offer (spec §4): only this. */
export function LifetimeOwned({ onLeave }: { onLeave?: () => void }) {
  const to = useLocalePath();
  return (
    <div className="pp-owned" data-testid="premium-lifetime-owned">
      <span className="pp-owned__crown" aria-hidden="true">
        <CrownIcon size={44} />
      </span>
      <p className="pp-owned__title">
        <Trans>You have lifetime Premium</Trans>
      </p>
      <p className="muted">
        <Trans>Every Premium benefit is yours for good. There is nothing more to buy here.</Trans>
      </p>
      <Link href={to('/')} className={buttonClass('gold', 'big', true)} onClick={onLeave}>
        <Trans>Start chatting</Trans>
      </Link>
    </div>
  );
}
