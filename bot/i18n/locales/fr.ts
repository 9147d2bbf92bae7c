import type { Messages } from '../messages.js';
import { plural } from '../../../shared/plural.js';

const coins = (n: number) => plural('fr', n, { one: `${n} pièce`, other: `${n} pièces` });

export const fr: Messages = {
  cmdStart: 'Ouvrir l’app',
  cmdHelp: 'Aide et commandes',
  cmdLanguage: 'Changer de langue',
  cmdPaySupport: 'Aide pour les paiements',
  openApp: '💕 Ouvrir l’app',
  welcome: ({ name, brand }) =>
    `Bonjour ${name} ! 💕\n\nBienvenue sur ${brand} : vos compagnes IA vous attendent pour discuter, flirter et partager leurs histoires avec vous. Touchez « Ouvrir l’app » pour les rencontrer.`,
  help: ({ brand }) =>
    `${brand} se trouve dans l’app : touchez « Ouvrir l’app » ou sur le bouton du menu.`,
  paySupport: ({ email }) =>
    `Une question sur un paiement ? Écrivez à ${email} en indiquant votre nom d’utilisateur Telegram et la date du paiement. Nous répondons sous 24 heures.\n\nLes Stars payées pour une commande déjà annulée sont remboursées automatiquement.`,
  chooseLanguage: 'Choisissez votre langue :',
  languageSet: 'C’est fait ! Je vous parlerai désormais en français.',
  claimGift: '🎁 Récupérer le cadeau',
  giftClaimed: ({ coins: n, balance }) => `🎁 ${coins(n)} pour vous ! Votre solde : ${coins(balance)}.`,
  giftAlreadyClaimed: 'Vous avez déjà récupéré ce cadeau.',
  characterInvite: ({ name }) => `${name} vous attend 💕`,
  chatWith: ({ name }) => `💬 Discuter avec ${name}`,
  storyInvite: ({ title, name }) => `📖 « ${title} », une histoire avec ${name}`,
  startStory: '▶️ Commencer l’histoire',
  linkInvalid: 'Désolé, ce lien n’est plus valide.',
  unlockOffer: ({ cost, balance }) => `Cette photo est verrouillée 🔒\nDéverrouillez-la pour ${coins(cost)}. Vous avez ${coins(balance)}.`,
  unlockButton: ({ cost }) => `🔓 Déverrouiller pour ${coins(cost)}`,
  photoUnlocked: 'Déverrouillée ! La voici 😘',
  notEnoughCoins: ({ cost, balance }) => `Il vous faut ${coins(cost)}, mais vous en avez ${balance}. Rechargez avec des Telegram Stars :`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumPerks: 'Plus d’énergie, le modèle d’IA avancé, 5 fois plus de mémoire, des photos nettes et pas d’attente.',
  bonusCoins: ({ coins: n }) => `Bonus : ${coins(n)}.`,
  coinsPerks: 'Des pièces pour les messages, les photos et les cadeaux.',
  purchaseUnavailable: 'Cette offre n’est plus disponible. Ouvrez l’app pour voir les offres actuelles.',
  orderNotPayable: 'Cette commande ne peut plus être payée. Merci de lancer un nouvel achat.',
  paidPremium: ({ date }) => `Merci ! 💕 Premium est actif jusqu’au ${date}.`,
  paidLifetime: 'Merci ! 💕 Premium est à vous pour toujours.',
  paidCoins: ({ coins: n, balance }) => `Merci ! 💕 +${coins(n)}. Votre solde : ${coins(balance)}.`,
  refundedCancelled: 'Cette commande avait déjà été annulée : vos Stars ont été remboursées.',
  refundedUnmatched: 'Nous n’avons pas pu associer ce paiement à une commande : vos Stars ont été remboursées.',
  replyFrom: ({ name, text }) => `💬 ${name} vous a écrit :\n\n${text}`,
  openChat: '💬 Ouvrir la discussion',
  friendJoined: ({ energy }) => `Un ami a rejoint grâce à votre invitation ! +${energy} d’énergie ⚡`,
  error: 'Une erreur s’est produite. Réessayez dans un instant.',
  dm: {
    cmdCharacters: 'Choisir avec qui discuter',
    openInApp: '📱 Ouvrir dans l\'app',
    photoButton: '📸 Photo',
    giftButton: '🎁 Cadeau',
    pickGift: 'Choisissez-lui un cadeau (pièces) :',
    stopButton: '⏹ Arrêter',
    stopped: 'Arrêté. Rien n\'a été débité.',
    outOfEnergy: ({ minutes, coins: cost }) => `Vous n'avez plus d'énergie ⚡

Un message coûte 1 énergie, ou ${cost} pièces quand l'énergie est épuisée. L'énergie se recharge chaque heure (prochaine recharge dans ${minutes} min), ou continuez à parler maintenant :`,
    getPremium: '👑 Passer à Premium',
    waitButton: '⏳ J\'attendrai',
    waitNote: ({ minutes, energy }) => `+${energy} d'énergie par heure : prochaine recharge dans ${minutes} min. Elle sera là 💕`,
    pickCharacter: 'Avec qui voulez-vous parler ? Choisissez-la, puis écrivez ici : c\'est la même discussion que dans l\'app.',
    nowChatting: ({ name }) => `Vous discutez maintenant avec ${name} 💕 Écrivez-lui ici ou ouvrez l'app : c'est une seule conversation.`,
    proactiveOffButton: '🔕 Ne pas écrire en premier',
    proactiveOff: 'Elle ne vous écrira plus en premier. Vous pouvez réactiver cela ici ou dans les réglages de l\'app.',
    proactiveOnButton: '🔔 Réactiver',
    proactiveOn: 'Elle vous écrira de nouveau aux heures choisies.',
    textOnly: 'Ici, elle ne lit que le texte : écrivez-lui avec des mots ✍️',
  },
};
