import { Suspense, useEffect } from 'react';
import { Route, Switch, Redirect, useParams } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { lazyPage } from './lazy-page.js';
import { NotFound } from '../ui/not-found.js';
import { PremiumPopupHost } from '../features/premium/premium-popup-host.js';

const HomePage = lazyPage(() => import('../features/home/home-page.js'), 'HomePage');
const CharacterPage = lazyPage(() => import('../features/character/character-page.js'), 'CharacterPage');
const ChatLayout = lazyPage(() => import('../features/chat/chat-layout.js'), 'ChatLayout');
const SettingsRoutes = lazyPage(() => import('../features/settings/settings-routes.js'), 'SettingsRoutes');
const LoginCodePage = lazyPage(() => import('../features/login/login-code-page.js'), 'LoginCodePage');
const EmailCapturePage = lazyPage(() => import('../features/login/email-capture-page.js'), 'EmailCapturePage');
const MagicLinkPage = lazyPage(() => import('../features/login/magic-link-page.js'), 'MagicLinkPage');
const TourChatPage = lazyPage(() => import('../features/tour/tour-chat-page.js'), 'TourChatPage');
const TourConversationPage = lazyPage(() => import('../features/tour/tour-conversation-page.js'), 'TourConversationPage');
const TourPremiumPage = lazyPage(() => import('../features/tour/tour-premium-page.js'), 'TourPremiumPage');
const TouchTestPage = lazyPage(() => import('../features/touch-test/touch-test-page.js'), 'TouchTestPage');
const PayCallbackPage = lazyPage(() => import('../features/pay-return/pay-callback-page.js'), 'PayCallbackPage');
const LandingPage = lazyPage(() => import('../features/landing/landing-page.js'), 'LandingPage');
const MyRolesPage = lazyPage(() => import('../features/my-roles/my-roles-page.js'), 'MyRolesPage');
const CreateRolePage = lazyPage(() => import('../features/my-roles/create-role-page.js'), 'CreateRolePage');
const GenerateImagePage = lazyPage(() => import('../features/ugc/generate-image-page.js'), 'GenerateImagePage');
const PremiumPage = lazyPage(() => import('../features/premium/premium-page.js'), 'PremiumPage');
const CoinsPage = lazyPage(() => import('../features/coins/coins-page.js'), 'CoinsPage');
const SupportPayPage = lazyPage(() => import('../features/coins/support-pay-page.js'), 'SupportPayPage');
const CheckoutPage = lazyPage(() => import('../features/pay-return/checkout-page.js'), 'CheckoutPage');
const QuestionnairePage = lazyPage(() => import('../features/questionnaire/questionnaire-page.js'), 'QuestionnairePage');
const DesirePage = lazyPage(() => import('../features/feed/desire-page.js'), 'DesirePage');
const MeetPage = lazyPage(() => import('../features/meet/meet-page.js'), 'MeetPage');
const ServiceOrderPage = lazyPage(() => import('../features/services/order-page.js'), 'ServiceOrderPage');
const MyOrdersPage = lazyPage(() => import('../features/services/my-orders-page.js'), 'MyOrdersPage');
const ServiceInboxPage = lazyPage(() => import('../features/services/inbox-page.js'), 'ServiceInboxPage');
const AdminConsole = lazyPage(() => import('../features/admin/admin-console.js'), 'AdminConsole');

export const landingVariants = ['role1', 'role2', 'role3', 'landing2'] as const;
const webFallbackPaths = ['landing', 'landing2', 'landing_role_1', 'landing_role_2', 'landing_role_3'];

/** Spec §2 `/web…` and `/sitemap.xml` inside the app: one shared handler, no content of its own. */
function WebFallback() {
  const params = useParams<{ rest?: string }>();
  if (params.rest && !webFallbackPaths.includes(params.rest)) return <NotFound invalid />;
  return <Redirect to="/" replace />;
}

function LandingVariant() {
  const { variant } = useParams<{ variant: string }>();
  if (!(landingVariants as readonly string[]).includes(variant)) return <NotFound invalid />;
  return <LandingPage />;
}

export function RouteFallback() {
  useEffect(() => {
    document.body.setAttribute('aria-busy', 'true');
    return () => document.body.removeAttribute('aria-busy');
  }, []);
  return (
    <div className="route-fallback" role="status">
      <span className="route-fallback__dot" />
      <Trans>Loading…</Trans>
    </div>
  );
}

/** Every route of spec §2, relative to the locale prefix set by the router. */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/admin" nest component={AdminConsole} />
        <Route path="/chat" nest component={ChatLayout} />
        <Route path="/settings" nest component={SettingsRoutes} />
        <Route path="/character/:id" component={CharacterPage} />
        <Route path="/tour/chat" component={TourChatPage} />
        <Route path="/tour/chat/:characterId" component={TourConversationPage} />
        <Route path="/tour/premium" component={TourPremiumPage} />
        <Route path="/login/code" component={LoginCodePage} />
        <Route path="/login/email" component={EmailCapturePage} />
        <Route path="/login/magic" component={MagicLinkPage} />
        <Route path="/touch-test" component={TouchTestPage} />
        <Route path="/pay/callback" component={PayCallbackPage} />
        <Route path="/premium" component={PremiumPage} />
        <Route path="/coins" component={CoinsPage} />
        <Route path="/coins/customer-service" component={SupportPayPage} />
        <Route path="/questionnaire" component={QuestionnairePage} />
        <Route path="/desire" component={DesirePage} />
        <Route path="/meet" component={MeetPage} />
        <Route path="/checkout/:orderId" component={CheckoutPage} />
        <Route path="/landing" component={LandingPage} />
        <Route path="/landing/:variant" component={LandingVariant} />
        <Route path="/my-roles" component={MyRolesPage} />
        <Route path="/my-roles/create" component={CreateRolePage} />
        <Route path="/ugc/generate-image" component={GenerateImagePage} />
        <Route path="/services/order/:characterId" component={ServiceOrderPage} />
        <Route path="/services/orders" component={MyOrdersPage} />
        <Route path="/services/inbox" component={ServiceInboxPage} />
        <Route path="/web" component={WebFallback} />
        <Route path="/web/:rest" component={WebFallback} />
        <Route path="/sitemap.xml" component={WebFallback} />
        <Route>
          <NotFound />
        </Route>
      </Switch>
      <PremiumPopupHost />
    </Suspense>
  );
}
