import type { Messages } from '../messages.js';

/** A Kazakh noun stays singular after a numeral (1 монета, 21 монета), so no plural forms. */
const coins = (n: number) => `${n} монета`;
/** Dative, the price in „… монетаға ашу”. */
const coinsDat = (n: number) => `${n} монетаға`;

export const kk: Messages = {
  cmdStart: 'Қолданбаны ашу',
  cmdHelp: 'Көмек және командалар',
  cmdLanguage: 'Тілді өзгерту',
  cmdPaySupport: 'Төлем бойынша көмек',
  openApp: '💕 Қолданбаны ашу',
  welcome: ({ name, brand }) =>
    `Сәлем, ${name}! 💕\n\n${brand} әлеміне қош келдің: ЖИ серіктерің сенімен әңгімелесуге, флирт жасауға және өз оқиғаларымен бөлісуге дайын, сені күтіп отыр. Олармен танысу үшін «Қолданбаны ашу» түймесін бас.`,
  help: ({ brand }) =>
    `${brand} қолданбаның ішінде: «Қолданбаны ашу» түймесін немесе мәзір түймесін бас.`,
  paySupport: ({ email }) =>
    `Төлем туралы сұрағың бар ма? ${email} мекенжайына жаз, Telegram-дағы пайдаланушы атыңды және төлем күнін көрсет. Біз 24 сағат ішінде жауап береміз.\n\nКүші бұрын жойылған тапсырыс үшін төленген жұлдыздар автоматты түрде қайтарылады.`,
  chooseLanguage: 'Тілді таңда:',
  languageSet: 'Дайын! Енді сенімен қазақша сөйлесемін.',
  claimGift: '🎁 Сыйлықты алу',
  giftClaimed: ({ coins: n, balance }) => `🎁 ${coins(n)} енді сенікі! Балансың: ${coins(balance)}.`,
  giftAlreadyClaimed: 'Сен бұл сыйлықты алып қойғансың.',
  characterInvite: ({ name }) => `${name} сені күтіп отыр 💕`,
  chatWith: ({ name }) => `💬 Чат: ${name}`,
  storyInvite: ({ title, name }) => `📖 «${title}»: ${name} қатысатын оқиға`,
  startStory: '▶️ Оқиғаны бастау',
  linkInvalid: 'Кешір, бұл сілтеме енді жарамсыз.',
  unlockOffer: ({ cost, balance }) => `Бұл фото жабық 🔒\nОны ${coinsDat(cost)} аш. Сенде ${coins(balance)} бар.`,
  unlockButton: ({ cost }) => `🔓 ${coinsDat(cost)} ашу`,
  photoUnlocked: 'Ашылды! Міне 😘',
  notEnoughCoins: ({ cost, balance }) => `Саған ${coins(cost)} керек, ал сенде ${coins(balance)} бар. Балансты Telegram жұлдыздарымен толтыр:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumPerks: 'Көбірек энергия, жетілдірілген ЖИ моделі, 5 есе көп жад, анық фотолар және кезек күтусіз.',
  bonusCoins: ({ coins: n }) => `Бонус: ${coins(n)}.`,
  coinsPerks: 'Хабарламаларға, фотоларға және сыйлықтарға арналған монеталар.',
  purchaseUnavailable: 'Бұл ұсыныс енді қолжетімсіз. Өзекті ұсыныстарды көру үшін қолданбаны аш.',
  orderNotPayable: 'Бұл тапсырысты енді төлеу мүмкін емес. Жаңа сатып алуды баста.',
  // The kk-KZ long date („2026 ж. 22 қараша”) takes no case ending, so it follows a colon.
  paidPremium: ({ date }) => `Рақмет! 💕 Premium белсенді, аяқталу күні: ${date}.`,
  paidLifetime: 'Рақмет! 💕 Premium енді мәңгі сенікі.',
  paidCoins: ({ coins: n, balance }) => `Рақмет! 💕 +${coins(n)}. Балансың: ${coins(balance)}.`,
  refundedCancelled: 'Бұл тапсырыстың күші бұрын жойылған, сондықтан жұлдыздарың қайтарылды.',
  refundedUnmatched: 'Бұл төлемді тапсырысқа байланыстыра алмадық, сондықтан жұлдыздарың қайтарылды.',
  replyFrom: ({ name, text }) => `💬 ${name} саған жазды:\n\n${text}`,
  openChat: '💬 Чатты ашу',
  friendJoined: ({ energy }) => `Досың сенің шақыруың арқылы қосылды! +${energy} энергия ⚡`,
  error: 'Бірдеңе дұрыс болмады. Сәл кейінірек қайталап көр.',
  dm: {
    cmdCharacters: 'Кіммен сөйлесетініңді таңда',
    openInApp: '📱 Қолданбада ашу',
    photoButton: '📸 Фото',
    giftButton: '🎁 Сыйлық',
    pickGift: 'Оған сыйлық таңда (монета):',
    stopButton: '⏹ Тоқтату',
    stopped: 'Тоқтатылды. Ештеңе алынған жоқ.',
    outOfEnergy: ({ minutes, coins: cost }) => `Энергияң таусылды ⚡

Бір хабарлама 1 энергия, энергия біткенде ${cost} монета тұрады. Энергия әр сағат сайын толады (келесісі ${minutes} мин кейін) — немесе қазір сөйлесуді жалғастыр:`,
    getPremium: '👑 Premium алу',
    waitButton: '⏳ Күтемін',
    waitNote: ({ minutes, energy }) => `Әр сағат сайын +${energy} энергия: келесі толу ${minutes} мин кейін. Ол осында күтеді 💕`,
    pickCharacter: 'Кіммен сөйлескің келеді? Оны таңда да, осында жаза бер: бұл қолданбадағы сол чат.',
    nowChatting: ({ name }) => `Енді сен ${name} екеуің сөйлесіп жатырсыңдар 💕 Оған осында жаз немесе қолданбаны аш: бұл бір ғана әңгіме.`,
    proactiveOffButton: '🔕 Бірінші жазба',
    proactiveOff: 'Ол енді саған бірінші жазбайды. Мұны осында немесе қолданба баптауларында қайта қосуға болады.',
    proactiveOnButton: '🔔 Қайта қосу',
    proactiveOn: 'Ол таңдаған уақыттарыңда саған қайта жазады.',
    textOnly: 'Мұнда ол тек мәтінді оқи алады: оған сөзбен жаз ✍️',
  },
};
