import type { Messages } from '../messages.js';
import { plural } from '../../../shared/plural.js';

const coins = (n: number) => plural('pt', n, { one: `${n} moeda`, other: `${n} moedas` });

export const pt: Messages = {
  cmdStart: 'Abrir o app',
  cmdHelp: 'Ajuda e comandos',
  cmdLanguage: 'Mudar idioma',
  cmdPaySupport: 'Ajuda com pagamentos',
  openApp: '💕 Abrir o app',
  welcome: ({ name, brand }) =>
    `Oi, ${name}! 💕\n\nBoas-vindas ao ${brand}: suas companheiras de IA estão esperando para conversar, flertar e compartilhar as histórias delas com você. Toque em “Abrir o app” para conhecê-las.`,
  help: ({ brand }) =>
    `O ${brand} fica no app: toque em “Abrir o app” ou no botão do menu.`,
  paySupport: ({ email }) =>
    `Dúvidas sobre um pagamento? Escreva para ${email} com seu usuário do Telegram e a data do pagamento. Respondemos em até 24 horas.\n\nStars pagas por um pedido já cancelado são reembolsadas automaticamente.`,
  chooseLanguage: 'Escolha seu idioma:',
  languageSet: 'Pronto! A partir de agora vou falar com você em português.',
  claimGift: '🎁 Resgatar presente',
  giftClaimed: ({ coins: n, balance }) => `🎁 ${coins(n)} são suas! Seu saldo: ${coins(balance)}.`,
  giftAlreadyClaimed: 'Você já resgatou este presente.',
  characterInvite: ({ name }) => `${name} está esperando por você 💕`,
  chatWith: ({ name }) => `💬 Conversar com ${name}`,
  storyInvite: ({ title, name }) => `📖 “${title}”, uma história com ${name}`,
  startStory: '▶️ Começar a história',
  linkInvalid: 'Desculpe, este link não é mais válido.',
  unlockOffer: ({ cost, balance }) => `Esta foto está bloqueada 🔒\nDesbloqueie por ${coins(cost)}. Você tem ${coins(balance)}.`,
  unlockButton: ({ cost }) => `🔓 Desbloquear por ${coins(cost)}`,
  photoUnlocked: 'Desbloqueada! Aqui está 😘',
  notEnoughCoins: ({ cost, balance }) => `Você precisa de ${coins(cost)}, mas tem ${coins(balance)}. Recarregue com Telegram Stars:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumPerks: 'Mais energia, o modelo de IA avançado, 5x mais memória, fotos nítidas e sem espera na fila.',
  bonusCoins: ({ coins: n }) => `Bônus: ${coins(n)}.`,
  coinsPerks: 'Moedas para mensagens, fotos e presentes.',
  purchaseUnavailable: 'Esta oferta não está mais disponível. Abra o app para ver as atuais.',
  orderNotPayable: 'Este pedido não pode mais ser pago. Por favor, inicie uma nova compra.',
  paidPremium: ({ date }) => `Obrigado! 💕 O Premium está ativo até ${date}.`,
  paidLifetime: 'Obrigado! 💕 O Premium é seu para sempre.',
  paidCoins: ({ coins: n, balance }) => `Obrigado! 💕 +${coins(n)}. Seu saldo: ${coins(balance)}.`,
  refundedCancelled: 'Este pedido já tinha sido cancelado, então suas Stars foram reembolsadas.',
  refundedUnmatched: 'Não conseguimos associar este pagamento a um pedido, então suas Stars foram reembolsadas.',
  replyFrom: ({ name, text }) => `💬 ${name} escreveu para você:\n\n${text}`,
  openChat: '💬 Abrir o chat',
  friendJoined: ({ energy }) => `Um amigo entrou pelo seu convite! +${energy} de energia ⚡`,
  error: 'Algo deu errado. Tente novamente em instantes.',
  dm: {
    cmdCharacters: 'Escolha com quem conversar',
    openInApp: '📱 Abrir no app',
    photoButton: '📸 Foto',
    giftButton: '🎁 Presente',
    pickGift: 'Escolha um presente para ela (moedas):',
    stopButton: '⏹ Parar',
    stopped: 'Parado. Nada foi cobrado.',
    outOfEnergy: ({ minutes, coins: cost }) => `Sua energia acabou ⚡

Uma mensagem custa 1 de energia, ou ${cost} moedas quando a energia acaba. A energia recarrega a cada hora (a próxima em ${minutes} min) — ou continue conversando agora:`,
    getPremium: '👑 Assinar Premium',
    waitButton: '⏳ Vou esperar',
    waitNote: ({ minutes, energy }) => `+${energy} de energia a cada hora: a próxima recarga é em ${minutes} min. Ela estará aqui 💕`,
    pickCharacter: 'Com quem você quer conversar? Escolha e escreva aqui: é o mesmo chat do app.',
    nowChatting: ({ name }) => `Agora você está conversando com ${name} 💕 Escreva para ela aqui ou abra o app: é uma só conversa.`,
    proactiveOffButton: '🔕 Não escrever primeiro',
    proactiveOff: 'Ela não vai mais escrever primeiro. Você pode reativar aqui ou nas configurações do app.',
    proactiveOnButton: '🔔 Reativar',
    proactiveOn: 'Ela vai voltar a escrever nos horários que você escolheu.',
    textOnly: 'Aqui ela só consegue ler texto: escreva para ela em palavras ✍️',
  },
};
