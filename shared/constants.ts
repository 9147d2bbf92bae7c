/** Business constants and limits of the product (docs/api.md and the README's rules). */
export const limits = {
  requestTimeoutMs: 60_000,
  bodyMaxBytes: 1024 * 1024,
  codeLength: 6,
  codeTtlMs: 10 * 60_000,
  codeMaxTries: 5,
  codeResendMs: 60_000,
  tokenTtlMs: 30 * 24 * 3600_000,
  tokenCookieDays: 30,
  defaultCookieDays: 7,
  localeCookieDays: 365,
  paymentPollMs: 3000,
  paymentPollTimeoutMs: 10_000,
  toastMs: 3000,
  toastMax: 5,
  carouselMs: 3000,
  discountCountdownS: 600,
  followUpDiscountS: 60,
  modalAutoRemoveMs: 3000,
  reloadGuardMs: 10_000,
  routePreloadParallel: 5,
  translationCacheMs: 24 * 3600_000,
  profileRefreshMs: 480 * 3600_000,
  photoMaxBytes: 5 * 1024 * 1024,
  videoMaxBytes: 100 * 1024 * 1024,
  videoMaxSeconds: 15,
  kinksMax: 3,
  adultAge: 18,
  maxAge: 99,
  messageMaxChars: 2000,
  initDataMaxAgeS: 24 * 3600,
  pageSizeMax: 50,
} as const;

export const energy = {
  freeCap: 100,
  premiumCap: 1000,
  freeRefillPerHour: 10,
  premiumRefillPerHour: 100,
  messageCost: 1,
  messageCoinCost: 5,
  photoCoinCost: 50,
  unlockCoinCost: 50,
  rewardEnergy: 20,
  rewardClaimAfterMs: 10_000,
  inviteEnergy: 10,
  supportGiftCoins: 20,
  questionnaireCoins: 50,
  questionnaireQuestions: 12,
  supportChannelBonusPct: 5,
  lifetimeCoins: 5000,
  initialEnergy: 100,
  memoryTurnsFree: 10,
  memoryTurnsPremium: 50,
} as const;

/** Trust figures of the Premium page. */
export const trustFigures = ['37M', '1.5B', '72M', '97%', '3+'] as const;

/** vipExpireAt at or beyond this instant means lifetime Premium (year 2100). */
export const LIFETIME_VIP_MS = Date.UTC(2100, 0, 1);
export const isLifetime = (vipExpireAt: number) => vipExpireAt >= Date.UTC(2099, 11, 31);
export const isPremium = (vipExpireAt: number, now: number) => vipExpireAt > now;

export const LOG_CLIENT_VERSION = '2.0.0';
export const DEFAULT_CHANNEL = 'organic';
export const LOCALE_COOKIE = 'i18n_redirected';
export const TOKEN_COOKIE = 'token';
