/** Enumerations, with the numeric values the wire uses. */

export const OrderStatus = { wait: 10, hasPay: 20, cancel: 30 } as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

export const SubscriptionStatus = { subIn: 10, cancel: 20 } as const;
export type SubscriptionStatus = (typeof SubscriptionStatus)[keyof typeof SubscriptionStatus];

export const CustomCharacterState = {
  onSubmit: 10,
  creating: 20,
  createFail: 21,
  createSuccess: 30,
  done: 40,
} as const;
export type CustomCharacterState = (typeof CustomCharacterState)[keyof typeof CustomCharacterState];

export const Release = { notRelease: 10, test: 20, release: 30 } as const;
export type Release = (typeof Release)[keyof typeof Release];

export const Visibility = { private: 0, open: 1 } as const;
export type Visibility = (typeof Visibility)[keyof typeof Visibility];

export const Cost = { free: 10, memberFree: 20 } as const;
export type Cost = (typeof Cost)[keyof typeof Cost];

export const CustomType = { free: 0, custom: 10 } as const;
export type CustomType = (typeof CustomType)[keyof typeof CustomType];

export const ListSort = { rec: 1, hot: 2, new: 3 } as const;
export type ListSort = (typeof ListSort)[keyof typeof ListSort];

export const Like = { none: 0, like: 1, unlike: -1 } as const;
export type Like = (typeof Like)[keyof typeof Like];

export const DiscountType = { exit: 0, origin: 1, off2: 2, off3: 3, permanent: 4 } as const;
export type DiscountType = (typeof DiscountType)[keyof typeof DiscountType];

export const Direction = { IN: 1, OUT: 2 } as const;
export type Direction = (typeof Direction)[keyof typeof Direction];

export const LoginType = { email: 1, google: 2, telegram: 3 } as const;
export type LoginType = (typeof LoginType)[keyof typeof LoginType];

export const platforms = ['web', 'miniapp', 'pwa'] as const;
export type Platform = (typeof platforms)[number];

/** Character style: the UI words and the wire words. */
export const styles = ['REALITY', 'ANIMATE'] as const;
export type Style = (typeof styles)[number];
export const styleOfFilter = { realistic: 'REALITY', anime: 'ANIMATE' } as const satisfies Record<string, Style>;

export const currencies = ['USD', 'MMK', 'INR', 'RP', 'RM'] as const;
export type Currency = (typeof currencies)[number];
/** Symbols as shown: IDR as Rp, MYR as RM. */
export const currencySymbol: Record<Currency, string> = { USD: '$', MMK: 'Ks', INR: '₹', RP: 'Rp', RM: 'RM' };

export const payMethods = [
  'TapWallet',
  'TelegramStar',
  'TpRoyal',
  'OceanPayment',
  'OceanPaymentApplePay',
  'OceanPaymentGooglePay',
  'QxPay',
  'CoinPay',
  'V5Pay',
] as const;
export type PayMethod = (typeof payMethods)[number];

export const buttonStyles = [
  'primary',
  'msgGray',
  'gray',
  'cancel',
  'gold',
  'green',
  'orange',
  'blue',
  'svip',
  'uvip',
  'purple',
  'textLink',
  'yellow',
  'tiktok',
  'instagram',
  'likeyou',
  'telegram',
  'whatsapp',
  'skip',
  'accelerator',
  'deep_button',
  'deep_button_alpha',
  'white',
] as const;
export type ButtonStyle = (typeof buttonStyles)[number];
export const buttonSizes = ['mini', 'small', 'big', 'default'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

/** Ledger reasons: why energy or gold moved. */
export const ledgerReasons = [
  'register',
  'refill',
  'chat',
  'chat_refund',
  'photo_request',
  'photo_unlock',
  'gift',
  'vip_order',
  'gold_order',
  'reward',
  'referral',
  'questionnaire',
  'support_gift',
  'create_character',
  'generate_image',
  'refund',
  'admin',
  'merge',
  'service_order',
  'service_refund',
  'service_income',
] as const;
export type LedgerReason = (typeof ledgerReasons)[number];

export const identityTypes = ['email', 'google', 'telegram', 'phone'] as const;
export type IdentityType = (typeof identityTypes)[number];

export const chatModels = ['base', 'advanced'] as const;
export type ChatModel = (typeof chatModels)[number];

export const rewardEvents = ['add_home_screen', 'install', 'bookmark'] as const;
export type RewardEvent = (typeof rewardEvents)[number];

/** First-time guide markers and banner flags. */
export const guideMarkers = [
  'pointHandling',
  'firstFeatureTag',
  'socialActivity',
  'guideFirstChat',
  'favoriteSite',
  'firstVisibleHome',
  'fistAskPhoto',
  'firstAppIns',
  'thirdDayBanner',
] as const;

/** A chat message: who wrote it, what it holds, and how far its turn got. */
export const messageRoles = ['user', 'assistant'] as const;
export type MessageRole = (typeof messageRoles)[number];
export const messageKinds = ['text', 'photo', 'gift'] as const;
export type MessageKind = (typeof messageKinds)[number];
export const messageStatuses = ['pending', 'done', 'failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** What a ledger row moved. */
export const ledgerCurrencies = ['energy', 'gold'] as const;
export type LedgerCurrency = (typeof ledgerCurrencies)[number];

/** A character's story (a scene to play) or post (a short update). */
export const scriptKinds = ['story', 'post'] as const;
export type ScriptKind = (typeof scriptKinds)[number];

/** How a created character was described: a template of choices, a free prompt, or an imported card. */
export const customCharacterModes = ['template', 'prompt', 'card'] as const;
export type CustomCharacterMode = (typeof customCharacterModes)[number];

/** Where a content-policy refusal happened: a chat message, a bot DM, her reply cut mid-stream, or a text to remember. */
export const refusalSources = ['message', 'bot', 'reply', 'memory'] as const;
export type RefusalSource = (typeof refusalSources)[number];

/** What a sign-in code was sent to. */
export const codeKinds = ['email', 'phone'] as const;
export type CodeKind = (typeof codeKinds)[number];

/** What a user may report. */
export const reportTargets = ['character', 'message', 'user', 'photo'] as const;
export type ReportTarget = (typeof reportTargets)[number];
