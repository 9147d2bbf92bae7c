import type { Messages } from '../messages.js';
import { plural } from '../../../shared/plural.js';

const coins = (n: number) => plural('uk', n, { one: `${n} монета`, few: `${n} монети`, many: `${n} монет`, other: `${n} монети` });
/** Accusative after «за» / «отримуєш»: 1 монету. */
const coinsAcc = (n: number) => plural('uk', n, { one: `${n} монету`, few: `${n} монети`, many: `${n} монет`, other: `${n} монети` });

export const uk: Messages = {
  cmdStart: 'Відкрити застосунок',
  cmdHelp: 'Допомога та команди',
  cmdLanguage: 'Змінити мову',
  cmdPaySupport: 'Допомога з оплатою',
  openApp: '💕 Відкрити застосунок',
  welcome: ({ name, brand }) =>
    `Привіт, ${name}! 💕\n\nЛаскаво просимо до ${brand}: твої ШІ-компаньйонки чекають, щоб поспілкуватися, пофліртувати й поділитися з тобою своїми історіями. Натисни «Відкрити застосунок», щоб познайомитися з ними.`,
  help: ({ brand }) =>
    `${brand} живе в застосунку: натисни «Відкрити застосунок» або кнопку меню.`,
  paySupport: ({ email }) =>
    `Питання щодо оплати? Напиши на ${email}, вкажи свій нік у Telegram і дату платежу. Ми відповідаємо протягом 24 годин.\n\nЗірки, сплачені за вже скасоване замовлення, повертаються автоматично.`,
  chooseLanguage: 'Обери мову:',
  languageSet: 'Готово! Тепер я розмовлятиму з тобою українською.',
  claimGift: '🎁 Забрати подарунок',
  giftClaimed: ({ coins: n, balance }) => `🎁 Ти отримуєш ${coinsAcc(n)}! Твій баланс: ${coins(balance)}.`,
  giftAlreadyClaimed: 'Ти вже забрав(ла) цей подарунок.',
  characterInvite: ({ name }) => `${name} чекає на тебе 💕`,
  chatWith: ({ name }) => `💬 Чат: ${name}`,
  storyInvite: ({ title, name }) => `📖 «${title}»: історія з персонажем ${name}`,
  startStory: '▶️ Почати історію',
  linkInvalid: 'Вибач, це посилання більше не дійсне.',
  unlockOffer: ({ cost, balance }) => `Це фото закрите 🔒\nВідкрий його за ${coinsAcc(cost)}. У тебе ${coins(balance)}.`,
  unlockButton: ({ cost }) => `🔓 Відкрити за ${coinsAcc(cost)}`,
  photoUnlocked: 'Відкрито! Дивись 😘',
  notEnoughCoins: ({ cost, balance }) => `Потрібно ${coins(cost)}, а в тебе ${coins(balance)}. Поповни баланс зірками Telegram:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumPerks: 'Більше енергії, просунута ШІ-модель, пам’ять у 5 разів більша, чіткі фото й жодної черги.',
  bonusCoins: ({ coins: n }) => `Бонус: ${coins(n)}.`,
  coinsPerks: 'Монети для повідомлень, фото та подарунків.',
  purchaseUnavailable: 'Ця пропозиція більше недоступна. Відкрий застосунок, щоб побачити актуальні.',
  orderNotPayable: 'Це замовлення більше не можна оплатити. Будь ласка, оформи нову покупку.',
  paidPremium: ({ date }) => `Дякуємо! 💕 Premium активний до ${date}.`,
  paidLifetime: 'Дякуємо! 💕 Premium тепер твій назавжди.',
  paidCoins: ({ coins: n, balance }) => `Дякуємо! 💕 +${coins(n)}. Твій баланс: ${coins(balance)}.`,
  refundedCancelled: 'Це замовлення вже було скасоване, тому зірки повернулися до тебе.',
  refundedUnmatched: 'Нам не вдалося зарахувати цей платіж до замовлення, тому зірки повернулися до тебе.',
  replyFrom: ({ name, text }) => `💬 ${name} пише тобі:\n\n${text}`,
  openChat: '💬 Відкрити чат',
  friendJoined: ({ energy }) => `Друг прийшов за твоїм запрошенням! +${energy} енергії ⚡`,
  error: 'Щось пішло не так. Спробуй ще раз трохи згодом.',
  dm: {
    cmdCharacters: 'Обрати, з ким спілкуватися',
    openInApp: '📱 Відкрити в застосунку',
    photoButton: '📸 Фото',
    giftButton: '🎁 Подарунок',
    pickGift: 'Обери для неї подарунок (монети):',
    stopButton: '⏹ Стоп',
    stopped: 'Зупинено. Нічого не списано.',
    outOfEnergy: ({ minutes, coins: cost }) => `Енергія закінчилася ⚡

Повідомлення коштує 1 енергію або ${cost} монет, коли енергії немає. Енергія поповнюється щогодини (наступне поповнення через ${minutes} хв) — або продовжуй розмову зараз:`,
    getPremium: '👑 Отримати Premium',
    waitButton: '⏳ Я зачекаю',
    waitNote: ({ minutes, energy }) => `+${energy} енергії щогодини: наступне поповнення через ${minutes} хв. Вона чекатиме 💕`,
    pickCharacter: 'З ким хочеш поговорити? Обери її і просто пиши тут: це той самий чат, що й у застосунку.',
    nowChatting: ({ name }) => `Тепер ти спілкуєшся з ${name} 💕 Пиши їй тут або відкрий застосунок: це одна розмова.`,
    proactiveOffButton: '🔕 Не писати першою',
    proactiveOff: 'Вона більше не писатиме тобі першою. Увімкнути знову можна тут або в налаштуваннях застосунку.',
    proactiveOnButton: '🔔 Увімкнути знову',
    proactiveOn: 'Вона знову напише тобі у вибраний час.',
    textOnly: 'Тут вона читає лише текст: напиши їй словами ✍️',
  },
};
