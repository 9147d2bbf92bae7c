/**
 * Every text the bot sends, one table per language. Texts with numbers or names are functions so
 * each language places them and picks its own plural forms.
 */
export interface Messages {
  /** setMyCommands descriptions. */
  cmdStart: string;
  cmdHelp: string;
  cmdLanguage: string;
  cmdPaySupport: string;
  /** Button that opens the mini-app (also the chat menu button). */
  openApp: string;
  welcome: (p: { name: string; brand: string }) => string;
  help: (p: { brand: string }) => string;
  paySupport: (p: { email: string }) => string;
  chooseLanguage: string;
  /** Said in the newly chosen language. */
  languageSet: string;
  claimGift: string;
  giftClaimed: (p: { coins: number; balance: number }) => string;
  giftAlreadyClaimed: string;
  characterInvite: (p: { name: string }) => string;
  chatWith: (p: { name: string }) => string;
  storyInvite: (p: { title: string; name: string }) => string;
  startStory: string;
  linkInvalid: string;
  unlockOffer: (p: { cost: number; balance: number }) => string;
  unlockButton: (p: { cost: number }) => string;
  photoUnlocked: string;
  notEnoughCoins: (p: { cost: number; balance: number }) => string;
  coinPack: (p: { coins: number; stars: number }) => string;
  /** Invoice title: at most 32 characters. */
  /** Invoice description: at most 255 characters with the bonus line. */
  premiumPerks: string;
  bonusCoins: (p: { coins: number }) => string;
  coinsPerks: string;
  purchaseUnavailable: string;
  /** Shown by Telegram when a pre-checkout is refused. */
  orderNotPayable: string;
  paidPremium: (p: { date: string }) => string;
  paidLifetime: string;
  paidCoins: (p: { coins: number; balance: number }) => string;
  refundedCancelled: string;
  /** Money that bought nothing (wrong amount, order paid twice…), given back. */
  refundedUnmatched: string;
  replyFrom: (p: { name: string; text: string }) => string;
  openChat: string;
  friendJoined: (p: { energy: number }) => string;
  error: string;
  /** Chatting with her in the bot's private chat, and the messages she writes first. */
  dm: DmMessages;
}

export interface DmMessages {
  cmdCharacters: string;
  /** Under each of her replies: the same conversation in the mini-app. */
  openInApp: string;
  photoButton: string;
  giftButton: string;
  /** Above the gift buttons (emoji and price in coins). */
  pickGift: string;
  stopButton: string;
  /** Stopped before she wrote anything. */
  stopped: string;
  outOfEnergy: (p: { minutes: number; coins: number }) => string;
  getPremium: string;
  waitButton: string;
  /** A callback alert: at most 200 characters. */
  waitNote: (p: { minutes: number; energy: number }) => string;
  pickCharacter: string;
  nowChatting: (p: { name: string }) => string;
  proactiveOffButton: string;
  proactiveOff: string;
  proactiveOnButton: string;
  /** A callback toast: at most 200 characters. */
  proactiveOn: string;
  /** A photo, voice message or sticker sent to her: she reads only text here. */
  textOnly: string;
}
