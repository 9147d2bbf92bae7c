import type { Messages } from '../messages.js';
import { plural } from '../../../shared/plural.js';

const coins = (n: number) => plural('de', n, { one: `${n} Münze`, other: `${n} Münzen` });

export const de: Messages = {
  cmdStart: 'App öffnen',
  cmdHelp: 'Hilfe und Befehle',
  cmdLanguage: 'Sprache ändern',
  cmdPaySupport: 'Hilfe bei Zahlungen',
  openApp: '💕 App öffnen',
  welcome: ({ name, brand }) =>
    `Hallo ${name}! 💕\n\nWillkommen bei ${brand}: Deine KI-Begleiterinnen warten darauf, mit dir zu chatten, zu flirten und ihre Geschichten mit dir zu teilen. Tippe auf „App öffnen“, um sie kennenzulernen.`,
  help: ({ brand }) =>
    `${brand} findest du in der App: Tippe auf „App öffnen“ oder auf die Menü-Schaltfläche.`,
  paySupport: ({ email }) =>
    `Fragen zu einer Zahlung? Schreib an ${email} mit deinem Telegram-Benutzernamen und dem Datum der Zahlung. Wir antworten innerhalb von 24 Stunden.\n\nStars, die für eine bereits stornierte Bestellung bezahlt wurden, werden automatisch erstattet.`,
  chooseLanguage: 'Wähle deine Sprache:',
  languageSet: 'Fertig! Ab jetzt spreche ich Deutsch mit dir.',
  claimGift: '🎁 Geschenk abholen',
  giftClaimed: ({ coins: n, balance }) => `🎁 ${coins(n)} gehören dir! Dein Guthaben: ${coins(balance)}.`,
  giftAlreadyClaimed: 'Du hast dieses Geschenk bereits abgeholt.',
  characterInvite: ({ name }) => `${name} wartet auf dich 💕`,
  chatWith: ({ name }) => `💬 Mit ${name} chatten`,
  storyInvite: ({ title, name }) => `📖 „${title}“, eine Geschichte mit ${name}`,
  startStory: '▶️ Geschichte starten',
  linkInvalid: 'Sorry, dieser Link ist nicht mehr gültig.',
  unlockOffer: ({ cost, balance }) => `Dieses Foto ist gesperrt 🔒\nSchalte es für ${coins(cost)} frei. Du hast ${coins(balance)}.`,
  unlockButton: ({ cost }) => `🔓 Für ${coins(cost)} freischalten`,
  photoUnlocked: 'Freigeschaltet! Hier ist es 😘',
  notEnoughCoins: ({ cost, balance }) => `Du brauchst ${coins(cost)}, hast aber ${coins(balance)}. Lade mit Telegram Stars auf:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumPerks: 'Mehr Energie, das fortgeschrittene KI-Modell, 5-mal mehr Gedächtnis, scharfe Fotos und keine Warteschlange.',
  bonusCoins: ({ coins: n }) => `Bonus: ${coins(n)}.`,
  coinsPerks: 'Münzen für Nachrichten, Fotos und Geschenke.',
  purchaseUnavailable: 'Dieses Angebot ist nicht mehr verfügbar. Öffne die App, um die aktuellen zu sehen.',
  orderNotPayable: 'Diese Bestellung kann nicht mehr bezahlt werden. Bitte starte einen neuen Kauf.',
  paidPremium: ({ date }) => `Danke! 💕 Premium ist bis zum ${date} aktiv.`,
  paidLifetime: 'Danke! 💕 Premium gehört dir jetzt für immer.',
  paidCoins: ({ coins: n, balance }) => `Danke! 💕 +${coins(n)}. Dein Guthaben: ${coins(balance)}.`,
  refundedCancelled: 'Diese Bestellung war bereits storniert, deshalb wurden deine Stars erstattet.',
  refundedUnmatched: 'Wir konnten diese Zahlung keiner Bestellung zuordnen, deshalb wurden deine Stars erstattet.',
  replyFrom: ({ name, text }) => `💬 ${name} hat dir geschrieben:\n\n${text}`,
  openChat: '💬 Chat öffnen',
  friendJoined: ({ energy }) => `Ein Freund ist über deine Einladung beigetreten! +${energy} Energie ⚡`,
  error: 'Etwas ist schiefgelaufen. Bitte versuch es gleich noch einmal.',
  dm: {
    cmdCharacters: 'Wählen, mit wem du chattest',
    openInApp: '📱 In der App öffnen',
    photoButton: '📸 Foto',
    giftButton: '🎁 Geschenk',
    pickGift: 'Wähle ein Geschenk für sie (Münzen):',
    stopButton: '⏹ Stopp',
    stopped: 'Gestoppt. Nichts wurde berechnet.',
    outOfEnergy: ({ minutes, coins: cost }) => `Deine Energie ist aufgebraucht ⚡

Eine Nachricht kostet 1 Energie oder ${cost} Münzen, wenn die Energie leer ist. Energie lädt sich jede Stunde auf (nächste Aufladung in ${minutes} Min.) – oder schreib gleich weiter:`,
    getPremium: '👑 Premium holen',
    waitButton: '⏳ Ich warte',
    waitNote: ({ minutes, energy }) => `+${energy} Energie pro Stunde: die nächste Aufladung kommt in ${minutes} Min. Sie ist für dich da 💕`,
    pickCharacter: 'Mit wem möchtest du reden? Wähle sie aus und schreib einfach hier: Es ist derselbe Chat wie in der App.',
    nowChatting: ({ name }) => `Du chattest jetzt mit ${name} 💕 Schreib ihr hier oder öffne die App: Es ist ein und dasselbe Gespräch.`,
    proactiveOffButton: '🔕 Nicht zuerst schreiben',
    proactiveOff: 'Sie schreibt dir nicht mehr zuerst. Du kannst das hier oder in den App-Einstellungen wieder einschalten.',
    proactiveOnButton: '🔔 Wieder einschalten',
    proactiveOn: 'Sie schreibt dir wieder zu den gewählten Zeiten.',
    textOnly: 'Hier kann sie nur Text lesen: schreib ihr in Worten ✍️',
  },
};
