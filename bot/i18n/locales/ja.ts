import type { Messages } from '../messages.js';

const coins = (n: number) => `${n}コイン`;

export const ja: Messages = {
  cmdStart: 'アプリを開く',
  cmdHelp: 'ヘルプとコマンド',
  cmdLanguage: '言語を変更',
  cmdPaySupport: 'お支払いのサポート',
  openApp: '💕 アプリを開く',
  welcome: ({ name, brand }) =>
    `こんにちは、${name}さん！💕\n\n${brand}へようこそ。AIの彼女たちが、あなたとおしゃべりしたり、いちゃいちゃしたり、ストーリーを分かち合ったりするのを待っています。「アプリを開く」をタップして会いに行きましょう。`,
  help: ({ brand }) =>
    `${brand}はアプリの中にあります。「アプリを開く」またはメニューボタンをタップしてください。\n\n/start：アプリを開く\n/language：言語を変更\n/paysupport：お支払いのサポート`,
  paySupport: ({ email }) =>
    `お支払いについてご質問がありますか？Telegramのユーザー名とお支払い日を添えて ${email} までご連絡ください。24時間以内にお返事します。\n\nキャンセル済みの注文に支払われたスターは自動的に返金されます。`,
  chooseLanguage: '言語を選んでください：',
  languageSet: '設定しました！これからは日本語でお話しします。',
  claimGift: '🎁 プレゼントを受け取る',
  giftClaimed: ({ coins: n, balance }) => `🎁 ${coins(n)}をプレゼント！現在の残高：${coins(balance)}。`,
  giftAlreadyClaimed: 'このプレゼントはすでに受け取り済みです。',
  characterInvite: ({ name }) => `${name}があなたを待っています 💕`,
  chatWith: ({ name }) => `💬 ${name}とチャット`,
  storyInvite: ({ title, name }) => `📖 「${title}」：${name}とのストーリー`,
  startStory: '▶️ ストーリーを始める',
  linkInvalid: '申し訳ありません。このリンクは無効になりました。',
  unlockOffer: ({ cost, balance }) => `この写真はロックされています 🔒\n${coins(cost)}でロックを解除できます。所持コイン：${coins(balance)}。`,
  unlockButton: ({ cost }) => `🔓 ${coins(cost)}で解除`,
  photoUnlocked: '解除しました！どうぞ 😘',
  notEnoughCoins: ({ cost, balance }) => `${coins(cost)}必要ですが、所持コインは${coins(balance)}です。Telegramスターでチャージしてください：`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumTitle: ({ days }) => `プレミアム · ${days}日間`,
  premiumLifetimeTitle: 'プレミアム · 永久',
  premiumPerks: 'エネルギー増量、高度なAIモデル、5倍の記憶、鮮明な写真、順番待ちなし。',
  bonusCoins: ({ coins: n }) => `ボーナス：${coins(n)}。`,
  coinsTitle: ({ coins: n }) => coins(n),
  coinsPerks: 'メッセージ、写真、プレゼントに使えるコイン。',
  purchaseUnavailable: 'このオファーは終了しました。アプリを開いて現在のオファーをご覧ください。',
  orderNotPayable: 'この注文はお支払いできなくなりました。もう一度購入手続きを行ってください。',
  paidPremium: ({ date }) => `ありがとうございます！💕 プレミアムは${date}まで有効です。`,
  paidLifetime: 'ありがとうございます！💕 プレミアムが永久に有効になりました。',
  paidCoins: ({ coins: n, balance }) => `ありがとうございます！💕 +${coins(n)}。現在の残高：${coins(balance)}。`,
  refundedCancelled: 'この注文はすでにキャンセルされていたため、スターを返金しました。',
  refundedUnmatched: 'このお支払いを注文に反映できなかったため、スターを返金しました。',
  replyFrom: ({ name, text }) => `💬 ${name}からメッセージが届きました：\n\n${text}`,
  openChat: '💬 チャットを開く',
  friendJoined: ({ energy }) => `友だちがあなたの招待で参加しました！+${energy}エネルギー ⚡`,
  error: '問題が発生しました。しばらくしてからもう一度お試しください。',
};
