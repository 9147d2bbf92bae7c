import type { Messages } from '../messages.js';
import { plural } from '../../../shared/plural.js';

const coins = (n: number) => plural('ru', n, { one: `${n} монета`, few: `${n} монеты`, many: `${n} монет`, other: `${n} монеты` });
/** Accusative after «за» / «получить»: 1 монету. */
const coinsAcc = (n: number) => plural('ru', n, { one: `${n} монету`, few: `${n} монеты`, many: `${n} монет`, other: `${n} монеты` });

export const ru: Messages = {
  cmdStart: 'Открыть приложение',
  cmdHelp: 'Помощь и команды',
  cmdLanguage: 'Сменить язык',
  cmdPaySupport: 'Помощь с оплатой',
  openApp: '💕 Открыть приложение',
  welcome: ({ name, brand }) =>
    `Привет, ${name}! 💕\n\nДобро пожаловать в ${brand}: твои ИИ-компаньонки ждут, чтобы поболтать, пофлиртовать и поделиться с тобой своими историями. Нажми «Открыть приложение», чтобы познакомиться с ними.`,
  help: ({ brand }) =>
    `${brand} живёт в приложении: нажми «Открыть приложение» или кнопку меню.`,
  paySupport: ({ email }) =>
    `Вопрос по оплате? Напиши на ${email}, укажи свой ник в Telegram и дату платежа. Мы отвечаем в течение 24 часов.\n\nЗвёзды, оплаченные за уже отменённый заказ, возвращаются автоматически.`,
  chooseLanguage: 'Выбери язык:',
  languageSet: 'Готово! Теперь я буду говорить с тобой по-русски.',
  claimGift: '🎁 Забрать подарок',
  giftClaimed: ({ coins: n, balance }) => `🎁 Ты получаешь ${coinsAcc(n)}! Твой баланс: ${coins(balance)}.`,
  giftAlreadyClaimed: 'Ты уже забрал(а) этот подарок.',
  characterInvite: ({ name }) => `${name} ждёт тебя 💕`,
  chatWith: ({ name }) => `💬 Чат: ${name}`,
  storyInvite: ({ title, name }) => `📖 «${title}»: история с персонажем ${name}`,
  startStory: '▶️ Начать историю',
  linkInvalid: 'Извини, эта ссылка больше не действует.',
  unlockOffer: ({ cost, balance }) => `Это фото закрыто 🔒\nОткрой его за ${coinsAcc(cost)}. У тебя ${coins(balance)}.`,
  unlockButton: ({ cost }) => `🔓 Открыть за ${coinsAcc(cost)}`,
  photoUnlocked: 'Открыто! Смотри 😘',
  notEnoughCoins: ({ cost, balance }) => `Нужно ${coins(cost)}, а у тебя ${coins(balance)}. Пополни баланс звёздами Telegram:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumPerks: 'Больше энергии, продвинутая ИИ-модель, память в 5 раз больше, чёткие фото и никакой очереди.',
  bonusCoins: ({ coins: n }) => `Бонус: ${coins(n)}.`,
  coinsPerks: 'Монеты для сообщений, фото и подарков.',
  purchaseUnavailable: 'Это предложение больше недоступно. Открой приложение, чтобы увидеть актуальные.',
  orderNotPayable: 'Этот заказ больше нельзя оплатить. Пожалуйста, оформи новую покупку.',
  paidPremium: ({ date }) => `Спасибо! 💕 Premium активен до ${date}.`,
  paidLifetime: 'Спасибо! 💕 Premium теперь твой навсегда.',
  paidCoins: ({ coins: n, balance }) => `Спасибо! 💕 +${coins(n)}. Твой баланс: ${coins(balance)}.`,
  refundedCancelled: 'Этот заказ уже был отменён, поэтому звёзды вернулись к тебе.',
  refundedUnmatched: 'Нам не удалось привязать этот платёж к заказу, поэтому звёзды вернулись к тебе.',
  replyFrom: ({ name, text }) => `💬 ${name} пишет тебе:\n\n${text}`,
  openChat: '💬 Открыть чат',
  friendJoined: ({ energy }) => `Друг пришёл по твоему приглашению! +${energy} энергии ⚡`,
  error: 'Что-то пошло не так. Попробуй ещё раз чуть позже.',
  dm: {
    cmdCharacters: 'Выбрать, с кем общаться',
    openInApp: '📱 Открыть в приложении',
    photoButton: '📸 Фото',
    giftButton: '🎁 Подарок',
    pickGift: 'Выбери для неё подарок (монеты):',
    stopButton: '⏹ Стоп',
    stopped: 'Остановлено. Ничего не списано.',
    outOfEnergy: ({ minutes, coins: cost }) => `Энергия закончилась ⚡

Сообщение стоит 1 энергию или ${cost} монет, когда энергии нет. Энергия восполняется каждый час (следующее пополнение через ${minutes} мин) — или продолжай разговор прямо сейчас:`,
    getPremium: '👑 Получить Premium',
    waitButton: '⏳ Я подожду',
    waitNote: ({ minutes, energy }) => `+${energy} энергии каждый час: следующее пополнение через ${minutes} мин. Она будет ждать 💕`,
    pickCharacter: 'С кем хочешь поговорить? Выбери её и просто пиши здесь: это тот же чат, что и в приложении.',
    nowChatting: ({ name }) => `Теперь ты общаешься с ${name} 💕 Пиши ей здесь или открой приложение: это один и тот же разговор.`,
    proactiveOffButton: '🔕 Не писать первой',
    proactiveOff: 'Она больше не будет писать тебе первой. Включить снова можно здесь или в настройках приложения.',
    proactiveOnButton: '🔔 Включить снова',
    proactiveOn: 'Она снова напишет тебе в выбранное время.',
    textOnly: 'Здесь она читает только текст: напиши ей словами ✍️',
  },
};
