import type { Messages } from '../messages.js';

const coins = (n: number) => `${n}코인`;

export const ko: Messages = {
  cmdStart: '앱 열기',
  cmdHelp: '도움말 및 명령어',
  cmdLanguage: '언어 변경',
  cmdPaySupport: '결제 도움말',
  openApp: '💕 앱 열기',
  welcome: ({ name, brand }) =>
    `안녕하세요, ${name}님! 💕\n\n${brand}에 오신 것을 환영해요. AI 컴패니언들이 당신과 대화하고, 설레는 이야기를 나누고, 자신의 스토리를 들려주려고 기다리고 있어요. '앱 열기'를 눌러 만나 보세요.`,
  help: ({ brand }) =>
    `${brand}는 앱 안에 있어요. '앱 열기' 또는 메뉴 버튼을 눌러 주세요.\n\n/start: 앱 열기\n/language: 언어 변경\n/paysupport: 결제 도움말`,
  paySupport: ({ email }) =>
    `결제에 대해 궁금한 점이 있나요? 텔레그램 사용자 이름과 결제 날짜를 적어 ${email}로 보내 주세요. 24시간 이내에 답변드려요.\n\n이미 취소된 주문에 결제된 스타는 자동으로 환불돼요.`,
  chooseLanguage: '언어를 선택하세요:',
  languageSet: '완료! 이제부터 한국어로 대화할게요.',
  claimGift: '🎁 선물 받기',
  giftClaimed: ({ coins: n, balance }) => `🎁 ${coins(n)}을 받았어요! 현재 잔액: ${coins(balance)}.`,
  giftAlreadyClaimed: '이미 이 선물을 받았어요.',
  characterInvite: ({ name }) => `${name}이(가) 당신을 기다리고 있어요 💕`,
  chatWith: ({ name }) => `💬 ${name}와(과) 채팅하기`,
  storyInvite: ({ title, name }) => `📖 「${title}」: ${name}와(과)의 스토리`,
  startStory: '▶️ 스토리 시작하기',
  linkInvalid: '죄송해요, 이 링크는 더 이상 유효하지 않아요.',
  unlockOffer: ({ cost, balance }) => `이 사진은 잠겨 있어요 🔒\n${coins(cost)}으로 잠금을 해제하세요. 보유 코인: ${coins(balance)}.`,
  unlockButton: ({ cost }) => `🔓 ${coins(cost)}으로 잠금 해제`,
  photoUnlocked: '잠금 해제 완료! 여기 있어요 😘',
  notEnoughCoins: ({ cost, balance }) => `${coins(cost)}이 필요하지만 ${coins(balance)}만 있어요. 텔레그램 스타로 충전하세요:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumTitle: ({ days }) => `프리미엄 · ${days}일`,
  premiumLifetimeTitle: '프리미엄 · 평생',
  premiumPerks: '더 많은 에너지, 고급 AI 모델, 5배의 기억력, 선명한 사진, 대기 없음.',
  bonusCoins: ({ coins: n }) => `보너스: ${coins(n)}.`,
  coinsTitle: ({ coins: n }) => coins(n),
  coinsPerks: '메시지, 사진, 선물에 쓰는 코인.',
  purchaseUnavailable: '이 혜택은 더 이상 이용할 수 없어요. 앱을 열어 현재 혜택을 확인하세요.',
  orderNotPayable: '이 주문은 더 이상 결제할 수 없어요. 새로 구매해 주세요.',
  paidPremium: ({ date }) => `감사합니다! 💕 프리미엄이 ${date}까지 활성화되었어요.`,
  paidLifetime: '감사합니다! 💕 이제 프리미엄을 평생 이용할 수 있어요.',
  paidCoins: ({ coins: n, balance }) => `감사합니다! 💕 +${coins(n)}. 현재 잔액: ${coins(balance)}.`,
  refundedCancelled: '이 주문은 이미 취소되어 스타가 환불되었어요.',
  refundedUnmatched: '이 결제를 주문에 반영할 수 없어 스타가 환불되었어요.',
  replyFrom: ({ name, text }) => `💬 ${name}의 메시지가 도착했어요:\n\n${text}`,
  openChat: '💬 채팅 열기',
  friendJoined: ({ energy }) => `친구가 당신의 초대로 가입했어요! +${energy} 에너지 ⚡`,
  error: '문제가 발생했어요. 잠시 후 다시 시도해 주세요.',
};
