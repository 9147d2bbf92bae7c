import type { Messages } from '../messages.js';

const coins = (n: number) => `${n} xu`;

export const vi: Messages = {
  cmdStart: 'Mở ứng dụng',
  cmdHelp: 'Trợ giúp và lệnh',
  cmdLanguage: 'Đổi ngôn ngữ',
  cmdPaySupport: 'Hỗ trợ thanh toán',
  openApp: '💕 Mở ứng dụng',
  welcome: ({ name, brand }) =>
    `Chào ${name}! 💕\n\nChào mừng bạn đến với ${brand}: những người bạn AI đang chờ để trò chuyện, tán tỉnh và chia sẻ câu chuyện của họ với bạn. Nhấn “Mở ứng dụng” để gặp họ.`,
  help: ({ brand }) =>
    `${brand} nằm trong ứng dụng: nhấn “Mở ứng dụng” hoặc nút menu.\n\n/start: mở ứng dụng\n/language: đổi ngôn ngữ\n/paysupport: hỗ trợ thanh toán`,
  paySupport: ({ email }) =>
    `Bạn có câu hỏi về thanh toán? Hãy gửi email đến ${email} kèm tên người dùng Telegram và ngày thanh toán. Chúng tôi sẽ trả lời trong vòng 24 giờ.\n\nSao đã thanh toán cho đơn hàng đã bị hủy sẽ được hoàn lại tự động.`,
  chooseLanguage: 'Chọn ngôn ngữ của bạn:',
  languageSet: 'Xong! Từ giờ mình sẽ nói chuyện với bạn bằng tiếng Việt.',
  claimGift: '🎁 Nhận quà',
  giftClaimed: ({ coins: n, balance }) => `🎁 Bạn nhận được ${coins(n)}! Số dư: ${coins(balance)}.`,
  giftAlreadyClaimed: 'Bạn đã nhận món quà này rồi.',
  characterInvite: ({ name }) => `${name} đang chờ bạn 💕`,
  chatWith: ({ name }) => `💬 Trò chuyện với ${name}`,
  storyInvite: ({ title, name }) => `📖 “${title}”, câu chuyện cùng ${name}`,
  startStory: '▶️ Bắt đầu câu chuyện',
  linkInvalid: 'Xin lỗi, liên kết này không còn hiệu lực.',
  unlockOffer: ({ cost, balance }) => `Ảnh này đang bị khóa 🔒\nMở khóa với ${coins(cost)}. Bạn đang có ${coins(balance)}.`,
  unlockButton: ({ cost }) => `🔓 Mở khóa với ${coins(cost)}`,
  photoUnlocked: 'Đã mở khóa! Của bạn đây 😘',
  notEnoughCoins: ({ cost, balance }) => `Bạn cần ${coins(cost)} nhưng chỉ có ${coins(balance)}. Nạp thêm bằng Sao Telegram:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumTitle: ({ days }) => `Premium · ${days} ngày`,
  premiumLifetimeTitle: 'Premium · Trọn đời',
  premiumPerks: 'Nhiều năng lượng hơn, mô hình AI nâng cao, trí nhớ gấp 5 lần, ảnh rõ nét và không phải xếp hàng.',
  bonusCoins: ({ coins: n }) => `Thưởng: ${coins(n)}.`,
  coinsTitle: ({ coins: n }) => coins(n),
  coinsPerks: 'Xu dùng cho tin nhắn, ảnh và quà tặng.',
  purchaseUnavailable: 'Ưu đãi này không còn nữa. Mở ứng dụng để xem các ưu đãi hiện tại.',
  orderNotPayable: 'Đơn hàng này không thể thanh toán nữa. Vui lòng tạo giao dịch mua mới.',
  paidPremium: ({ date }) => `Cảm ơn bạn! 💕 Premium có hiệu lực đến ${date}.`,
  paidLifetime: 'Cảm ơn bạn! 💕 Premium giờ là của bạn trọn đời.',
  paidCoins: ({ coins: n, balance }) => `Cảm ơn bạn! 💕 +${coins(n)}. Số dư: ${coins(balance)}.`,
  refundedCancelled: 'Đơn hàng này đã bị hủy trước đó nên Sao của bạn đã được hoàn lại.',
  refundedUnmatched: 'Chúng tôi không thể áp dụng khoản thanh toán này cho đơn hàng nào nên Sao của bạn đã được hoàn lại.',
  replyFrom: ({ name, text }) => `💬 ${name} đã nhắn cho bạn:\n\n${text}`,
  openChat: '💬 Mở cuộc trò chuyện',
  friendJoined: ({ energy }) => `Một người bạn đã tham gia qua lời mời của bạn! +${energy} năng lượng ⚡`,
  error: 'Đã xảy ra lỗi. Vui lòng thử lại sau giây lát.',
};
