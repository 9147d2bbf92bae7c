import type { Messages } from '../messages.js';

const coins = (n: number) => `ဒင်္ဂါး ${n} ပြား`;

export const my: Messages = {
  cmdStart: 'အက်ပ်ကို ဖွင့်ရန်',
  cmdHelp: 'အကူအညီနှင့် command များ',
  cmdLanguage: 'ဘာသာစကား ပြောင်းရန်',
  cmdPaySupport: 'ငွေပေးချေမှု အကူအညီ',
  openApp: '💕 အက်ပ်ကို ဖွင့်ပါ',
  welcome: ({ name, brand }) =>
    `မင်္ဂလာပါ ${name}! 💕\n\n${brand} မှ ကြိုဆိုပါတယ်။ သင့် AI အဖော်များက သင်နှင့် စကားပြောဖို့၊ ချစ်စကားဆိုဖို့နဲ့ သူတို့ရဲ့ ဇာတ်လမ်းတွေကို မျှဝေဖို့ စောင့်နေကြပါတယ်။ သူတို့နဲ့ တွေ့ဖို့ “အက်ပ်ကို ဖွင့်ပါ” ကို နှိပ်ပါ။`,
  help: ({ brand }) =>
    `${brand} သည် အက်ပ်ထဲတွင် ရှိပါသည်။ “အက်ပ်ကို ဖွင့်ပါ” သို့မဟုတ် မီနူးခလုတ်ကို နှိပ်ပါ။\n\n/start: အက်ပ်ကို ဖွင့်ရန်\n/language: ဘာသာစကား ပြောင်းရန်\n/paysupport: ငွေပေးချေမှု အကူအညီ`,
  paySupport: ({ email }) =>
    `ငွေပေးချေမှုနှင့် ပတ်သက်၍ မေးစရာ ရှိပါသလား။ သင့် Telegram အသုံးပြုသူအမည်နှင့် ငွေပေးချေသည့် ရက်စွဲကို ထည့်၍ ${email} သို့ ရေးပို့ပါ။ ၂၄ နာရီအတွင်း ပြန်ကြားပါမည်။\n\nပယ်ဖျက်ပြီးသော အော်ဒါအတွက် ပေးချေထားသည့် Stars များကို အလိုအလျောက် ပြန်အမ်းပေးပါသည်။`,
  chooseLanguage: 'သင့်ဘာသာစကားကို ရွေးပါ:',
  languageSet: 'ပြီးပါပြီ! ယခုမှစ၍ သင်နှင့် မြန်မာဘာသာဖြင့် ပြောပါမည်။',
  claimGift: '🎁 လက်ဆောင် ရယူပါ',
  giftClaimed: ({ coins: n, balance }) => `🎁 ${coins(n)} ရရှိပါပြီ! သင့်လက်ကျန်: ${coins(balance)}။`,
  giftAlreadyClaimed: 'ဤလက်ဆောင်ကို သင် ရယူပြီးပါပြီ။',
  characterInvite: ({ name }) => `${name} က သင့်ကို စောင့်နေပါတယ် 💕`,
  chatWith: ({ name }) => `💬 ${name} နှင့် စကားပြောပါ`,
  storyInvite: ({ title, name }) => `📖 “${title}” — ${name} နှင့် ဇာတ်လမ်း`,
  startStory: '▶️ ဇာတ်လမ်း စတင်ပါ',
  linkInvalid: 'တောင်းပန်ပါတယ်၊ ဤလင့်ခ်သည် အသုံးမပြုနိုင်တော့ပါ။',
  unlockOffer: ({ cost, balance }) => `ဤဓာတ်ပုံကို သော့ခတ်ထားပါသည် 🔒\n${coins(cost)} ဖြင့် သော့ဖွင့်ပါ။ သင့်တွင် ${coins(balance)} ရှိပါသည်။`,
  unlockButton: ({ cost }) => `🔓 ${coins(cost)} ဖြင့် သော့ဖွင့်ပါ`,
  photoUnlocked: 'သော့ဖွင့်ပြီးပါပြီ! ဒီမှာပါ 😘',
  notEnoughCoins: ({ cost, balance }) => `${coins(cost)} လိုအပ်ပါသည်၊ သင့်တွင် ${coins(balance)} သာ ရှိပါသည်။ Telegram Stars ဖြင့် ငွေဖြည့်ပါ:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumTitle: ({ days }) => `Premium · ${days} ရက်`,
  premiumLifetimeTitle: 'Premium · တစ်သက်တာ',
  premiumPerks: 'စွမ်းအင် ပိုများခြင်း၊ အဆင့်မြင့် AI မော်ဒယ်၊ မှတ်ဉာဏ် ၅ ဆ၊ ကြည်လင်သော ဓာတ်ပုံများနှင့် တန်းစီစောင့်ရန် မလိုခြင်း။',
  bonusCoins: ({ coins: n }) => `ဘောနပ်စ်: ${coins(n)}။`,
  coinsTitle: ({ coins: n }) => coins(n),
  coinsPerks: 'မက်ဆေ့ချ်၊ ဓာတ်ပုံနှင့် လက်ဆောင်များအတွက် ဒင်္ဂါးများ။',
  purchaseUnavailable: 'ဤကမ်းလှမ်းချက်ကို မရနိုင်တော့ပါ။ လက်ရှိကမ်းလှမ်းချက်များကို ကြည့်ရန် အက်ပ်ကို ဖွင့်ပါ။',
  orderNotPayable: 'ဤအော်ဒါကို ပေးချေ၍ မရတော့ပါ။ ဝယ်ယူမှုအသစ် စတင်ပါ။',
  paidPremium: ({ date }) => `ကျေးဇူးတင်ပါတယ်! 💕 Premium သည် ${date} အထိ အသက်ဝင်ပါသည်။`,
  paidLifetime: 'ကျေးဇူးတင်ပါတယ်! 💕 Premium သည် ယခု တစ်သက်တာ သင့်အတွက်ပါ။',
  paidCoins: ({ coins: n, balance }) => `ကျေးဇူးတင်ပါတယ်! 💕 +${coins(n)}။ သင့်လက်ကျန်: ${coins(balance)}။`,
  refundedCancelled: 'ဤအော်ဒါကို ပယ်ဖျက်ပြီးဖြစ်သောကြောင့် သင့် Stars များကို ပြန်အမ်းပေးပြီးပါပြီ။',
  refundedUnmatched: 'ဤငွေပေးချေမှုကို အော်ဒါနှင့် ချိတ်ဆက်၍ မရသောကြောင့် သင့် Stars များကို ပြန်အမ်းပေးပြီးပါပြီ။',
  replyFrom: ({ name, text }) => `💬 ${name} က သင့်ထံ စာပို့ထားပါတယ်:\n\n${text}`,
  openChat: '💬 စကားဝိုင်း ဖွင့်ပါ',
  friendJoined: ({ energy }) => `သင့်ဖိတ်ကြားချက်ဖြင့် သူငယ်ချင်းတစ်ဦး ပါဝင်လာပါပြီ! စွမ်းအင် +${energy} ⚡`,
  error: 'တစ်ခုခု မှားယွင်းသွားပါသည်။ ခဏအကြာတွင် ထပ်စမ်းကြည့်ပါ။',
};
