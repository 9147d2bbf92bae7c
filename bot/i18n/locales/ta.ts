import type { Messages } from '../messages.js';
import { plural } from '../plural.js';

const coins = (n: number) => plural('ta', n, { one: `${n} நாணயம்`, other: `${n} நாணயங்கள்` });

export const ta: Messages = {
  cmdStart: 'ஆப்பைத் திற',
  cmdHelp: 'உதவி மற்றும் கட்டளைகள்',
  cmdLanguage: 'மொழியை மாற்று',
  cmdPaySupport: 'கட்டண உதவி',
  openApp: '💕 ஆப்பைத் திற',
  welcome: ({ name, brand }) =>
    `வணக்கம் ${name}! 💕\n\n${brand}-க்கு வரவேற்கிறோம்: உங்கள் AI தோழிகள் உங்களுடன் அரட்டையடிக்கவும், காதல் பேசவும், தங்கள் கதைகளைப் பகிரவும் காத்திருக்கிறார்கள். அவர்களைச் சந்திக்க “ஆப்பைத் திற” என்பதைத் தட்டுங்கள்.`,
  help: ({ brand }) =>
    `${brand} ஆப்பிற்குள் உள்ளது: “ஆப்பைத் திற” அல்லது மெனு பொத்தானைத் தட்டுங்கள்.\n\n/start: ஆப்பைத் திற\n/language: மொழியை மாற்று\n/paysupport: கட்டண உதவி`,
  paySupport: ({ email }) =>
    `கட்டணம் குறித்து கேள்வி உள்ளதா? உங்கள் Telegram பயனர்பெயர் மற்றும் கட்டணம் செலுத்திய தேதியுடன் ${email} முகவரிக்கு எழுதுங்கள். 24 மணி நேரத்திற்குள் பதிலளிப்போம்.\n\nஏற்கெனவே ரத்து செய்யப்பட்ட ஆர்டருக்குச் செலுத்திய Stars தானாகவே திருப்பி அளிக்கப்படும்.`,
  chooseLanguage: 'உங்கள் மொழியைத் தேர்ந்தெடுங்கள்:',
  languageSet: 'முடிந்தது! இனி உங்களுடன் தமிழில் பேசுவேன்.',
  claimGift: '🎁 பரிசைப் பெறு',
  giftClaimed: ({ coins: n, balance }) => `🎁 ${coins(n)} உங்களுக்கு! உங்கள் இருப்பு: ${coins(balance)}.`,
  giftAlreadyClaimed: 'இந்தப் பரிசை ஏற்கெனவே பெற்றுவிட்டீர்கள்.',
  characterInvite: ({ name }) => `${name} உங்களுக்காகக் காத்திருக்கிறாள் 💕`,
  chatWith: ({ name }) => `💬 ${name} உடன் அரட்டை`,
  storyInvite: ({ title, name }) => `📖 “${title}”, ${name} உடன் ஒரு கதை`,
  startStory: '▶️ கதையைத் தொடங்கு',
  linkInvalid: 'மன்னிக்கவும், இந்த இணைப்பு இனி செல்லாது.',
  unlockOffer: ({ cost, balance }) => `இந்தப் புகைப்படம் பூட்டப்பட்டுள்ளது 🔒\n${coins(cost)} கொடுத்துத் திறக்கலாம். உங்களிடம் ${coins(balance)} உள்ளன.`,
  unlockButton: ({ cost }) => `🔓 ${coins(cost)} கொடுத்துத் திற`,
  photoUnlocked: 'திறக்கப்பட்டது! இதோ 😘',
  notEnoughCoins: ({ cost, balance }) => `உங்களுக்கு ${coins(cost)} தேவை, ஆனால் உங்களிடம் ${coins(balance)} மட்டுமே உள்ளன. Telegram Stars மூலம் நிரப்புங்கள்:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumTitle: ({ days }) => `பிரீமியம் · ${days} நாட்கள்`,
  premiumLifetimeTitle: 'பிரீமியம் · வாழ்நாள்',
  premiumPerks: 'அதிக ஆற்றல், மேம்பட்ட AI மாடல், 5 மடங்கு நினைவகம், தெளிவான புகைப்படங்கள், வரிசையில் காத்திருக்க வேண்டாம்.',
  bonusCoins: ({ coins: n }) => `போனஸ்: ${coins(n)}.`,
  coinsTitle: ({ coins: n }) => coins(n),
  coinsPerks: 'செய்திகள், புகைப்படங்கள் மற்றும் பரிசுகளுக்கான நாணயங்கள்.',
  purchaseUnavailable: 'இந்தச் சலுகை இனி கிடைக்காது. தற்போதைய சலுகைகளைக் காண ஆப்பைத் திறக்கவும்.',
  orderNotPayable: 'இந்த ஆர்டருக்கு இனி பணம் செலுத்த முடியாது. புதிய வாங்குதலைத் தொடங்கவும்.',
  paidPremium: ({ date }) => `நன்றி! 💕 பிரீமியம் ${date} வரை செயலில் இருக்கும்.`,
  paidLifetime: 'நன்றி! 💕 பிரீமியம் இனி வாழ்நாள் முழுவதும் உங்களுடையது.',
  paidCoins: ({ coins: n, balance }) => `நன்றி! 💕 +${coins(n)}. உங்கள் இருப்பு: ${coins(balance)}.`,
  refundedCancelled: 'இந்த ஆர்டர் ஏற்கெனவே ரத்து செய்யப்பட்டதால், உங்கள் Stars திருப்பி அளிக்கப்பட்டன.',
  refundedUnmatched: 'இந்தக் கட்டணத்தை எந்த ஆர்டருடனும் இணைக்க முடியவில்லை, எனவே உங்கள் Stars திருப்பி அளிக்கப்பட்டன.',
  replyFrom: ({ name, text }) => `💬 ${name} உங்களுக்கு எழுதியுள்ளாள்:\n\n${text}`,
  openChat: '💬 அரட்டையைத் திற',
  friendJoined: ({ energy }) => `உங்கள் அழைப்பின் மூலம் ஒரு நண்பர் சேர்ந்தார்! +${energy} ஆற்றல் ⚡`,
  error: 'ஏதோ தவறு நடந்தது. சிறிது நேரம் கழித்து மீண்டும் முயலவும்.',
};
