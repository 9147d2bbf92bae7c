import type { Messages } from '../messages.js';

const coins = (n: number) => `${n} syiling`;

export const ms: Messages = {
  cmdStart: 'Buka aplikasi',
  cmdHelp: 'Bantuan dan arahan',
  cmdLanguage: 'Tukar bahasa',
  cmdPaySupport: 'Bantuan pembayaran',
  openApp: '💕 Buka aplikasi',
  welcome: ({ name, brand }) =>
    `Hai ${name}! 💕\n\nSelamat datang ke ${brand}: teman AI anda sedang menunggu untuk berbual, bermesra dan berkongsi kisah mereka dengan anda. Ketik “Buka aplikasi” untuk berkenalan dengan mereka.`,
  help: ({ brand }) =>
    `${brand} berada dalam aplikasi: ketik “Buka aplikasi” atau butang menu.\n\n/start: buka aplikasi\n/language: tukar bahasa\n/paysupport: bantuan pembayaran`,
  paySupport: ({ email }) =>
    `Ada soalan tentang pembayaran? Tulis kepada ${email} bersama nama pengguna Telegram dan tarikh pembayaran anda. Kami membalas dalam masa 24 jam.\n\nStars yang dibayar untuk pesanan yang telah dibatalkan akan dipulangkan secara automatik.`,
  chooseLanguage: 'Pilih bahasa anda:',
  languageSet: 'Siap! Mulai sekarang saya akan bercakap dengan anda dalam Bahasa Melayu.',
  claimGift: '🎁 Tuntut hadiah',
  giftClaimed: ({ coins: n, balance }) => `🎁 ${coins(n)} untuk anda! Baki anda: ${coins(balance)}.`,
  giftAlreadyClaimed: 'Anda sudah menuntut hadiah ini.',
  characterInvite: ({ name }) => `${name} sedang menunggu anda 💕`,
  chatWith: ({ name }) => `💬 Berbual dengan ${name}`,
  storyInvite: ({ title, name }) => `📖 “${title}”, kisah bersama ${name}`,
  startStory: '▶️ Mulakan kisah',
  linkInvalid: 'Maaf, pautan ini tidak lagi sah.',
  unlockOffer: ({ cost, balance }) => `Foto ini dikunci 🔒\nBuka kuncinya dengan ${coins(cost)}. Anda ada ${coins(balance)}.`,
  unlockButton: ({ cost }) => `🔓 Buka kunci dengan ${coins(cost)}`,
  photoUnlocked: 'Sudah dibuka! Ini dia 😘',
  notEnoughCoins: ({ cost, balance }) => `Anda perlukan ${coins(cost)}, tetapi hanya ada ${coins(balance)}. Tambah nilai dengan Telegram Stars:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumTitle: ({ days }) => `Premium · ${days} hari`,
  premiumLifetimeTitle: 'Premium · Seumur hidup',
  premiumPerks: 'Lebih banyak tenaga, model AI termaju, memori 5 kali ganda, foto jelas dan tiada giliran menunggu.',
  bonusCoins: ({ coins: n }) => `Bonus: ${coins(n)}.`,
  coinsTitle: ({ coins: n }) => coins(n),
  coinsPerks: 'Syiling untuk mesej, foto dan hadiah.',
  purchaseUnavailable: 'Tawaran ini tidak lagi tersedia. Buka aplikasi untuk melihat tawaran semasa.',
  orderNotPayable: 'Pesanan ini tidak boleh dibayar lagi. Sila mulakan pembelian baharu.',
  paidPremium: ({ date }) => `Terima kasih! 💕 Premium aktif sehingga ${date}.`,
  paidLifetime: 'Terima kasih! 💕 Premium kini milik anda seumur hidup.',
  paidCoins: ({ coins: n, balance }) => `Terima kasih! 💕 +${coins(n)}. Baki anda: ${coins(balance)}.`,
  refundedCancelled: 'Pesanan ini telah dibatalkan, jadi Stars anda telah dipulangkan.',
  refundedUnmatched: 'Kami tidak dapat memadankan pembayaran ini dengan pesanan, jadi Stars anda telah dipulangkan.',
  replyFrom: ({ name, text }) => `💬 ${name} menghantar mesej kepada anda:\n\n${text}`,
  openChat: '💬 Buka perbualan',
  friendJoined: ({ energy }) => `Seorang rakan menyertai melalui jemputan anda! +${energy} tenaga ⚡`,
  error: 'Berlaku ralat. Sila cuba lagi sebentar lagi.',
};
