import { Suspense } from 'react';
import { Route, Switch, useParams } from 'wouter';
import { SettingsMain } from './settings-main.js';
import { LanguagePage } from './language-page.js';
import { SupportPage } from './support-page.js';
import { CoinDetailsPage } from './coin-details-page.js';
import { PremiumStatePage } from './premium-state-page.js';
import { LegalPage, legalKinds, type LegalKind } from './legal-page.js';
import { NotFound } from '../../ui/not-found.js';
import { VerificationPage } from '../trust/verification-page.js';
import { AppealsPage } from '../trust/appeals-page.js';
import { MyPhotosPage } from './my-photos-page.js';
import { SocialLinksPage } from '../trust/social-links-page.js';
import { DeleteAccountPage } from '../trust/delete-account-page.js';
import '../../ui/empty-state.css';
import './settings.css';

export const settingsChildren = [
  'terms',
  'refund',
  'privacy',
  'language',
  'contact-us',
  'coin-details',
  'intellectual',
  'subscription',
  'customer-service',
  'credit-card-manage',
  'verification',
  'appeals',
  'photos',
  'social-links',
  'delete-account',
] as const;

function SettingsChild() {
  const { child } = useParams<{ child: string }>();
  if ((legalKinds as readonly string[]).includes(child)) return <LegalPage kind={child as LegalKind} />;
  switch (child) {
    case 'language':
      return <LanguagePage />;
    case 'contact-us':
      return <SupportPage kind="contact" />;
    case 'customer-service':
      return <SupportPage kind="service" />;
    case 'coin-details':
      return <CoinDetailsPage />;
    case 'subscription':
      return <PremiumStatePage kind="subscription" />;
    case 'credit-card-manage':
      return <PremiumStatePage kind="cards" />;
    case 'verification':
      return <VerificationPage />;
    case 'appeals':
      return <AppealsPage />;
    case 'photos':
      return <MyPhotosPage />;
    case 'social-links':
      return <SocialLinksPage />;
    case 'delete-account':
      return <DeleteAccountPage />;
    default:
      return <NotFound invalid />;
  }
}

/** `/settings` and its children; an unknown child fails the route's validity check. */
export function SettingsRoutes() {
  return (
    <Suspense fallback={null}>
      <Switch>
        <Route path="/" component={SettingsMain} />
        <Route path="/:child" component={SettingsChild} />
        <Route>
          <NotFound invalid />
        </Route>
      </Switch>
    </Suspense>
  );
}
