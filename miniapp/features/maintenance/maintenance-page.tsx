import { Trans } from '@lingui/react/macro';
import { brand } from '../../api/client.js';
import { ShieldIcon } from '../../ui/icons.js';
import '../../ui/empty-state.css';
import './maintenance.css';

/** Region blocked (code 1007) or the server's maintenance flag. */
export function MaintenancePage() {
  return (
    <main className="maintenance" data-testid="maintenance">
      <div className="maintenance__icon">
        <ShieldIcon size={40} />
      </div>
      <h1 className="maintenance__title">
        <Trans>Your region is not supported yet</Trans>
      </h1>
      <p className="muted">
        <Trans>We are working on bringing the service to more countries. Thank you for your patience.</Trans>
      </p>
      <a className="maintenance__mail" href={`mailto:${brand.supportEmail}`} dir="ltr">
        {brand.supportEmail}
      </a>
    </main>
  );
}
