import type { Messages } from '../messages.js';
import { plural } from '../../../shared/plural.js';

const coins = (n: number) => plural('en', n, { one: `${n} coin`, other: `${n} coins` });

export const en: Messages = {
  cmdStart: 'Open the app',
  cmdHelp: 'Help and commands',
  cmdLanguage: 'Change language',
  cmdPaySupport: 'Help with payments',
  openApp: '💕 Open app',
  welcome: ({ name, brand }) =>
    `Hi ${name}! 💕\n\nWelcome to ${brand}: your AI companions are waiting to chat, flirt and share their stories with you. Tap “Open app” to meet them.`,
  help: ({ brand }) =>
    `${brand} lives in the app: tap “Open app” or the menu button.`,
  paySupport: ({ email }) =>
    `Questions about a payment? Write to ${email} with your Telegram username and the date of the payment. We answer within 24 hours.\n\nStars paid for an order that was already cancelled are refunded automatically.`,
  chooseLanguage: 'Choose your language:',
  languageSet: 'Done! I will speak English with you from now on.',
  claimGift: '🎁 Claim gift',
  giftClaimed: ({ coins: n, balance }) => `🎁 ${coins(n)} are yours! Your balance: ${coins(balance)}.`,
  giftAlreadyClaimed: 'You have already claimed this gift.',
  characterInvite: ({ name }) => `${name} is waiting for you 💕`,
  chatWith: ({ name }) => `💬 Chat with ${name}`,
  storyInvite: ({ title, name }) => `📖 “${title}”, a story with ${name}`,
  startStory: '▶️ Start the story',
  linkInvalid: 'Sorry, this link is no longer valid.',
  unlockOffer: ({ cost, balance }) => `This photo is locked 🔒\nUnlock it for ${coins(cost)}. You have ${coins(balance)}.`,
  unlockButton: ({ cost }) => `🔓 Unlock for ${coins(cost)}`,
  photoUnlocked: 'Unlocked! Here it is 😘',
  notEnoughCoins: ({ cost, balance }) => `You need ${coins(cost)}, but you have ${coins(balance)}. Top up with Telegram Stars:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumPerks: 'More energy, the advanced AI model, 5x memory, clear photos and no waiting in the queue.',
  bonusCoins: ({ coins: n }) => `Bonus: ${coins(n)}.`,
  coinsPerks: 'Coins for messages, photos and gifts.',
  purchaseUnavailable: 'This offer is no longer available. Open the app to see the current ones.',
  orderNotPayable: 'This order can no longer be paid. Please start a new purchase.',
  paidPremium: ({ date }) => `Thank you! 💕 Premium is active until ${date}.`,
  paidLifetime: 'Thank you! 💕 Premium is yours for life.',
  paidCoins: ({ coins: n, balance }) => `Thank you! 💕 +${coins(n)}. Your balance: ${coins(balance)}.`,
  refundedCancelled: 'This order had already been cancelled, so your Stars have been refunded.',
  refundedUnmatched: 'We could not apply this payment to an order, so your Stars have been refunded.',
  replyFrom: ({ name, text }) => `💬 ${name} wrote to you:\n\n${text}`,
  openChat: '💬 Open chat',
  friendJoined: ({ energy }) => `A friend joined through your invite! +${energy} energy ⚡`,
  error: 'Something went wrong. Please try again in a moment.',
  dm: {
    cmdCharacters: 'Choose who to chat with',
    openInApp: '📱 Open in app',
    photoButton: '📸 Photo',
    giftButton: '🎁 Gift',
    pickGift: 'Choose a gift for her (coins):',
    stopButton: '⏹ Stop',
    stopped: 'Stopped. Nothing was charged.',
    outOfEnergy: ({ minutes, coins: cost }) => `You're out of energy ⚡

A message costs 1 energy, or ${cost} coins when energy runs out. Energy refills every hour (next in ${minutes} min) — or keep talking now:`,
    getPremium: '👑 Get Premium',
    waitButton: '⏳ I\'ll wait',
    waitNote: ({ minutes, energy }) => `+${energy} energy every hour: the next refill is in ${minutes} min. She'll be here 💕`,
    pickCharacter: 'Who would you like to talk to? Pick her, then just write here: it\'s the same chat as in the app.',
    nowChatting: ({ name }) => `You're chatting with ${name} now 💕 Write to her here, or open the app: it's one conversation.`,
    proactiveOffButton: '🔕 Don\'t write first',
    proactiveOff: 'She won\'t write to you first anymore. You can turn it back on here or in the app\'s settings.',
    proactiveOnButton: '🔔 Turn back on',
    proactiveOn: 'She\'ll write to you again at the times you chose.',
    textOnly: 'She can only read text here: write to her in words ✍️',
  },
};
