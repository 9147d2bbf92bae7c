import { Hono } from 'hono';
import { config as s } from '../../shared/schemas/config.js';
import type { AppConfig } from '../../shared/schemas/config.js';
import type { Brand } from '../../shared/brands.js';
import { LoginType, type PayMethod } from '../../shared/enums.js';
import { energy } from '../../shared/constants.js';
import { matchLocale, DEFAULT_LOCALE } from '../../shared/locales.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import type { Deps } from '../deps.js';
import { goldItems, vipPlans } from '../domain/plans.js';
import { buildId } from '../http/static.js';
import { requestBrand } from '../http/brand.js';

/** Pay methods this deployment can really take; the rest answer "not supported yet". */
export function enabledPayMethods(deps: Deps): PayMethod[] {
  const m: PayMethod[] = [];
  if (deps.config.botToken) m.push('TelegramStar');
  if (deps.config.paymentSandbox) m.push('OceanPayment', 'OceanPaymentApplePay', 'OceanPaymentGooglePay');
  return m;
}

/** `brand`: the brand of the request's host (docs/brands.md). */
function appConfig(deps: Deps, lang: string, region: string, brand: Brand): AppConfig {
  const signIn: AppConfig['signInMethods'] = ['email'];
  if (deps.config.googleClientId) signIn.push('google');
  if (deps.config.botToken && brand.loginTypes.includes(LoginType.telegram)) signIn.push('telegram');
  return {
    brand: {
      id: brand.id,
      title: brand.title,
      logo: brand.logo,
      supportEmail: brand.supportEmail,
      installLink: brand.installLink ?? null,
      accent: brand.accent,
    },
    loginTypes: [...brand.loginTypes],
    signInMethods: signIn,
    googleClientId: deps.config.googleClientId,
    telegramBot: deps.config.botUsername,
    payMethods: enabledPayMethods(deps),
    lang,
    region,
    maintenance: false,
    buildId: buildId(deps.config.distDir),
    energy: {
      freeCap: energy.freeCap,
      premiumCap: energy.premiumCap,
      messageCost: energy.messageCost,
      messageCoinCost: energy.messageCoinCost,
      photoCoinCost: energy.photoCoinCost,
    },
  };
}

export const configRoutes = new Hono<AppEnv>()
  .post(
    s.get.path,
    call(s.get, async ({ deps, maybeUser, region, c }) => {
      const user = await maybeUser();
      const lang = user?.lang ?? matchLocale(c.req.header('accept-language')?.split(',')[0]) ?? DEFAULT_LOCALE;
      return appConfig(deps, lang, region, requestBrand(c, deps.config).brand);
    }),
  )
  .post(
    s.setLang.path,
    call(s.setLang, async ({ deps, params, maybeUser, now }) => {
      const user = await maybeUser();
      if (user) await deps.db.updateTable('users').set({ lang: params.lang, update_time: now }).where('id', '=', user.id).execute();
      return { lang: params.lang };
    }),
  )
  .post(
    s.vipList.path,
    call(s.vipList, async ({ deps, params, now }) => ({ list: await vipPlans(deps.db, now, !!params.retain) })),
  )
  .post(
    s.goldList.path,
    call(s.goldList, async ({ deps }) => ({ list: await deps.catalogue.get('gold', () => goldItems(deps.db)) })),
  )
  .post(
    s.tourConfig.path,
    call(s.tourConfig, async ({ deps, region, c }) => {
      const lang = matchLocale(c.req.header('accept-language')?.split(',')[0]) ?? DEFAULT_LOCALE;
      return { ...appConfig(deps, lang, region, requestBrand(c, deps.config).brand), freeMessages: 5 };
    }),
  );
