import type { Messages } from '../messages.js';
import { plural } from '../../../shared/plural.js';

const coins = (n: number) => plural('hi', n, { one: `${n} सिक्का`, other: `${n} सिक्के` });

export const hi: Messages = {
  cmdStart: 'ऐप खोलें',
  cmdHelp: 'सहायता और कमांड',
  cmdLanguage: 'भाषा बदलें',
  cmdPaySupport: 'भुगतान में सहायता',
  openApp: '💕 ऐप खोलें',
  welcome: ({ name, brand }) =>
    `नमस्ते ${name}! 💕\n\n${brand} में आपका स्वागत है: आपकी AI साथी आपसे बातें करने, फ़्लर्ट करने और अपनी कहानियाँ साझा करने का इंतज़ार कर रही हैं। उनसे मिलने के लिए “ऐप खोलें” पर टैप करें।`,
  help: ({ brand }) =>
    `${brand} ऐप के अंदर है: “ऐप खोलें” या मेन्यू बटन पर टैप करें।`,
  paySupport: ({ email }) =>
    `किसी भुगतान के बारे में सवाल है? अपने Telegram यूज़रनेम और भुगतान की तारीख के साथ ${email} पर लिखें। हम 24 घंटे के भीतर जवाब देते हैं।\n\nपहले से रद्द किए गए ऑर्डर के लिए चुकाए गए Stars अपने-आप वापस कर दिए जाते हैं।`,
  chooseLanguage: 'अपनी भाषा चुनें:',
  languageSet: 'हो गया! अब से मैं आपसे हिन्दी में बात करूँगी।',
  claimGift: '🎁 उपहार पाएँ',
  giftClaimed: ({ coins: n, balance }) => `🎁 ${coins(n)} अब आपके हैं! आपका बैलेंस: ${coins(balance)}।`,
  giftAlreadyClaimed: 'आप यह उपहार पहले ही ले चुके हैं।',
  characterInvite: ({ name }) => `${name} आपका इंतज़ार कर रही है 💕`,
  chatWith: ({ name }) => `💬 ${name} से चैट करें`,
  storyInvite: ({ title, name }) => `📖 “${title}”, ${name} के साथ एक कहानी`,
  startStory: '▶️ कहानी शुरू करें',
  linkInvalid: 'क्षमा करें, यह लिंक अब मान्य नहीं है।',
  unlockOffer: ({ cost, balance }) => `यह फ़ोटो लॉक है 🔒\nइसे ${coins(cost)} में अनलॉक करें। आपके पास ${coins(balance)} हैं।`,
  unlockButton: ({ cost }) => `🔓 ${coins(cost)} में अनलॉक करें`,
  photoUnlocked: 'अनलॉक हो गई! यह रही 😘',
  notEnoughCoins: ({ cost, balance }) => `आपको ${coins(cost)} चाहिए, लेकिन आपके पास ${coins(balance)} हैं। Telegram Stars से टॉप-अप करें:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumPerks: 'ज़्यादा ऊर्जा, उन्नत AI मॉडल, 5 गुना याददाश्त, साफ़ फ़ोटो और कतार में कोई इंतज़ार नहीं।',
  bonusCoins: ({ coins: n }) => `बोनस: ${coins(n)}।`,
  coinsPerks: 'संदेशों, फ़ोटो और उपहारों के लिए सिक्के।',
  purchaseUnavailable: 'यह ऑफ़र अब उपलब्ध नहीं है। मौजूदा ऑफ़र देखने के लिए ऐप खोलें।',
  orderNotPayable: 'इस ऑर्डर का अब भुगतान नहीं किया जा सकता। कृपया नई खरीदारी शुरू करें।',
  paidPremium: ({ date }) => `धन्यवाद! 💕 प्रीमियम ${date} तक सक्रिय है।`,
  paidLifetime: 'धन्यवाद! 💕 प्रीमियम अब हमेशा के लिए आपका है।',
  paidCoins: ({ coins: n, balance }) => `धन्यवाद! 💕 +${coins(n)}। आपका बैलेंस: ${coins(balance)}।`,
  refundedCancelled: 'यह ऑर्डर पहले ही रद्द हो चुका था, इसलिए आपके Stars वापस कर दिए गए हैं।',
  refundedUnmatched: 'हम इस भुगतान को किसी ऑर्डर से नहीं जोड़ पाए, इसलिए आपके Stars वापस कर दिए गए हैं।',
  replyFrom: ({ name, text }) => `💬 ${name} ने आपको लिखा है:\n\n${text}`,
  openChat: '💬 चैट खोलें',
  friendJoined: ({ energy }) => `आपके निमंत्रण से एक दोस्त जुड़ा! +${energy} ऊर्जा ⚡`,
  error: 'कुछ गड़बड़ हो गई। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
  dm: {
    cmdCharacters: 'चुनें किससे बात करनी है',
    openInApp: '📱 ऐप में खोलें',
    photoButton: '📸 फ़ोटो',
    giftButton: '🎁 तोहफ़ा',
    pickGift: 'उसके लिए एक तोहफ़ा चुनें (सिक्के):',
    stopButton: '⏹ रोकें',
    stopped: 'रोक दिया गया। कुछ भी नहीं काटा गया।',
    outOfEnergy: ({ minutes, coins: cost }) => `आपकी ऊर्जा ख़त्म हो गई ⚡

एक मैसेज की कीमत 1 ऊर्जा है, या ऊर्जा ख़त्म होने पर ${cost} सिक्के। ऊर्जा हर घंटे भरती है (अगली बार ${minutes} मिनट में) — या अभी बात जारी रखें:`,
    getPremium: '👑 प्रीमियम लें',
    waitButton: '⏳ मैं इंतज़ार करूँगा',
    waitNote: ({ minutes, energy }) => `हर घंटे +${energy} ऊर्जा: अगली भराई ${minutes} मिनट में। वह यहीं रहेगी 💕`,
    pickCharacter: 'आप किससे बात करना चाहेंगे? उसे चुनें, फिर यहीं लिखें: यह वही चैट है जो ऐप में है।',
    nowChatting: ({ name }) => `अब आप ${name} से बात कर रहे हैं 💕 उसे यहाँ लिखें या ऐप खोलें: यह एक ही बातचीत है।`,
    proactiveOffButton: '🔕 पहले मैसेज न करें',
    proactiveOff: 'वह अब आपको पहले मैसेज नहीं करेगी। आप इसे यहाँ या ऐप की सेटिंग्स में फिर से चालू कर सकते हैं।',
    proactiveOnButton: '🔔 फिर से चालू करें',
    proactiveOn: 'वह आपके चुने हुए समय पर फिर से मैसेज करेगी।',
    textOnly: 'यहाँ वह सिर्फ़ टेक्स्ट पढ़ सकती है: उसे शब्दों में लिखें ✍️',
  },
};
