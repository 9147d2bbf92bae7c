import type { Messages } from '../messages.js';
import { plural } from '../../../shared/plural.js';

const coins = (n: number) =>
  plural('ar', n, { zero: `${n} عملة`, one: 'عملة واحدة', two: 'عملتان', few: `${n} عملات`, many: `${n} عملة`, other: `${n} عملة` });

export const ar: Messages = {
  cmdStart: 'فتح التطبيق',
  cmdHelp: 'المساعدة والأوامر',
  cmdLanguage: 'تغيير اللغة',
  cmdPaySupport: 'المساعدة في الدفع',
  openApp: '💕 افتح التطبيق',
  welcome: ({ name, brand }) =>
    `مرحبًا ${name}! 💕\n\nأهلًا بك في ${brand}: رفيقاتك من الذكاء الاصطناعي بانتظارك للدردشة والمغازلة ومشاركة قصصهن معك. اضغط على «افتح التطبيق» لتتعرّف عليهن.`,
  help: ({ brand }) =>
    `${brand} موجود داخل التطبيق: اضغط على «افتح التطبيق» أو على زر القائمة.`,
  paySupport: ({ email }) =>
    `لديك سؤال عن عملية دفع؟ راسلنا على ${email} مع اسم المستخدم في تيليجرام وتاريخ الدفع، وسنرد خلال 24 ساعة.\n\nالنجوم المدفوعة لطلب أُلغي مسبقًا تُسترد تلقائيًا.`,
  chooseLanguage: 'اختر لغتك:',
  languageSet: 'تم! سأتحدث معك بالعربية من الآن.',
  claimGift: '🎁 احصل على الهدية',
  giftClaimed: ({ coins: n, balance }) => `🎁 حصلت على ${coins(n)}! رصيدك: ${coins(balance)}.`,
  giftAlreadyClaimed: 'لقد حصلت على هذه الهدية من قبل.',
  characterInvite: ({ name }) => `${name} بانتظارك 💕`,
  chatWith: ({ name }) => `💬 دردش مع ${name}`,
  storyInvite: ({ title, name }) => `📖 «${title}»، قصة مع ${name}`,
  startStory: '▶️ ابدأ القصة',
  linkInvalid: 'عذرًا، هذا الرابط لم يعد صالحًا.',
  unlockOffer: ({ cost, balance }) => `هذه الصورة مقفلة 🔒\nافتحها مقابل ${coins(cost)}. لديك ${coins(balance)}.`,
  unlockButton: ({ cost }) => `🔓 افتح مقابل ${coins(cost)}`,
  photoUnlocked: 'تم فتحها! تفضّل 😘',
  notEnoughCoins: ({ cost, balance }) => `تحتاج إلى ${coins(cost)}، ولديك ${coins(balance)}. اشحن رصيدك بنجوم تيليجرام:`,
  coinPack: ({ coins: n, stars }) => `💰 ${coins(n)} · ${stars} ⭐`,
  premiumPerks: 'طاقة أكثر، ونموذج الذكاء الاصطناعي المتقدم، وذاكرة أكبر بخمس مرات، وصور واضحة، ودون انتظار في الطابور.',
  bonusCoins: ({ coins: n }) => `مكافأة: ${coins(n)}.`,
  coinsPerks: 'عملات للرسائل والصور والهدايا.',
  purchaseUnavailable: 'هذا العرض لم يعد متاحًا. افتح التطبيق لرؤية العروض الحالية.',
  orderNotPayable: 'لم يعد بالإمكان دفع هذا الطلب. يُرجى بدء عملية شراء جديدة.',
  paidPremium: ({ date }) => `شكرًا لك! 💕 اشتراك بريميوم فعّال حتى ${date}.`,
  paidLifetime: 'شكرًا لك! 💕 أصبح بريميوم لك مدى الحياة.',
  paidCoins: ({ coins: n, balance }) => `شكرًا لك! 💕 +${coins(n)}. رصيدك: ${coins(balance)}.`,
  refundedCancelled: 'كان هذا الطلب ملغى مسبقًا، لذلك أُعيدت إليك نجومك.',
  refundedUnmatched: 'تعذّر ربط هذه الدفعة بطلب، لذلك أُعيدت إليك نجومك.',
  replyFrom: ({ name, text }) => `💬 كتبت لك ${name}:\n\n${text}`,
  openChat: '💬 افتح الدردشة',
  friendJoined: ({ energy }) => `انضم صديق عبر دعوتك! +${energy} طاقة ⚡`,
  error: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى بعد قليل.',
  dm: {
    cmdCharacters: 'اختر من تريد الدردشة معها',
    openInApp: '📱 افتح في التطبيق',
    photoButton: '📸 صورة',
    giftButton: '🎁 هدية',
    pickGift: 'اختر هدية لها (بالعملات):',
    stopButton: '⏹ إيقاف',
    stopped: 'تم الإيقاف. لم يُخصم أي شيء.',
    outOfEnergy: ({ minutes, coins: cost }) => `نفدت طاقتك ⚡

تكلّف الرسالة طاقة واحدة، أو ${cost} عملات عند نفاد الطاقة. تتجدد الطاقة كل ساعة (التالية بعد ${minutes} دقيقة) — أو تابع الحديث الآن:`,
    getPremium: '👑 احصل على بريميوم',
    waitButton: '⏳ سأنتظر',
    waitNote: ({ minutes, energy }) => `+${energy} طاقة كل ساعة: التجديد التالي بعد ${minutes} دقيقة. ستكون هنا 💕`,
    pickCharacter: 'مع من تود التحدث؟ اخترها ثم اكتب هنا مباشرة: إنها نفس الدردشة في التطبيق.',
    nowChatting: ({ name }) => `أنت تتحدث الآن مع ${name} 💕 اكتب لها هنا أو افتح التطبيق: إنها محادثة واحدة.`,
    proactiveOffButton: '🔕 لا تبدئي بالكتابة',
    proactiveOff: 'لن تبدأ بمراسلتك بعد الآن. يمكنك إعادة تفعيل ذلك هنا أو في إعدادات التطبيق.',
    proactiveOnButton: '🔔 أعد التفعيل',
    proactiveOn: 'ستكتب لك مجددًا في الأوقات التي اخترتها.',
    textOnly: 'هنا تقرأ النصوص فقط: اكتب لها بالكلمات ✍️',
  },
};
