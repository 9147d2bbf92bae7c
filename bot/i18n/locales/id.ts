import type { Messages } from '../messages.js';

const coins = (n: number) => `${n} koin`;

export const id: Messages = {
  cmdStart: 'Buka aplikasi',
  cmdHelp: 'Bantuan dan perintah',
  cmdLanguage: 'Ganti bahasa',
  cmdPaySupport: 'Bantuan pembayaran',
  openApp: '💕 Buka aplikasi',
  welcome: ({ name, brand }) =>
    `Hai ${name}! 💕\n\nSelamat datang di ${brand}: teman AI-mu sudah menunggu untuk mengobrol, menggoda, dan berbagi cerita denganmu. Ketuk “Buka aplikasi” untuk bertemu mereka.`,
  help: ({ brand }) =>
    `${brand} ada di dalam aplikasi: ketuk “Buka aplikasi” atau tombol menu.\n\n/start: buka aplikasi\n/language: ganti bahasa\n/paysupport: bantuan pembayaran`,
  paySupport: ({ email }) =>
    `Ada pertanyaan tentang pembayaran? Kirim email ke ${email} dengan nama pengguna Telegram dan tanggal pembayaranmu. Kami membalas dalam 24 jam.\n\nStars yang dibayarkan untuk pesanan yang sudah dibatalkan akan dikembalikan secara otomatis.`,
  chooseLanguage: 'Pilih bahasamu:',
  languageSet: 'Selesai! Mulai sekarang aku akan berbicara denganmu dalam bahasa Indonesia.',
  claimGift: '🎁 Klaim hadiah',
  giftClaimed: ({ coins: n, balance }) => `🎁 ${coins(n)} untukmu! Saldomu: ${coins(balance)}.`,
  giftAlreadyClaimed: 'Kamu sudah mengklaim hadiah ini.',
  characterInvite: ({ name }) => `${name} sedang menunggumu 💕`,
  chatWith: ({ name }) => `💬 Ngobrol dengan ${name}`,
  storyInvite: ({ title, name }) => `📖 “${title}”, cerita bersama ${name}`,
  startStory: '▶️ Mulai cerita',
  linkInvalid: 'Maaf, tautan ini sudah tidak berlaku.',
  unlockOffer: ({ cost, balance }) => `Foto ini terkunci 🔒\nBuka dengan ${coins(cost)}. Kamu punya ${coins(balance)}.`,
  unlockButton: ({ cost }) => `🔓 Buka dengan ${coins(cost)}`,
  photoUnlocked: 'Terbuka! Ini dia 😘',
  notEnoughCoins: ({ cost, balance }) => `Kamu butuh ${coins(cost)}, tetapi hanya punya ${coins(balance)}. Isi ulang dengan Telegram Stars:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumTitle: ({ days }) => `Premium · ${days} hari`,
  premiumLifetimeTitle: 'Premium · Seumur hidup',
  premiumPerks: 'Lebih banyak energi, model AI canggih, memori 5x lipat, foto jernih, dan tanpa antre.',
  bonusCoins: ({ coins: n }) => `Bonus: ${coins(n)}.`,
  coinsTitle: ({ coins: n }) => coins(n),
  coinsPerks: 'Koin untuk pesan, foto, dan hadiah.',
  purchaseUnavailable: 'Penawaran ini sudah tidak tersedia. Buka aplikasi untuk melihat penawaran terbaru.',
  orderNotPayable: 'Pesanan ini tidak dapat dibayar lagi. Silakan mulai pembelian baru.',
  paidPremium: ({ date }) => `Terima kasih! 💕 Premium aktif hingga ${date}.`,
  paidLifetime: 'Terima kasih! 💕 Premium kini milikmu seumur hidup.',
  paidCoins: ({ coins: n, balance }) => `Terima kasih! 💕 +${coins(n)}. Saldomu: ${coins(balance)}.`,
  refundedCancelled: 'Pesanan ini sudah dibatalkan, jadi Stars-mu telah dikembalikan.',
  refundedUnmatched: 'Kami tidak dapat mencocokkan pembayaran ini dengan pesanan, jadi Stars-mu telah dikembalikan.',
  replyFrom: ({ name, text }) => `💬 ${name} mengirimimu pesan:\n\n${text}`,
  openChat: '💬 Buka obrolan',
  friendJoined: ({ energy }) => `Seorang teman bergabung lewat undanganmu! +${energy} energi ⚡`,
  error: 'Terjadi kesalahan. Silakan coba lagi sebentar lagi.',
};
