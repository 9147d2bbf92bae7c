import { Suspense } from 'react';
import { Provider, useAtomValue } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../api/query-client.js';
import { useLocation } from 'wouter';
import { splitLocalePath } from '../../shared/locales.js';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { appStore } from '../state/store.js';
import { maintenanceAtom, loginPopupOpenAtom } from '../state/popups.js';
import { ErrorBoundary } from './error-boundary.js';
import { LocaleRouter } from './router.js';
import { lazyPage } from './lazy-page.js';
import { useSession } from './use-session.js';
import { Toaster } from '../ui/toaster.js';
import { adultConfirmedAtom } from '../state/gate.js';
import { profileAtom } from '../state/profile.js';
import './app.css';

const MaintenancePage = lazyPage(() => import('../features/maintenance/maintenance-page.js'), 'MaintenancePage');
const AdultGate = lazyPage(() => import('../features/gate/adult-gate.js'), 'AdultGate');
const LoginPopup = lazyPage(() => import('../features/login/login-popup.js'), 'LoginPopup');
const DeletionNotice = lazyPage(() => import('../features/trust/components/deletion-notice.js'), 'DeletionNotice');

function Shell() {
  useSession();
  const maintenance = useAtomValue(maintenanceAtom);
  const loginOpen = useAtomValue(loginPopupOpenAtom);
  const deleting = useAtomValue(profileAtom)?.dangerZone === true;
  const [location] = useLocation();
  // The terms and privacy pages stay readable before the 18+ answer; the operator console has no gate.
  const readingPolicy = /^\/settings\/(terms|privacy|refund|intellectual)$|^\/admin/.test(splitLocalePath(location).path);
  const gate = !useAtomValue(adultConfirmedAtom) && !readingPolicy;

  if (maintenance) {
    return (
      <Suspense fallback={null}>
        <MaintenancePage />
        <Toaster />
      </Suspense>
    );
  }
  return (
    <>
      <LocaleRouter />
      <Suspense fallback={null}>
        {gate && <AdultGate />}
        {loginOpen && !gate && <LoginPopup />}
        {deleting && !gate && !loginOpen && <DeletionNotice />}
      </Suspense>
      <Toaster />
    </>
  );
}

export function App() {
  return (
    <Provider store={appStore}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider i18n={i18n}>
          <ErrorBoundary>
            <Shell />
          </ErrorBoundary>
        </I18nProvider>
      </QueryClientProvider>
    </Provider>
  );
}
