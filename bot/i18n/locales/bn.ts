import type { Messages } from '../messages.js';

/** A Bengali noun keeps one form after a numeral (1 কয়েন, 21 কয়েন), so no plural forms. */
const coins = (n: number) => `${n} কয়েন`;

export const bn: Messages = {
  cmdStart: 'অ্যাপ খোলো',
  cmdHelp: 'সাহায্য ও কমান্ড',
  cmdLanguage: 'ভাষা পরিবর্তন করো',
  cmdPaySupport: 'পেমেন্ট নিয়ে সাহায্য',
  openApp: '💕 অ্যাপ খোলো',
  welcome: ({ name, brand }) =>
    `হাই ${name}! 💕\n\n${brand}-এ তোমাকে স্বাগতম: তোমার AI সঙ্গীরা তোমার সঙ্গে আড্ডা দিতে, ফ্লার্ট করতে আর নিজেদের গল্প ভাগ করে নিতে অপেক্ষা করছে। তাদের সঙ্গে পরিচিত হতে “অ্যাপ খোলো”-এ ট্যাপ করো।`,
  help: ({ brand }) =>
    `${brand} রয়েছে অ্যাপের ভেতরে: “অ্যাপ খোলো” বা মেনু বোতামে ট্যাপ করো।`,
  paySupport: ({ email }) =>
    `পেমেন্ট নিয়ে কোনো প্রশ্ন আছে? তোমার Telegram ইউজারনেম ও পেমেন্টের তারিখসহ ${email}-এ লেখো। আমরা 24 ঘণ্টার মধ্যে উত্তর দিই।\n\nআগেই বাতিল হয়ে যাওয়া অর্ডারের জন্য দেওয়া Stars স্বয়ংক্রিয়ভাবে ফেরত দেওয়া হয়।`,
  chooseLanguage: 'তোমার ভাষা বেছে নাও:',
  languageSet: 'হয়ে গেছে! এখন থেকে আমি তোমার সঙ্গে বাংলায় কথা বলব।',
  claimGift: '🎁 উপহার নাও',
  giftClaimed: ({ coins: n, balance }) => `🎁 ${coins(n)} এখন তোমার! তোমার ব্যালান্স: ${coins(balance)}।`,
  giftAlreadyClaimed: 'তুমি এই উপহারটি আগেই নিয়ে নিয়েছ।',
  characterInvite: ({ name }) => `${name} তোমার জন্য অপেক্ষা করছে 💕`,
  chatWith: ({ name }) => `💬 ${name}-এর সঙ্গে চ্যাট করো`,
  storyInvite: ({ title, name }) => `📖 “${title}”, ${name}-এর সঙ্গে একটি গল্প`,
  startStory: '▶️ গল্প শুরু করো',
  linkInvalid: 'দুঃখিত, এই লিংকটি আর বৈধ নয়।',
  unlockOffer: ({ cost, balance }) => `এই ছবিটি লক করা আছে 🔒\n${coins(cost)} দিয়ে এটি আনলক করো। তোমার কাছে আছে ${coins(balance)}।`,
  unlockButton: ({ cost }) => `🔓 ${coins(cost)} দিয়ে আনলক করো`,
  photoUnlocked: 'আনলক হয়ে গেছে! এই নাও 😘',
  notEnoughCoins: ({ cost, balance }) => `তোমার দরকার ${coins(cost)}, কিন্তু আছে ${coins(balance)}। Telegram Stars দিয়ে টপ আপ করো:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumPerks: 'আরও বেশি এনার্জি, উন্নত AI মডেল, 5 গুণ বেশি মেমরি, ঝকঝকে ছবি আর সারিতে কোনো অপেক্ষা নেই।',
  bonusCoins: ({ coins: n }) => `বোনাস: ${coins(n)}।`,
  coinsPerks: 'মেসেজ, ছবি আর উপহারের জন্য কয়েন।',
  purchaseUnavailable: 'এই অফারটি আর পাওয়া যাচ্ছে না। বর্তমান অফারগুলো দেখতে অ্যাপ খোলো।',
  orderNotPayable: 'এই অর্ডারের পেমেন্ট আর করা যাবে না। অনুগ্রহ করে নতুন করে কেনাকাটা শুরু করো।',
  paidPremium: ({ date }) => `ধন্যবাদ! 💕 প্রিমিয়াম ${date} পর্যন্ত চালু আছে।`,
  paidLifetime: 'ধন্যবাদ! 💕 প্রিমিয়াম এখন আজীবনের জন্য তোমার।',
  paidCoins: ({ coins: n, balance }) => `ধন্যবাদ! 💕 +${coins(n)}। তোমার ব্যালান্স: ${coins(balance)}।`,
  refundedCancelled: 'এই অর্ডারটি আগেই বাতিল হয়ে গিয়েছিল, তাই তোমার Stars ফেরত দেওয়া হয়েছে।',
  refundedUnmatched: 'আমরা এই পেমেন্টটি কোনো অর্ডারের সঙ্গে মেলাতে পারিনি, তাই তোমার Stars ফেরত দেওয়া হয়েছে।',
  replyFrom: ({ name, text }) => `💬 ${name} তোমাকে লিখেছে:\n\n${text}`,
  openChat: '💬 চ্যাট খোলো',
  friendJoined: ({ energy }) => `তোমার আমন্ত্রণে একজন বন্ধু যোগ দিয়েছে! +${energy} এনার্জি ⚡`,
  error: 'কিছু একটা সমস্যা হয়েছে। অনুগ্রহ করে একটু পরে আবার চেষ্টা করো।',
  dm: {
    cmdCharacters: 'কার সাথে চ্যাট করবে বেছে নাও',
    openInApp: '📱 অ্যাপে খোলো',
    photoButton: '📸 ছবি',
    giftButton: '🎁 উপহার',
    pickGift: 'তার জন্য একটি উপহার বেছে নাও (কয়েন):',
    stopButton: '⏹ থামাও',
    stopped: 'থামাওো হয়েছে। কিছুই কাটা হয়নি।',
    outOfEnergy: ({ minutes, coins: cost }) => `তোমার এনার্জি শেষ ⚡

একটি মেসেজে লাগে ১ এনার্জি, এনার্জি শেষ হলে ${cost} কয়েন। এনার্জি প্রতি ঘণ্টায় ভরে (পরেরটি ${minutes} মিনিটে) — অথবা এখনই কথা চালিয়ে যাও:`,
    getPremium: '👑 প্রিমিয়াম নাও',
    waitButton: '⏳ আমি অপেক্ষা করব',
    waitNote: ({ minutes, energy }) => `প্রতি ঘণ্টায় +${energy} এনার্জি: পরের বার ${minutes} মিনিটে। সে এখানেই থাকবে 💕`,
    pickCharacter: 'কার সাথে কথা বলতে চাও? তাকে বেছে নাও, তারপর এখানেই লেখো: এটা অ্যাপের সেই একই চ্যাট।',
    nowChatting: ({ name }) => `এখন তুমি ${name}-এর সাথে চ্যাট করছ 💕 তাকে এখানে লেখো বা অ্যাপ খোলো: এটা একটাই কথোপকথন।`,
    proactiveOffButton: '🔕 আগে লিখো না',
    proactiveOff: 'সে আর তোমাকে আগে লিখবে না। এখানে বা অ্যাপের সেটিংসে আবার চালু করতে পারো।',
    proactiveOnButton: '🔔 আবার চালু করো',
    proactiveOn: 'তোমার বেছে নেওয়া সময়ে সে আবার লিখবে।',
    textOnly: 'এখানে সে শুধু লেখা পড়তে পারে: তাকে কথায় লেখো ✍️',
  },
};
