import type { Messages } from '../messages.js';
import { plural } from '../../../shared/plural.js';

const coins = (n: number) => plural('pl', n, { one: `${n} moneta`, few: `${n} monety`, many: `${n} monet`, other: `${n} monety` });
/** Accusative after „za” / „masz” / „otrzymujesz”: 1 monetę. */
const coinsAcc = (n: number) => plural('pl', n, { one: `${n} monetę`, few: `${n} monety`, many: `${n} monet`, other: `${n} monety` });

export const pl: Messages = {
  cmdStart: 'Otwórz aplikację',
  cmdHelp: 'Pomoc i polecenia',
  cmdLanguage: 'Zmień język',
  cmdPaySupport: 'Pomoc z płatnościami',
  openApp: '💕 Otwórz aplikację',
  welcome: ({ name, brand }) =>
    `Cześć, ${name}! 💕\n\nWitaj w ${brand}: Twoje towarzyszki AI czekają, by porozmawiać, poflirtować i podzielić się z Tobą swoimi historiami. Naciśnij „Otwórz aplikację”, aby je poznać.`,
  help: ({ brand }) =>
    `${brand} działa w aplikacji: naciśnij „Otwórz aplikację” lub przycisk menu.`,
  paySupport: ({ email }) =>
    `Masz pytanie o płatność? Napisz na ${email}, podając swoją nazwę użytkownika w Telegramie i datę płatności. Odpowiadamy w ciągu 24 godzin.\n\nGwiazdki zapłacone za zamówienie, które zostało już anulowane, są zwracane automatycznie.`,
  chooseLanguage: 'Wybierz język:',
  languageSet: 'Gotowe! Od teraz będę rozmawiać z Tobą po polsku.',
  claimGift: '🎁 Odbierz prezent',
  giftClaimed: ({ coins: n, balance }) => `🎁 Otrzymujesz ${coinsAcc(n)}! Twoje saldo: ${coins(balance)}.`,
  giftAlreadyClaimed: 'Ten prezent został już przez Ciebie odebrany.',
  characterInvite: ({ name }) => `${name} czeka na Ciebie 💕`,
  chatWith: ({ name }) => `💬 Czat: ${name}`,
  storyInvite: ({ title, name }) => `📖 „${title}”: historia, w której występuje ${name}`,
  startStory: '▶️ Rozpocznij historię',
  linkInvalid: 'Przepraszamy, ten link jest już nieaktualny.',
  unlockOffer: ({ cost, balance }) => `To zdjęcie jest zablokowane 🔒\nOdblokuj je za ${coinsAcc(cost)}. Masz ${coinsAcc(balance)}.`,
  unlockButton: ({ cost }) => `🔓 Odblokuj za ${coinsAcc(cost)}`,
  photoUnlocked: 'Odblokowane! Proszę bardzo 😘',
  notEnoughCoins: ({ cost, balance }) => `To kosztuje ${coinsAcc(cost)}, a masz ${coinsAcc(balance)}. Doładuj saldo Gwiazdkami Telegram:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumPerks: 'Więcej energii, zaawansowany model AI, 5 razy większa pamięć, wyraźne zdjęcia i żadnej kolejki.',
  bonusCoins: ({ coins: n }) => `Bonus: ${coins(n)}.`,
  coinsPerks: 'Monety na wiadomości, zdjęcia i prezenty.',
  purchaseUnavailable: 'Ta oferta nie jest już dostępna. Otwórz aplikację, aby zobaczyć aktualne.',
  orderNotPayable: 'Tego zamówienia nie można już opłacić. Rozpocznij nowy zakup.',
  paidPremium: ({ date }) => `Dziękujemy! 💕 Premium jest aktywne do ${date}.`,
  paidLifetime: 'Dziękujemy! 💕 Premium jest Twoje na zawsze.',
  paidCoins: ({ coins: n, balance }) => `Dziękujemy! 💕 +${coins(n)}. Twoje saldo: ${coins(balance)}.`,
  refundedCancelled: 'To zamówienie zostało już anulowane, więc Twoje Gwiazdki zostały zwrócone.',
  refundedUnmatched: 'Nie udało nam się przypisać tej płatności do zamówienia, więc Twoje Gwiazdki zostały zwrócone.',
  replyFrom: ({ name, text }) => `💬 ${name} pisze do Ciebie:\n\n${text}`,
  openChat: '💬 Otwórz czat',
  friendJoined: ({ energy }) => `Znajomy dołączył dzięki Twojemu zaproszeniu! +${energy} energii ⚡`,
  error: 'Coś poszło nie tak. Spróbuj ponownie za chwilę.',
  dm: {
    cmdCharacters: 'Wybierz, z kim rozmawiać',
    openInApp: '📱 Otwórz w aplikacji',
    photoButton: '📸 Zdjęcie',
    giftButton: '🎁 Prezent',
    pickGift: 'Wybierz dla niej prezent (monety):',
    stopButton: '⏹ Zatrzymaj',
    stopped: 'Zatrzymano. Nic nie zostało pobrane.',
    outOfEnergy: ({ minutes, coins: cost }) => `Skończyła ci się energia ⚡

Wiadomość kosztuje 1 energię albo ${cost} monet, gdy energii brak. Energia odnawia się co godzinę (następna za ${minutes} min) — albo rozmawiaj dalej już teraz:`,
    getPremium: '👑 Kup Premium',
    waitButton: '⏳ Poczekam',
    waitNote: ({ minutes, energy }) => `+${energy} energii co godzinę: następne odnowienie za ${minutes} min. Ona tu będzie 💕`,
    pickCharacter: 'Z kim chcesz porozmawiać? Wybierz ją i po prostu pisz tutaj: to ten sam czat co w aplikacji.',
    nowChatting: ({ name }) => `Rozmawiasz teraz z ${name} 💕 Pisz do niej tutaj albo otwórz aplikację: to jedna rozmowa.`,
    proactiveOffButton: '🔕 Nie pisz pierwsza',
    proactiveOff: 'Nie będzie już pisać do ciebie pierwsza. Możesz to włączyć ponownie tutaj lub w ustawieniach aplikacji.',
    proactiveOnButton: '🔔 Włącz ponownie',
    proactiveOn: 'Znów napisze do ciebie o wybranych godzinach.',
    textOnly: 'Tutaj czyta tylko tekst: napisz do niej słowami ✍️',
  },
};
