import type { Messages } from '../messages.js';
import { plural } from '../../../shared/plural.js';

const coins = (n: number) => plural('es', n, { one: `${n} moneda`, other: `${n} monedas` });

export const es: Messages = {
  cmdStart: 'Abrir la app',
  cmdHelp: 'Ayuda y comandos',
  cmdLanguage: 'Cambiar idioma',
  cmdPaySupport: 'Ayuda con los pagos',
  openApp: '💕 Abrir la app',
  welcome: ({ name, brand }) =>
    `¡Hola, ${name}! 💕\n\nBienvenido a ${brand}: tus compañeras de IA te esperan para charlar, coquetear y compartir sus historias contigo. Toca «Abrir la app» para conocerlas.`,
  help: ({ brand }) =>
    `${brand} vive en la app: toca «Abrir la app» o el botón del menú.`,
  paySupport: ({ email }) =>
    `¿Dudas sobre un pago? Escribe a ${email} con tu usuario de Telegram y la fecha del pago. Respondemos en menos de 24 horas.\n\nLas Stars pagadas por un pedido ya cancelado se reembolsan automáticamente.`,
  chooseLanguage: 'Elige tu idioma:',
  languageSet: '¡Listo! A partir de ahora te hablaré en español.',
  claimGift: '🎁 Reclamar regalo',
  giftClaimed: ({ coins: n, balance }) => `🎁 ¡${coins(n)} para ti! Tu saldo: ${coins(balance)}.`,
  giftAlreadyClaimed: 'Ya has reclamado este regalo.',
  characterInvite: ({ name }) => `${name} te está esperando 💕`,
  chatWith: ({ name }) => `💬 Chatear con ${name}`,
  storyInvite: ({ title, name }) => `📖 «${title}», una historia con ${name}`,
  startStory: '▶️ Empezar la historia',
  linkInvalid: 'Lo sentimos, este enlace ya no es válido.',
  unlockOffer: ({ cost, balance }) => `Esta foto está bloqueada 🔒\nDesbloquéala por ${coins(cost)}. Tienes ${coins(balance)}.`,
  unlockButton: ({ cost }) => `🔓 Desbloquear por ${coins(cost)}`,
  photoUnlocked: '¡Desbloqueada! Aquí la tienes 😘',
  notEnoughCoins: ({ cost, balance }) => `Necesitas ${coins(cost)}, pero tienes ${coins(balance)}. Recarga con Telegram Stars:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumPerks: 'Más energía, el modelo de IA avanzado, 5 veces más memoria, fotos nítidas y sin esperas en la cola.',
  bonusCoins: ({ coins: n }) => `Bonificación: ${coins(n)}.`,
  coinsPerks: 'Monedas para mensajes, fotos y regalos.',
  purchaseUnavailable: 'Esta oferta ya no está disponible. Abre la app para ver las actuales.',
  orderNotPayable: 'Este pedido ya no se puede pagar. Por favor, inicia una nueva compra.',
  paidPremium: ({ date }) => `¡Gracias! 💕 Premium está activo hasta el ${date}.`,
  paidLifetime: '¡Gracias! 💕 Premium es tuyo para siempre.',
  paidCoins: ({ coins: n, balance }) => `¡Gracias! 💕 +${coins(n)}. Tu saldo: ${coins(balance)}.`,
  refundedCancelled: 'Este pedido ya estaba cancelado, así que te hemos reembolsado las Stars.',
  refundedUnmatched: 'No pudimos asociar este pago a un pedido, así que te hemos reembolsado las Stars.',
  replyFrom: ({ name, text }) => `💬 ${name} te ha escrito:\n\n${text}`,
  openChat: '💬 Abrir el chat',
  friendJoined: ({ energy }) => `¡Un amigo se unió con tu invitación! +${energy} de energía ⚡`,
  error: 'Algo salió mal. Inténtalo de nuevo en un momento.',
  dm: {
    cmdCharacters: 'Elige con quién chatear',
    openInApp: '📱 Abrir en la app',
    photoButton: '📸 Foto',
    giftButton: '🎁 Regalo',
    pickGift: 'Elige un regalo para ella (monedas):',
    stopButton: '⏹ Detener',
    stopped: 'Detenido. No se cobró nada.',
    outOfEnergy: ({ minutes, coins: cost }) => `Te quedaste sin energía ⚡

Un mensaje cuesta 1 de energía, o ${cost} monedas cuando se acaba. La energía se recarga cada hora (la próxima en ${minutes} min), o sigue hablando ahora:`,
    getPremium: '👑 Obtener Premium',
    waitButton: '⏳ Esperaré',
    waitNote: ({ minutes, energy }) => `+${energy} de energía cada hora: la próxima recarga es en ${minutes} min. Ella estará aquí 💕`,
    pickCharacter: '¿Con quién quieres hablar? Elígela y escribe aquí: es el mismo chat que en la app.',
    nowChatting: ({ name }) => `Ahora chateas con ${name} 💕 Escríbele aquí o abre la app: es una sola conversación.`,
    proactiveOffButton: '🔕 No escribir primero',
    proactiveOff: 'Ya no te escribirá primero. Puedes volver a activarlo aquí o en los ajustes de la app.',
    proactiveOnButton: '🔔 Volver a activar',
    proactiveOn: 'Te volverá a escribir a las horas que elegiste.',
    textOnly: 'Aquí solo puede leer texto: escríbele con palabras ✍️',
  },
};
