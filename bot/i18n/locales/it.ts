import type { Messages } from '../messages.js';
import { plural } from '../../../shared/plural.js';

const coins = (n: number) => plural('it', n, { one: `${n} moneta`, other: `${n} monete` });

export const it: Messages = {
  cmdStart: 'Apri l’app',
  cmdHelp: 'Aiuto e comandi',
  cmdLanguage: 'Cambia lingua',
  cmdPaySupport: 'Aiuto con i pagamenti',
  openApp: '💕 Apri l’app',
  welcome: ({ name, brand }) =>
    `Ciao ${name}! 💕\n\nBenvenuto su ${brand}: le tue compagne IA ti aspettano per chiacchierare, flirtare e condividere con te le loro storie. Tocca “Apri l’app” per conoscerle.`,
  help: ({ brand }) =>
    `${brand} si trova nell’app: tocca “Apri l’app” o il pulsante del menu.`,
  paySupport: ({ email }) =>
    `Domande su un pagamento? Scrivi a ${email} indicando il tuo nome utente Telegram e la data del pagamento. Rispondiamo entro 24 ore.\n\nLe Stars pagate per un ordine già annullato vengono rimborsate automaticamente.`,
  chooseLanguage: 'Scegli la tua lingua:',
  languageSet: 'Fatto! D’ora in poi ti parlerò in italiano.',
  claimGift: '🎁 Riscatta il regalo',
  giftClaimed: ({ coins: n, balance }) => `🎁 ${coins(n)} per te! Il tuo saldo: ${coins(balance)}.`,
  giftAlreadyClaimed: 'Hai già riscattato questo regalo.',
  characterInvite: ({ name }) => `${name} ti sta aspettando 💕`,
  chatWith: ({ name }) => `💬 Chatta con ${name}`,
  storyInvite: ({ title, name }) => `📖 “${title}”, una storia con ${name}`,
  startStory: '▶️ Inizia la storia',
  linkInvalid: 'Spiacenti, questo link non è più valido.',
  unlockOffer: ({ cost, balance }) => `Questa foto è bloccata 🔒\nSbloccala per ${coins(cost)}. Ne hai ${balance}.`,
  unlockButton: ({ cost }) => `🔓 Sblocca per ${coins(cost)}`,
  photoUnlocked: 'Sbloccata! Eccola 😘',
  notEnoughCoins: ({ cost, balance }) => `Ti servono ${coins(cost)}, ma ne hai ${balance}. Ricarica con le Telegram Stars:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumPerks: 'Più energia, il modello IA avanzato, 5 volte più memoria, foto nitide e nessuna attesa in coda.',
  bonusCoins: ({ coins: n }) => `Bonus: ${coins(n)}.`,
  coinsPerks: 'Monete per messaggi, foto e regali.',
  purchaseUnavailable: 'Questa offerta non è più disponibile. Apri l’app per vedere quelle attuali.',
  orderNotPayable: 'Questo ordine non può più essere pagato. Avvia un nuovo acquisto.',
  paidPremium: ({ date }) => `Grazie! 💕 Premium è attivo fino al ${date}.`,
  paidLifetime: 'Grazie! 💕 Premium è tuo per sempre.',
  paidCoins: ({ coins: n, balance }) => `Grazie! 💕 +${coins(n)}. Il tuo saldo: ${coins(balance)}.`,
  refundedCancelled: 'Questo ordine era già stato annullato, quindi le tue Stars sono state rimborsate.',
  refundedUnmatched: 'Non siamo riusciti ad associare questo pagamento a un ordine, quindi le tue Stars sono state rimborsate.',
  replyFrom: ({ name, text }) => `💬 ${name} ti ha scritto:\n\n${text}`,
  openChat: '💬 Apri la chat',
  friendJoined: ({ energy }) => `Un amico si è unito con il tuo invito! +${energy} di energia ⚡`,
  error: 'Qualcosa è andato storto. Riprova tra un momento.',
  dm: {
    cmdCharacters: 'Scegli con chi chattare',
    openInApp: '📱 Apri nell\'app',
    photoButton: '📸 Foto',
    giftButton: '🎁 Regalo',
    pickGift: 'Scegli un regalo per lei (monete):',
    stopButton: '⏹ Ferma',
    stopped: 'Fermato. Non è stato addebitato nulla.',
    outOfEnergy: ({ minutes, coins: cost }) => `Hai finito l'energia ⚡

Un messaggio costa 1 energia, o ${cost} monete quando l'energia finisce. L'energia si ricarica ogni ora (la prossima tra ${minutes} min), oppure continua a parlare ora:`,
    getPremium: '👑 Passa a Premium',
    waitButton: '⏳ Aspetterò',
    waitNote: ({ minutes, energy }) => `+${energy} energia ogni ora: la prossima ricarica è tra ${minutes} min. Lei sarà qui 💕`,
    pickCharacter: 'Con chi vuoi parlare? Sceglila e scrivi qui: è la stessa chat dell\'app.',
    nowChatting: ({ name }) => `Ora stai chattando con ${name} 💕 Scrivile qui o apri l'app: è un'unica conversazione.`,
    proactiveOffButton: '🔕 Non scrivere per prima',
    proactiveOff: 'Non ti scriverà più per prima. Puoi riattivarlo qui o nelle impostazioni dell\'app.',
    proactiveOnButton: '🔔 Riattiva',
    proactiveOn: 'Ti scriverà di nuovo agli orari che hai scelto.',
    textOnly: 'Qui può leggere solo testo: scrivile a parole ✍️',
  },
};
