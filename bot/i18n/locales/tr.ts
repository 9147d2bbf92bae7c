import type { Messages } from '../messages.js';

const coins = (n: number) => `${n} jeton`;

export const tr: Messages = {
  cmdStart: 'Uygulamayı aç',
  cmdHelp: 'Yardım ve komutlar',
  cmdLanguage: 'Dili değiştir',
  cmdPaySupport: 'Ödeme yardımı',
  openApp: '💕 Uygulamayı aç',
  welcome: ({ name, brand }) =>
    `Merhaba ${name}! 💕\n\n${brand} dünyasına hoş geldin: Yapay zekâ arkadaşların seninle sohbet etmek, flört etmek ve hikâyelerini paylaşmak için seni bekliyor. Onlarla tanışmak için “Uygulamayı aç”a dokun.`,
  help: ({ brand }) =>
    `${brand} uygulamanın içinde: “Uygulamayı aç”a ya da menü düğmesine dokun.\n\n/start: uygulamayı aç\n/language: dili değiştir\n/paysupport: ödeme yardımı`,
  paySupport: ({ email }) =>
    `Bir ödemeyle ilgili sorun mu var? Telegram kullanıcı adını ve ödeme tarihini belirterek ${email} adresine yaz. 24 saat içinde yanıt veriyoruz.\n\nİptal edilmiş bir sipariş için ödenen Yıldızlar otomatik olarak iade edilir.`,
  chooseLanguage: 'Dilini seç:',
  languageSet: 'Tamam! Bundan sonra seninle Türkçe konuşacağım.',
  claimGift: '🎁 Hediyeyi al',
  giftClaimed: ({ coins: n, balance }) => `🎁 ${coins(n)} senin! Bakiyen: ${coins(balance)}.`,
  giftAlreadyClaimed: 'Bu hediyeyi zaten aldın.',
  characterInvite: ({ name }) => `${name} seni bekliyor 💕`,
  chatWith: ({ name }) => `💬 Sohbet et: ${name}`,
  storyInvite: ({ title, name }) => `📖 “${title}”: ${name} ile bir hikâye`,
  startStory: '▶️ Hikâyeyi başlat',
  linkInvalid: 'Üzgünüz, bu bağlantı artık geçerli değil.',
  unlockOffer: ({ cost, balance }) => `Bu fotoğraf kilitli 🔒\n${coins(cost)} karşılığında kilidini aç. Sende ${coins(balance)} var.`,
  unlockButton: ({ cost }) => `🔓 ${coins(cost)} ile kilidi aç`,
  photoUnlocked: 'Kilit açıldı! İşte burada 😘',
  notEnoughCoins: ({ cost, balance }) => `${coins(cost)} gerekiyor ama sende ${coins(balance)} var. Telegram Yıldızları ile yükle:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumTitle: ({ days }) => `Premium · ${days} gün`,
  premiumLifetimeTitle: 'Premium · Ömür boyu',
  premiumPerks: 'Daha fazla enerji, gelişmiş yapay zekâ modeli, 5 kat hafıza, net fotoğraflar ve sırada beklemek yok.',
  bonusCoins: ({ coins: n }) => `Bonus: ${coins(n)}.`,
  coinsTitle: ({ coins: n }) => coins(n),
  coinsPerks: 'Mesajlar, fotoğraflar ve hediyeler için jetonlar.',
  purchaseUnavailable: 'Bu teklif artık geçerli değil. Güncel teklifleri görmek için uygulamayı aç.',
  orderNotPayable: 'Bu sipariş artık ödenemez. Lütfen yeni bir satın alma başlat.',
  paidPremium: ({ date }) => `Teşekkürler! 💕 Premium ${date} tarihine kadar aktif.`,
  paidLifetime: 'Teşekkürler! 💕 Premium artık ömür boyu senin.',
  paidCoins: ({ coins: n, balance }) => `Teşekkürler! 💕 +${coins(n)}. Bakiyen: ${coins(balance)}.`,
  refundedCancelled: 'Bu sipariş zaten iptal edilmişti, bu yüzden Yıldızların iade edildi.',
  refundedUnmatched: 'Bu ödemeyi bir siparişle eşleştiremedik, bu yüzden Yıldızların iade edildi.',
  replyFrom: ({ name, text }) => `💬 ${name} sana yazdı:\n\n${text}`,
  openChat: '💬 Sohbeti aç',
  friendJoined: ({ energy }) => `Bir arkadaşın davetinle katıldı! +${energy} enerji ⚡`,
  error: 'Bir şeyler ters gitti. Lütfen birazdan tekrar dene.',
};
