import { useAtomValue, useSetAtom } from 'jotai';
import { Trans, useLingui } from '@lingui/react/macro';
import { findLocale } from '../../../shared/locales.js';
import { isLoggedInAtom, clearTokenAtom } from '../../state/session.js';
import { localeAtom } from '../../state/locale.js';
import { showToastAtom } from '../../state/toasts.js';
import { Page } from '../../ui/page.js';
import { Button } from '../../ui/button.js';
import { confirmModal } from '../../ui/confirm-modal.js';
import {
  CardIcon,
  CoinIcon,
  CrownIcon,
  DocIcon,
  GlobeIcon,
  LogoutIcon,
  MailIcon,
  PhotoIcon,
  ShieldIcon,
  SupportIcon,
  SparkIcon,
} from '../../ui/icons.js';
import { ProfileCard } from './components/profile-card.js';
import { PremiumControls } from './components/premium-controls.js';
import { ProactiveSettings } from './proactive-settings.js';
import { SettingsGroup, SettingsRow } from './components/settings-row.js';
import { logoutOnServer } from '../../api/auth.js';
import { useRolesAfterLeaving } from '../landing/landing-origin.js';
import { useLocalePath } from '../../ui/locale-path.js';

export function SettingsMain() {
  const { t } = useLingui();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const locale = useAtomValue(localeAtom);
  const clearToken = useSetAtom(clearTokenAtom);
  const toast = useSetAtom(showToastAtom);
  const toRoles = useRolesAfterLeaving();
  const to = useLocalePath();

  const logout = async () => {
    const ok = await confirmModal({
      title: t`Log out?`,
      content: t`You can log back in any time with your email.`,
      okText: t`Log out`,
      cancelText: t`Cancel`,
    });
    if (!ok) return;
    await logoutOnServer().catch(() => undefined);
    clearToken();
    toast({ text: t`You have logged out`, tone: 'success' });
    toRoles();
  };

  return (
    <Page title={<Trans>Me</Trans>} testId="settings">
      <div className="content content--narrow settings">
        <ProfileCard />
        <SettingsGroup title={<Trans>Account</Trans>}>
          <SettingsRow href="/subscription" icon={<CrownIcon size={20} />} label={<Trans>Subscription</Trans>} />
          <SettingsRow href="/coin-details" icon={<CoinIcon size={20} />} label={<Trans>Coin details</Trans>} />
          {loggedIn && (
            <SettingsRow href="/photos" icon={<PhotoIcon size={20} />} label={<Trans>My photos</Trans>} testId="settings-photos" />
          )}
          <SettingsRow
            href={to('/services/orders')}
            icon={<SparkIcon size={20} />}
            label={<Trans>My orders</Trans>}
            testId="settings-service-orders"
          />
          <SettingsRow href="/credit-card-manage" icon={<CardIcon size={20} />} label={<Trans>Payment cards</Trans>} />
        </SettingsGroup>
        <SettingsGroup title={<Trans>Preferences</Trans>}>
          <SettingsRow
            href="/language"
            icon={<GlobeIcon size={20} />}
            label={<Trans>Language</Trans>}
            value={findLocale(locale)?.name}
            testId="settings-language"
          />
          {loggedIn && <PremiumControls />}
          {loggedIn && <ProactiveSettings />}
        </SettingsGroup>
        {loggedIn && (
          <SettingsGroup title={<Trans>Trust and safety</Trans>}>
            <SettingsRow
              href="/verification"
              icon={<ShieldIcon size={20} />}
              label={<Trans>Profile verification</Trans>}
              testId="settings-verification"
            />
            <SettingsRow
              href="/social-links"
              icon={<GlobeIcon size={20} />}
              label={<Trans>Social links</Trans>}
              testId="settings-social-links"
            />
            <SettingsRow href="/appeals" icon={<DocIcon size={20} />} label={<Trans>Appeals</Trans>} testId="settings-appeals" />
            <SettingsRow
              href="/delete-account"
              icon={<LogoutIcon size={20} />}
              label={<Trans>Delete account</Trans>}
              testId="settings-delete-account"
            />
          </SettingsGroup>
        )}
        <SettingsGroup title={<Trans>Help</Trans>}>
          <SettingsRow href="/customer-service" icon={<SupportIcon size={20} />} label={<Trans>Customer service</Trans>} />
          <SettingsRow href="/contact-us" icon={<MailIcon size={20} />} label={<Trans>Contact us</Trans>} />
        </SettingsGroup>
        <SettingsGroup title={<Trans>Legal</Trans>}>
          <SettingsRow href="/terms" icon={<DocIcon size={20} />} label={<Trans>Terms of Service</Trans>} />
          <SettingsRow href="/privacy" icon={<ShieldIcon size={20} />} label={<Trans>Privacy Policy</Trans>} />
          <SettingsRow href="/refund" icon={<CoinIcon size={20} />} label={<Trans>Refund Policy</Trans>} />
          <SettingsRow href="/intellectual" icon={<SparkIcon size={20} />} label={<Trans>Intellectual Property</Trans>} />
        </SettingsGroup>
        {loggedIn && (
          <Button variant="cancel" block onClick={() => void logout()} data-testid="logout">
            <LogoutIcon size={18} />
            <Trans>Log out</Trans>
          </Button>
        )}
        <p className="settings__version num">
          <Trans>Version {import.meta.env.VITE_BUILD_ID}</Trans>
        </p>
      </div>
    </Page>
  );
}
