import { tableFor } from '../../domain/notice.js';
import { plural } from '../../../shared/plural.js';

/** A message page's heading and sentence. */
interface Message {
  title: string;
  text: string;
}

/**
 * The sandbox gateway's checkout page and its order names in every language of
 * docs/languages.md, addressed as each language's UI catalog addresses the user. The order names
 * are the only ones: the bot's Stars invoices take their titles from here (bot/invoice.ts), so the
 * web checkout and the Telegram invoice name a purchase alike. `id` and `amount` arrive already
 * formatted; counts are numbers, given their plural form here. The type makes a missing text a
 * compile error.
 */
export interface CheckoutTexts {
  /** The tab's title: "Checkout · <order name>". */
  pageTitle: (p: { title: string }) => string;
  testBadge: string;
  order: (p: { id: string }) => string;
  pay: (p: { amount: string }) => string;
  cancel: string;
  /** The page script's status line while the webhook is delivered, and when it fails. */
  processing: string;
  cancelling: string;
  failed: string;
  paid: Message;
  cancelled: Message;
  expired: Message;
  notFound: Message;
  off: Message;
  back: string;
  /** The order's name (the heading), as the bot's Stars invoice titles it. */
  premiumTitle: (p: { days: number }) => string;
  premiumLifetimeTitle: string;
  /** What a Premium plan gives (the line under the heading): "30 days of Premium". */
  premiumDays: (p: { days: number }) => string;
  premiumLifetime: string;
  /** A plan's term and the coins that come with it: "30 days of Premium and 300 coins". */
  withCoins: (p: { term: string; coins: number }) => string;
  coins: (p: { coins: number }) => string;
  coinsBonus: (p: { coins: number; bonus: number }) => string;
}

const enCoins = (n: number) => plural('en', n, { one: `${n} coin`, other: `${n} coins` });
const enDays = (n: number) => plural('en', n, { one: `${n} day`, other: `${n} days` });
const en: CheckoutTexts = {
  pageTitle: ({ title }) => `Checkout · ${title}`,
  testBadge: 'Test checkout · no real money is charged',
  order: ({ id }) => `Order ${id}`,
  pay: ({ amount }) => `Pay ${amount}`,
  cancel: 'Cancel',
  processing: 'Processing payment…',
  cancelling: 'Cancelling…',
  failed: 'The payment could not be completed. Please try again.',
  paid: { title: 'Already paid', text: 'This order has been paid.' },
  cancelled: { title: 'Order cancelled', text: 'This order was cancelled. Please place a new one.' },
  expired: { title: 'Link expired', text: 'This checkout link is invalid or has expired. Please start the payment again.' },
  notFound: { title: 'Not found', text: 'This order does not exist.' },
  off: { title: 'Not available', text: 'The test checkout is turned off.' },
  back: 'Back',
  premiumTitle: ({ days }) => `Premium · ${enDays(days)}`,
  premiumLifetimeTitle: 'Premium · Lifetime',
  premiumDays: ({ days }) => `${enDays(days)} of Premium`,
  premiumLifetime: 'Lifetime Premium',
  withCoins: ({ term, coins }) => `${term} and ${enCoins(coins)}`,
  coins: ({ coins }) => enCoins(coins),
  coinsBonus: ({ coins, bonus }) => `${enCoins(coins)} + ${bonus} bonus`,
};

const zh: CheckoutTexts = {
  pageTitle: ({ title }) => `结账 · ${title}`,
  testBadge: '测试收银台 · 不会扣除真实款项',
  order: ({ id }) => `订单 ${id}`,
  pay: ({ amount }) => `支付 ${amount}`,
  cancel: '取消',
  processing: '正在处理付款…',
  cancelling: '正在取消…',
  failed: '付款未能完成，请重试。',
  paid: { title: '已支付', text: '此订单已支付。' },
  cancelled: { title: '订单已取消', text: '此订单已取消，请重新下单。' },
  expired: { title: '链接已失效', text: '此支付链接无效或已过期，请重新发起支付。' },
  notFound: { title: '未找到', text: '此订单不存在。' },
  off: { title: '暂不可用', text: '测试收银台已关闭。' },
  back: '返回',
  premiumTitle: ({ days }) => `高级会员 · ${days} 天`,
  premiumLifetimeTitle: '高级会员 · 终身',
  premiumDays: ({ days }) => `${days} 天高级会员`,
  premiumLifetime: '终身高级会员',
  withCoins: ({ term, coins }) => `${term}和 ${coins} 金币`,
  coins: ({ coins }) => `${coins} 金币`,
  coinsBonus: ({ coins, bonus }) => `${coins} 金币 + 赠送 ${bonus} 金币`,
};

const zhHant: CheckoutTexts = {
  pageTitle: ({ title }) => `結帳 · ${title}`,
  testBadge: '測試結帳 · 不會收取真實款項',
  order: ({ id }) => `訂單 ${id}`,
  pay: ({ amount }) => `支付 ${amount}`,
  cancel: '取消',
  processing: '正在處理付款…',
  cancelling: '正在取消…',
  failed: '付款未能完成，請重試。',
  paid: { title: '已付款', text: '此訂單已付款。' },
  cancelled: { title: '訂單已取消', text: '此訂單已取消，請重新下單。' },
  expired: { title: '連結已失效', text: '此付款連結無效或已過期，請重新付款。' },
  notFound: { title: '找不到', text: '此訂單不存在。' },
  off: { title: '暫不提供', text: '測試結帳已關閉。' },
  back: '返回',
  premiumTitle: ({ days }) => `Premium · ${days} 天`,
  premiumLifetimeTitle: 'Premium · 終身',
  premiumDays: ({ days }) => `${days} 天 Premium`,
  premiumLifetime: '終身 Premium',
  withCoins: ({ term, coins }) => `${term}和 ${coins} 金幣`,
  coins: ({ coins }) => `${coins} 金幣`,
  coinsBonus: ({ coins, bonus }) => `${coins} 金幣 + 贈送 ${bonus} 金幣`,
};

const ruCoins = (n: number) => plural('ru', n, { one: `${n} монета`, few: `${n} монеты`, many: `${n} монет`, other: `${n} монеты` });
const ruDays = (n: number) => plural('ru', n, { one: `${n} день`, few: `${n} дня`, many: `${n} дней`, other: `${n} дня` });
const ru: CheckoutTexts = {
  pageTitle: ({ title }) => `Оплата · ${title}`,
  testBadge: 'Тестовая оплата · настоящие деньги не списываются',
  order: ({ id }) => `Заказ ${id}`,
  pay: ({ amount }) => `Оплатить ${amount}`,
  cancel: 'Отмена',
  processing: 'Обрабатываем платёж…',
  cancelling: 'Отменяем…',
  failed: 'Не удалось провести платёж. Попробуй ещё раз.',
  paid: { title: 'Уже оплачено', text: 'Этот заказ уже оплачен.' },
  cancelled: { title: 'Заказ отменён', text: 'Этот заказ отменён. Оформи новый.' },
  expired: { title: 'Ссылка устарела', text: 'Эта ссылка на оплату недействительна или устарела. Начни оплату заново.' },
  notFound: { title: 'Не найдено', text: 'Такого заказа нет.' },
  off: { title: 'Недоступно', text: 'Тестовая оплата отключена.' },
  back: 'Назад',
  premiumTitle: ({ days }) => `Premium · ${ruDays(days)}`,
  premiumLifetimeTitle: 'Premium · навсегда',
  // "на" takes the accusative, which for день is the nominative's forms.
  premiumDays: ({ days }) => `Premium на ${ruDays(days)}`,
  premiumLifetime: 'Premium навсегда',
  withCoins: ({ term, coins }) => `${term} и ${ruCoins(coins)}`,
  coins: ({ coins }) => ruCoins(coins),
  coinsBonus: ({ coins, bonus }) => `${ruCoins(coins)} + ${ruCoins(bonus)} бонусом`,
};

const ukCoins = (n: number) => plural('uk', n, { one: `${n} монета`, few: `${n} монети`, many: `${n} монет`, other: `${n} монети` });
const ukDays = (n: number) => plural('uk', n, { one: `${n} день`, few: `${n} дні`, many: `${n} днів`, other: `${n} дня` });
const uk: CheckoutTexts = {
  pageTitle: ({ title }) => `Оплата · ${title}`,
  testBadge: 'Тестова оплата · справжні гроші не списуються',
  order: ({ id }) => `Замовлення ${id}`,
  pay: ({ amount }) => `Сплатити ${amount}`,
  cancel: 'Скасувати',
  processing: 'Обробляємо платіж…',
  cancelling: 'Скасовуємо…',
  failed: 'Не вдалося провести платіж. Спробуй ще раз.',
  paid: { title: 'Уже сплачено', text: 'Це замовлення вже оплачено.' },
  cancelled: { title: 'Замовлення скасовано', text: 'Це замовлення скасовано. Оформи нове.' },
  expired: { title: 'Посилання застаріло', text: 'Це посилання на оплату недійсне або застаріло. Почни оплату знову.' },
  notFound: { title: 'Не знайдено', text: 'Такого замовлення немає.' },
  off: { title: 'Недоступно', text: 'Тестову оплату вимкнено.' },
  back: 'Назад',
  premiumTitle: ({ days }) => `Premium · ${ukDays(days)}`,
  premiumLifetimeTitle: 'Premium · назавжди',
  premiumDays: ({ days }) => `Premium на ${ukDays(days)}`,
  premiumLifetime: 'Premium назавжди',
  withCoins: ({ term, coins }) => `${term} і ${ukCoins(coins)}`,
  coins: ({ coins }) => ukCoins(coins),
  coinsBonus: ({ coins, bonus }) => `${ukCoins(coins)} + ${ukCoins(bonus)} бонусом`,
};

const esCoins = (n: number) => plural('es', n, { one: `${n} moneda`, other: `${n} monedas` });
const esDays = (n: number) => plural('es', n, { one: `${n} día`, other: `${n} días` });
const es: CheckoutTexts = {
  pageTitle: ({ title }) => `Pago · ${title}`,
  testBadge: 'Pago de prueba · no se cobra dinero real',
  order: ({ id }) => `Pedido ${id}`,
  pay: ({ amount }) => `Pagar ${amount}`,
  cancel: 'Cancelar',
  processing: 'Procesando el pago…',
  cancelling: 'Cancelando…',
  failed: 'No se pudo completar el pago. Inténtalo de nuevo.',
  paid: { title: 'Ya pagado', text: 'Este pedido ya está pagado.' },
  cancelled: { title: 'Pedido cancelado', text: 'Este pedido se ha cancelado. Haz uno nuevo.' },
  expired: { title: 'Enlace caducado', text: 'Este enlace de pago no es válido o ha caducado. Vuelve a iniciar el pago.' },
  notFound: { title: 'No encontrado', text: 'Este pedido no existe.' },
  off: { title: 'No disponible', text: 'El pago de prueba está desactivado.' },
  back: 'Atrás',
  premiumTitle: ({ days }) => `Premium · ${esDays(days)}`,
  premiumLifetimeTitle: 'Premium · De por vida',
  premiumDays: ({ days }) => `${esDays(days)} de Premium`,
  premiumLifetime: 'Premium de por vida',
  withCoins: ({ term, coins }) => `${term} y ${esCoins(coins)}`,
  coins: ({ coins }) => esCoins(coins),
  coinsBonus: ({ coins, bonus }) => `${esCoins(coins)} + ${bonus} de bonificación`,
};

const ptCoins = (n: number) => plural('pt', n, { one: `${n} moeda`, other: `${n} moedas` });
const ptDays = (n: number) => plural('pt', n, { one: `${n} dia`, other: `${n} dias` });
const pt: CheckoutTexts = {
  pageTitle: ({ title }) => `Pagamento · ${title}`,
  testBadge: 'Pagamento de teste · nenhum dinheiro real é cobrado',
  order: ({ id }) => `Pedido ${id}`,
  pay: ({ amount }) => `Pagar ${amount}`,
  cancel: 'Cancelar',
  processing: 'Processando o pagamento…',
  cancelling: 'Cancelando…',
  failed: 'Não foi possível concluir o pagamento. Tente novamente.',
  paid: { title: 'Já pago', text: 'Este pedido já foi pago.' },
  cancelled: { title: 'Pedido cancelado', text: 'Este pedido foi cancelado. Faça um novo.' },
  expired: { title: 'Link expirado', text: 'Este link de pagamento é inválido ou expirou. Inicie o pagamento novamente.' },
  notFound: { title: 'Não encontrado', text: 'Este pedido não existe.' },
  off: { title: 'Indisponível', text: 'O pagamento de teste está desativado.' },
  back: 'Voltar',
  premiumTitle: ({ days }) => `Premium · ${ptDays(days)}`,
  premiumLifetimeTitle: 'Premium · Vitalício',
  premiumDays: ({ days }) => `${ptDays(days)} de Premium`,
  premiumLifetime: 'Premium vitalício',
  withCoins: ({ term, coins }) => `${term} e ${ptCoins(coins)}`,
  coins: ({ coins }) => ptCoins(coins),
  coinsBonus: ({ coins, bonus }) => `${ptCoins(coins)} + ${bonus} de bônus`,
};

const frCoins = (n: number) => plural('fr', n, { one: `${n} pièce`, other: `${n} pièces` });
const frDays = (n: number) => plural('fr', n, { one: `${n} jour`, other: `${n} jours` });
const fr: CheckoutTexts = {
  pageTitle: ({ title }) => `Paiement · ${title}`,
  testBadge: 'Paiement test · aucun argent réel n’est débité',
  order: ({ id }) => `Commande ${id}`,
  pay: ({ amount }) => `Payer ${amount}`,
  cancel: 'Annuler',
  processing: 'Paiement en cours…',
  cancelling: 'Annulation…',
  failed: 'Le paiement n’a pas pu aboutir. Veuillez réessayer.',
  paid: { title: 'Déjà payée', text: 'Cette commande a été payée.' },
  cancelled: { title: 'Commande annulée', text: 'Cette commande a été annulée. Veuillez en passer une nouvelle.' },
  expired: { title: 'Lien expiré', text: 'Ce lien de paiement est invalide ou a expiré. Veuillez relancer le paiement.' },
  notFound: { title: 'Introuvable', text: 'Cette commande n’existe pas.' },
  off: { title: 'Indisponible', text: 'Le paiement test est désactivé.' },
  back: 'Retour',
  premiumTitle: ({ days }) => `Premium · ${frDays(days)}`,
  premiumLifetimeTitle: 'Premium · À vie',
  premiumDays: ({ days }) => `${frDays(days)} de Premium`,
  premiumLifetime: 'Premium à vie',
  withCoins: ({ term, coins }) => `${term} et ${frCoins(coins)}`,
  coins: ({ coins }) => frCoins(coins),
  coinsBonus: ({ coins, bonus }) => `${frCoins(coins)} + ${bonus} en bonus`,
};

const deCoins = (n: number) => plural('de', n, { one: `${n} Münze`, other: `${n} Münzen` });
const deDays = (n: number) => plural('de', n, { one: `${n} Tag`, other: `${n} Tage` });
const de: CheckoutTexts = {
  pageTitle: ({ title }) => `Kasse · ${title}`,
  testBadge: 'Testkasse · es wird kein echtes Geld abgebucht',
  order: ({ id }) => `Bestellung ${id}`,
  pay: ({ amount }) => `${amount} bezahlen`,
  cancel: 'Abbrechen',
  processing: 'Zahlung wird verarbeitet…',
  cancelling: 'Wird abgebrochen…',
  failed: 'Die Zahlung konnte nicht abgeschlossen werden. Bitte versuch es noch einmal.',
  paid: { title: 'Bereits bezahlt', text: 'Diese Bestellung ist bezahlt.' },
  cancelled: { title: 'Bestellung storniert', text: 'Diese Bestellung wurde storniert. Bitte gib eine neue auf.' },
  expired: { title: 'Link abgelaufen', text: 'Dieser Zahlungslink ist ungültig oder abgelaufen. Bitte starte die Zahlung neu.' },
  notFound: { title: 'Nicht gefunden', text: 'Diese Bestellung gibt es nicht.' },
  off: { title: 'Nicht verfügbar', text: 'Die Testkasse ist ausgeschaltet.' },
  back: 'Zurück',
  premiumTitle: ({ days }) => `Premium · ${deDays(days)}`,
  premiumLifetimeTitle: 'Premium · Lebenslang',
  premiumDays: ({ days }) => `${deDays(days)} Premium`,
  premiumLifetime: 'Premium auf Lebenszeit',
  withCoins: ({ term, coins }) => `${term} und ${deCoins(coins)}`,
  coins: ({ coins }) => deCoins(coins),
  coinsBonus: ({ coins, bonus }) => `${deCoins(coins)} + ${bonus} Bonus`,
};

const itCoins = (n: number) => plural('it', n, { one: `${n} moneta`, other: `${n} monete` });
const itDays = (n: number) => plural('it', n, { one: `${n} giorno`, other: `${n} giorni` });
const it: CheckoutTexts = {
  pageTitle: ({ title }) => `Pagamento · ${title}`,
  testBadge: 'Pagamento di prova · nessun addebito reale',
  order: ({ id }) => `Ordine ${id}`,
  pay: ({ amount }) => `Paga ${amount}`,
  cancel: 'Annulla',
  processing: 'Pagamento in corso…',
  cancelling: 'Annullamento…',
  failed: 'Non è stato possibile completare il pagamento. Riprova.',
  paid: { title: 'Già pagato', text: 'Questo ordine è stato pagato.' },
  cancelled: { title: 'Ordine annullato', text: 'Questo ordine è stato annullato. Effettuane uno nuovo.' },
  expired: { title: 'Link scaduto', text: 'Questo link di pagamento non è valido o è scaduto. Avvia di nuovo il pagamento.' },
  notFound: { title: 'Non trovato', text: 'Questo ordine non esiste.' },
  off: { title: 'Non disponibile', text: 'Il pagamento di prova è disattivato.' },
  back: 'Indietro',
  premiumTitle: ({ days }) => `Premium · ${itDays(days)}`,
  premiumLifetimeTitle: 'Premium · A vita',
  premiumDays: ({ days }) => `${itDays(days)} di Premium`,
  premiumLifetime: 'Premium a vita',
  withCoins: ({ term, coins }) => `${term} e ${itCoins(coins)}`,
  coins: ({ coins }) => itCoins(coins),
  coinsBonus: ({ coins, bonus }) => `${itCoins(coins)} + ${bonus} di bonus`,
};

/** Turkish keeps the noun singular after a numeral (30 gün, 300 jeton). */
const tr: CheckoutTexts = {
  pageTitle: ({ title }) => `Ödeme · ${title}`,
  testBadge: 'Test ödemesi · gerçek para çekilmez',
  order: ({ id }) => `Sipariş ${id}`,
  pay: ({ amount }) => `${amount} öde`,
  cancel: 'İptal',
  processing: 'Ödeme işleniyor…',
  cancelling: 'İptal ediliyor…',
  failed: 'Ödeme tamamlanamadı. Lütfen tekrar dene.',
  paid: { title: 'Zaten ödendi', text: 'Bu sipariş ödendi.' },
  cancelled: { title: 'Sipariş iptal edildi', text: 'Bu sipariş iptal edildi. Lütfen yeni bir sipariş ver.' },
  expired: { title: 'Bağlantının süresi doldu', text: 'Bu ödeme bağlantısı geçersiz ya da süresi dolmuş. Lütfen ödemeyi yeniden başlat.' },
  notFound: { title: 'Bulunamadı', text: 'Böyle bir sipariş yok.' },
  off: { title: 'Kullanılamıyor', text: 'Test ödemesi kapalı.' },
  back: 'Geri',
  premiumTitle: ({ days }) => `Premium · ${days} gün`,
  premiumLifetimeTitle: 'Premium · Ömür boyu',
  premiumDays: ({ days }) => `${days} günlük Premium`,
  premiumLifetime: 'Ömür boyu Premium',
  withCoins: ({ term, coins }) => `${term} ve ${coins} jeton`,
  coins: ({ coins }) => `${coins} jeton`,
  coinsBonus: ({ coins, bonus }) => `${coins} jeton + ${bonus} bonus`,
};

const arCoins = (n: number) =>
  plural('ar', n, { zero: `${n} عملة`, one: 'عملة واحدة', two: 'عملتان', few: `${n} عملات`, many: `${n} عملة`, other: `${n} عملة` });
const arDays = (n: number) => plural('ar', n, { one: 'يوم واحد', two: 'يومان', few: `${n} أيام`, many: `${n} يومًا`, other: `${n} يوم` });
/** After "لمدة" the dual is genitive (يومين). */
const arDaysGen = (n: number) => plural('ar', n, { one: 'يوم واحد', two: 'يومين', few: `${n} أيام`, many: `${n} يومًا`, other: `${n} يوم` });
const ar: CheckoutTexts = {
  pageTitle: ({ title }) => `الدفع · ${title}`,
  testBadge: 'دفع تجريبي · لا تُخصم أي أموال حقيقية',
  order: ({ id }) => `الطلب ${id}`,
  pay: ({ amount }) => `ادفع ${amount}`,
  cancel: 'إلغاء',
  processing: 'جارٍ معالجة الدفع…',
  cancelling: 'جارٍ الإلغاء…',
  failed: 'تعذّر إتمام الدفع. يُرجى المحاولة مرة أخرى.',
  paid: { title: 'مدفوع بالفعل', text: 'تم دفع هذا الطلب.' },
  cancelled: { title: 'تم إلغاء الطلب', text: 'تم إلغاء هذا الطلب. يُرجى إنشاء طلب جديد.' },
  expired: { title: 'انتهت صلاحية الرابط', text: 'رابط الدفع هذا غير صالح أو انتهت صلاحيته. يُرجى بدء الدفع من جديد.' },
  notFound: { title: 'غير موجود', text: 'هذا الطلب غير موجود.' },
  off: { title: 'غير متاح', text: 'الدفع التجريبي متوقف.' },
  back: 'رجوع',
  premiumTitle: ({ days }) => `بريميوم · ${arDays(days)}`,
  premiumLifetimeTitle: 'بريميوم · مدى الحياة',
  premiumDays: ({ days }) => `بريميوم لمدة ${arDaysGen(days)}`,
  premiumLifetime: 'بريميوم مدى الحياة',
  withCoins: ({ term, coins }) => `${term} و${arCoins(coins)}`,
  coins: ({ coins }) => arCoins(coins),
  coinsBonus: ({ coins, bonus }) => `${arCoins(coins)} + ${arCoins(bonus)} مكافأة`,
};

const ja: CheckoutTexts = {
  pageTitle: ({ title }) => `お会計 · ${title}`,
  testBadge: 'テスト決済 · 実際の料金は発生しません',
  order: ({ id }) => `注文番号 ${id}`,
  pay: ({ amount }) => `${amount}を支払う`,
  cancel: 'キャンセル',
  processing: 'お支払いを処理しています…',
  cancelling: 'キャンセルしています…',
  failed: 'お支払いを完了できませんでした。もう一度お試しください。',
  paid: { title: '支払い済み', text: 'この注文はお支払い済みです。' },
  cancelled: { title: '注文はキャンセルされました', text: 'この注文はキャンセルされました。新しく注文してください。' },
  expired: { title: 'リンクの期限切れ', text: 'この支払いリンクは無効か、期限が切れています。もう一度お支払いを始めてください。' },
  notFound: { title: '見つかりません', text: 'この注文は存在しません。' },
  off: { title: '利用できません', text: 'テスト決済はオフになっています。' },
  back: '戻る',
  premiumTitle: ({ days }) => `プレミアム · ${days}日間`,
  premiumLifetimeTitle: 'プレミアム · 永久',
  premiumDays: ({ days }) => `プレミアム${days}日間`,
  premiumLifetime: '永久プレミアム',
  withCoins: ({ term, coins }) => `${term}と${coins}コイン`,
  coins: ({ coins }) => `${coins}コイン`,
  coinsBonus: ({ coins, bonus }) => `${coins}コイン + ボーナス${bonus}コイン`,
};

const ko: CheckoutTexts = {
  pageTitle: ({ title }) => `결제 · ${title}`,
  testBadge: '테스트 결제 · 실제 돈은 청구되지 않아요',
  order: ({ id }) => `주문 ${id}`,
  pay: ({ amount }) => `${amount} 결제하기`,
  cancel: '취소',
  processing: '결제를 처리하고 있어요…',
  cancelling: '취소하고 있어요…',
  failed: '결제를 완료하지 못했어요. 다시 시도해 주세요.',
  paid: { title: '이미 결제됨', text: '이미 결제된 주문이에요.' },
  cancelled: { title: '주문 취소됨', text: '취소된 주문이에요. 새로 주문해 주세요.' },
  expired: { title: '링크 만료', text: '이 결제 링크는 유효하지 않거나 만료되었어요. 결제를 다시 시작해 주세요.' },
  notFound: { title: '찾을 수 없음', text: '존재하지 않는 주문이에요.' },
  off: { title: '사용할 수 없음', text: '테스트 결제가 꺼져 있어요.' },
  back: '뒤로',
  premiumTitle: ({ days }) => `프리미엄 · ${days}일`,
  premiumLifetimeTitle: '프리미엄 · 평생',
  premiumDays: ({ days }) => `프리미엄 ${days}일`,
  premiumLifetime: '평생 프리미엄',
  // 및 rather than 과/와, which depend on how the number is read.
  withCoins: ({ term, coins }) => `${term} 및 ${coins}코인`,
  coins: ({ coins }) => `${coins}코인`,
  coinsBonus: ({ coins, bonus }) => `${coins}코인 + 보너스 ${bonus}코인`,
};

const idn: CheckoutTexts = {
  pageTitle: ({ title }) => `Pembayaran · ${title}`,
  testBadge: 'Pembayaran uji coba · tidak ada uang sungguhan yang ditagih',
  order: ({ id }) => `Pesanan ${id}`,
  pay: ({ amount }) => `Bayar ${amount}`,
  cancel: 'Batal',
  processing: 'Memproses pembayaran…',
  cancelling: 'Membatalkan…',
  failed: 'Pembayaran tidak dapat diselesaikan. Coba lagi.',
  paid: { title: 'Sudah dibayar', text: 'Pesanan ini sudah dibayar.' },
  cancelled: { title: 'Pesanan dibatalkan', text: 'Pesanan ini sudah dibatalkan. Silakan buat pesanan baru.' },
  expired: { title: 'Tautan kedaluwarsa', text: 'Tautan pembayaran ini tidak valid atau sudah kedaluwarsa. Mulai pembayaran lagi.' },
  notFound: { title: 'Tidak ditemukan', text: 'Pesanan ini tidak ada.' },
  off: { title: 'Tidak tersedia', text: 'Pembayaran uji coba sedang dimatikan.' },
  back: 'Kembali',
  premiumTitle: ({ days }) => `Premium · ${days} hari`,
  premiumLifetimeTitle: 'Premium · Seumur hidup',
  premiumDays: ({ days }) => `Premium ${days} hari`,
  premiumLifetime: 'Premium seumur hidup',
  withCoins: ({ term, coins }) => `${term} dan ${coins} koin`,
  coins: ({ coins }) => `${coins} koin`,
  coinsBonus: ({ coins, bonus }) => `${coins} koin + ${bonus} bonus`,
};

const ms: CheckoutTexts = {
  pageTitle: ({ title }) => `Pembayaran · ${title}`,
  testBadge: 'Pembayaran ujian · tiada wang sebenar dicaj',
  order: ({ id }) => `Pesanan ${id}`,
  pay: ({ amount }) => `Bayar ${amount}`,
  cancel: 'Batal',
  processing: 'Memproses pembayaran…',
  cancelling: 'Membatalkan…',
  failed: 'Pembayaran tidak dapat diselesaikan. Sila cuba lagi.',
  paid: { title: 'Sudah dibayar', text: 'Pesanan ini telah dibayar.' },
  cancelled: { title: 'Pesanan dibatalkan', text: 'Pesanan ini telah dibatalkan. Sila buat pesanan baharu.' },
  expired: {
    title: 'Pautan tamat tempoh',
    text: 'Pautan pembayaran ini tidak sah atau telah tamat tempoh. Sila mulakan pembayaran semula.',
  },
  notFound: { title: 'Tidak ditemui', text: 'Pesanan ini tidak wujud.' },
  off: { title: 'Tidak tersedia', text: 'Pembayaran ujian dimatikan.' },
  back: 'Kembali',
  premiumTitle: ({ days }) => `Premium · ${days} hari`,
  premiumLifetimeTitle: 'Premium · Seumur hidup',
  premiumDays: ({ days }) => `Premium ${days} hari`,
  premiumLifetime: 'Premium seumur hidup',
  withCoins: ({ term, coins }) => `${term} dan ${coins} syiling`,
  coins: ({ coins }) => `${coins} syiling`,
  coinsBonus: ({ coins, bonus }) => `${coins} syiling + ${bonus} bonus`,
};

const vi: CheckoutTexts = {
  pageTitle: ({ title }) => `Thanh toán · ${title}`,
  testBadge: 'Thanh toán thử · không trừ tiền thật',
  order: ({ id }) => `Đơn hàng ${id}`,
  pay: ({ amount }) => `Thanh toán ${amount}`,
  cancel: 'Hủy',
  processing: 'Đang xử lý thanh toán…',
  cancelling: 'Đang hủy…',
  failed: 'Không thể hoàn tất thanh toán. Vui lòng thử lại.',
  paid: { title: 'Đã thanh toán', text: 'Đơn hàng này đã được thanh toán.' },
  cancelled: { title: 'Đơn hàng đã bị hủy', text: 'Đơn hàng này đã bị hủy. Vui lòng đặt đơn mới.' },
  expired: { title: 'Liên kết đã hết hạn', text: 'Liên kết thanh toán này không hợp lệ hoặc đã hết hạn. Vui lòng bắt đầu thanh toán lại.' },
  notFound: { title: 'Không tìm thấy', text: 'Đơn hàng này không tồn tại.' },
  off: { title: 'Không khả dụng', text: 'Thanh toán thử đang tắt.' },
  back: 'Quay lại',
  premiumTitle: ({ days }) => `Premium · ${days} ngày`,
  premiumLifetimeTitle: 'Premium · Trọn đời',
  premiumDays: ({ days }) => `${days} ngày Premium`,
  premiumLifetime: 'Premium trọn đời',
  withCoins: ({ term, coins }) => `${term} và ${coins} xu`,
  coins: ({ coins }) => `${coins} xu`,
  coinsBonus: ({ coins, bonus }) => `${coins} xu + ${bonus} xu thưởng`,
};

const myCoins = (n: number) => `ဒင်္ဂါး ${n} ပြား`;
const my: CheckoutTexts = {
  pageTitle: ({ title }) => `ငွေရှင်းရန် · ${title}`,
  testBadge: 'စမ်းသပ်ငွေပေးချေမှု · ငွေအစစ် မကောက်ခံပါ',
  order: ({ id }) => `အော်ဒါ ${id}`,
  pay: ({ amount }) => `${amount} ပေးချေရန်`,
  cancel: 'မလုပ်တော့ပါ',
  processing: 'ငွေပေးချေမှုကို ဆောင်ရွက်နေသည်…',
  cancelling: 'ပယ်ဖျက်နေသည်…',
  failed: 'ငွေပေးချေမှု မပြီးမြောက်နိုင်ပါ။ ထပ်စမ်းကြည့်ပါ။',
  paid: { title: 'ငွေပေးချေပြီးပါပြီ', text: 'ဤအော်ဒါကို ငွေပေးချေပြီးပါပြီ။' },
  cancelled: { title: 'အော်ဒါ ပယ်ဖျက်ပြီး', text: 'ဤအော်ဒါကို ပယ်ဖျက်ပြီးပါပြီ။ အသစ်တစ်ခု မှာယူပါ။' },
  expired: {
    title: 'လင့်ခ် သက်တမ်းကုန်ပြီ',
    text: 'ဤငွေပေးချေမှုလင့်ခ်သည် မမှန်ကန်ပါ သို့မဟုတ် သက်တမ်းကုန်သွားပါပြီ။ ငွေပေးချေမှုကို ပြန်စပါ။',
  },
  notFound: { title: 'မတွေ့ပါ', text: 'ဤအော်ဒါ မရှိပါ။' },
  off: { title: 'မရရှိနိုင်ပါ', text: 'စမ်းသပ်ငွေပေးချေမှုကို ပိတ်ထားသည်။' },
  back: 'နောက်သို့',
  premiumTitle: ({ days }) => `Premium · ${days} ရက်`,
  premiumLifetimeTitle: 'Premium · တစ်သက်တာ',
  premiumDays: ({ days }) => `Premium ${days} ရက်`,
  premiumLifetime: 'တစ်သက်တာ Premium',
  withCoins: ({ term, coins }) => `${term} နှင့် ${myCoins(coins)}`,
  coins: ({ coins }) => myCoins(coins),
  coinsBonus: ({ coins, bonus }) => `${myCoins(coins)} + ဘောနပ်စ် ${myCoins(bonus)}`,
};

const hiCoins = (n: number) => `${n} कॉइन`;
const hi: CheckoutTexts = {
  pageTitle: ({ title }) => `चेकआउट · ${title}`,
  testBadge: 'टेस्ट चेकआउट · कोई असली पैसा नहीं कटता',
  order: ({ id }) => `ऑर्डर ${id}`,
  pay: ({ amount }) => `${amount} का भुगतान करें`,
  cancel: 'रद्द करें',
  processing: 'भुगतान हो रहा है…',
  cancelling: 'रद्द किया जा रहा है…',
  failed: 'भुगतान पूरा नहीं हो सका। कृपया फिर से कोशिश करें।',
  paid: { title: 'भुगतान हो चुका है', text: 'इस ऑर्डर का भुगतान हो चुका है।' },
  cancelled: { title: 'ऑर्डर रद्द हुआ', text: 'यह ऑर्डर रद्द हो चुका है। कृपया नया ऑर्डर करें।' },
  expired: {
    title: 'लिंक की अवधि समाप्त',
    text: 'यह भुगतान लिंक अमान्य है या इसकी अवधि समाप्त हो चुकी है। कृपया भुगतान फिर से शुरू करें।',
  },
  notFound: { title: 'नहीं मिला', text: 'यह ऑर्डर मौजूद नहीं है।' },
  off: { title: 'उपलब्ध नहीं', text: 'टेस्ट चेकआउट बंद है।' },
  back: 'वापस',
  premiumTitle: ({ days }) => `प्रीमियम · ${days} दिन`,
  premiumLifetimeTitle: 'प्रीमियम · आजीवन',
  premiumDays: ({ days }) => `${days} दिन का प्रीमियम`,
  premiumLifetime: 'आजीवन प्रीमियम',
  withCoins: ({ term, coins }) => `${term} और ${hiCoins(coins)}`,
  coins: ({ coins }) => hiCoins(coins),
  coinsBonus: ({ coins, bonus }) => `${hiCoins(coins)} + ${bonus} बोनस`,
};

const taCoins = (n: number) => plural('ta', n, { one: `${n} காயின்`, other: `${n} காயின்கள்` });
const taDays = (n: number) => plural('ta', n, { one: `${n} நாள்`, other: `${n} நாட்கள்` });
const ta: CheckoutTexts = {
  pageTitle: ({ title }) => `செக்அவுட் · ${title}`,
  testBadge: 'சோதனை செக்அவுட் · உண்மையான பணம் வசூலிக்கப்படாது',
  order: ({ id }) => `ஆர்டர் ${id}`,
  pay: ({ amount }) => `${amount} செலுத்துங்கள்`,
  cancel: 'ரத்துசெய்',
  processing: 'பணம் செலுத்துதல் செயலாக்கப்படுகிறது…',
  cancelling: 'ரத்துசெய்யப்படுகிறது…',
  failed: 'பணம் செலுத்துதலை முடிக்க முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  paid: { title: 'ஏற்கனவே செலுத்தப்பட்டது', text: 'இந்த ஆர்டருக்குப் பணம் செலுத்தப்பட்டுள்ளது.' },
  cancelled: { title: 'ஆர்டர் ரத்துசெய்யப்பட்டது', text: 'இந்த ஆர்டர் ரத்துசெய்யப்பட்டது. புதிய ஆர்டரைச் செய்யுங்கள்.' },
  expired: {
    title: 'இணைப்பு காலாவதியானது',
    text: 'இந்தப் பணம் செலுத்தும் இணைப்பு தவறானது அல்லது காலாவதியானது. மீண்டும் பணம் செலுத்தத் தொடங்குங்கள்.',
  },
  notFound: { title: 'கிடைக்கவில்லை', text: 'இந்த ஆர்டர் இல்லை.' },
  off: { title: 'இயக்கத்தில் இல்லை', text: 'சோதனை செக்அவுட் முடக்கப்பட்டுள்ளது.' },
  back: 'பின்செல்',
  premiumTitle: ({ days }) => `பிரீமியம் · ${taDays(days)}`,
  premiumLifetimeTitle: 'பிரீமியம் · வாழ்நாள்',
  premiumDays: ({ days }) => `${taDays(days)} பிரீமியம்`,
  premiumLifetime: 'வாழ்நாள் பிரீமியம்',
  withCoins: ({ term, coins }) => `${term} மற்றும் ${taCoins(coins)}`,
  coins: ({ coins }) => taCoins(coins),
  coinsBonus: ({ coins, bonus }) => `${taCoins(coins)} + ${bonus} போனஸ்`,
};

const bn: CheckoutTexts = {
  pageTitle: ({ title }) => `চেকআউট · ${title}`,
  testBadge: 'টেস্ট চেকআউট · কোনো আসল টাকা কাটা হয় না',
  order: ({ id }) => `অর্ডার ${id}`,
  pay: ({ amount }) => `${amount} পেমেন্ট করো`,
  cancel: 'বাতিল',
  processing: 'পেমেন্ট প্রসেস হচ্ছে…',
  cancelling: 'বাতিল হচ্ছে…',
  failed: 'পেমেন্ট সম্পূর্ণ করা যায়নি। আবার চেষ্টা করো।',
  paid: { title: 'পেমেন্ট হয়ে গেছে', text: 'এই অর্ডারের পেমেন্ট হয়ে গেছে।' },
  cancelled: { title: 'অর্ডার বাতিল হয়েছে', text: 'এই অর্ডারটি বাতিল হয়েছে। নতুন অর্ডার দাও।' },
  expired: { title: 'লিংকের মেয়াদ শেষ', text: 'এই পেমেন্ট লিংকটি অবৈধ বা এর মেয়াদ শেষ হয়ে গেছে। আবার পেমেন্ট শুরু করো।' },
  notFound: { title: 'পাওয়া যায়নি', text: 'এই অর্ডারটি নেই।' },
  off: { title: 'উপলব্ধ নয়', text: 'টেস্ট চেকআউট বন্ধ আছে।' },
  back: 'পেছনে',
  premiumTitle: ({ days }) => `প্রিমিয়াম · ${days} দিন`,
  premiumLifetimeTitle: 'প্রিমিয়াম · আজীবন',
  premiumDays: ({ days }) => `${days} দিনের প্রিমিয়াম`,
  premiumLifetime: 'আজীবন প্রিমিয়াম',
  withCoins: ({ term, coins }) => `${term} এবং ${coins} কয়েন`,
  coins: ({ coins }) => `${coins} কয়েন`,
  coinsBonus: ({ coins, bonus }) => `${coins} কয়েন + ${bonus} বোনাস`,
};

const plCoins = (n: number) => plural('pl', n, { one: `${n} moneta`, few: `${n} monety`, many: `${n} monet`, other: `${n} monety` });
const plDays = (n: number) => plural('pl', n, { one: `${n} dzień`, few: `${n} dni`, many: `${n} dni`, other: `${n} dnia` });
const pl: CheckoutTexts = {
  pageTitle: ({ title }) => `Płatność · ${title}`,
  testBadge: 'Płatność testowa · żadne prawdziwe pieniądze nie są pobierane',
  order: ({ id }) => `Zamówienie ${id}`,
  pay: ({ amount }) => `Zapłać ${amount}`,
  cancel: 'Anuluj',
  processing: 'Przetwarzanie płatności…',
  cancelling: 'Anulowanie…',
  failed: 'Nie udało się zrealizować płatności. Spróbuj ponownie.',
  paid: { title: 'Już opłacone', text: 'To zamówienie zostało opłacone.' },
  cancelled: { title: 'Zamówienie anulowane', text: 'To zamówienie zostało anulowane. Złóż nowe.' },
  expired: { title: 'Link wygasł', text: 'Ten link do płatności jest nieprawidłowy lub wygasł. Rozpocznij płatność od nowa.' },
  notFound: { title: 'Nie znaleziono', text: 'To zamówienie nie istnieje.' },
  off: { title: 'Niedostępne', text: 'Płatność testowa jest wyłączona.' },
  back: 'Wstecz',
  premiumTitle: ({ days }) => `Premium · ${plDays(days)}`,
  premiumLifetimeTitle: 'Premium · na zawsze',
  premiumDays: ({ days }) => `Premium na ${plDays(days)}`,
  premiumLifetime: 'Premium na zawsze',
  withCoins: ({ term, coins }) => `${term} i ${plCoins(coins)}`,
  coins: ({ coins }) => plCoins(coins),
  coinsBonus: ({ coins, bonus }) => `${plCoins(coins)} + bonus ${plCoins(bonus)}`,
};

/** Kazakh keeps the noun singular after a numeral (30 күн, 300 монета). */
const kk: CheckoutTexts = {
  pageTitle: ({ title }) => `Төлем · ${title}`,
  testBadge: 'Сынақ төлемі · нақты ақша алынбайды',
  order: ({ id }) => `Тапсырыс ${id}`,
  pay: ({ amount }) => `${amount} төлеу`,
  cancel: 'Болдырмау',
  processing: 'Төлем өңделуде…',
  cancelling: 'Тоқтатылып жатыр…',
  failed: 'Төлем өтпеді. Қайтадан көр.',
  paid: { title: 'Төленген', text: 'Бұл тапсырыс төленіп қойған.' },
  cancelled: { title: 'Тапсырыс тоқтатылды', text: 'Бұл тапсырыс тоқтатылды. Жаңасын жаса.' },
  expired: { title: 'Сілтеменің мерзімі өтті', text: 'Бұл төлем сілтемесі жарамсыз немесе мерзімі өткен. Төлемді қайта баста.' },
  notFound: { title: 'Табылмады', text: 'Мұндай тапсырыс жоқ.' },
  off: { title: 'Қолжетімсіз', text: 'Сынақ төлемі өшірулі.' },
  back: 'Артқа',
  premiumTitle: ({ days }) => `Premium · ${days} күн`,
  premiumLifetimeTitle: 'Premium · мәңгілік',
  premiumDays: ({ days }) => `${days} күнге Premium`,
  premiumLifetime: 'Мәңгілік Premium',
  withCoins: ({ term, coins }) => `${term} және ${coins} монета`,
  coins: ({ coins }) => `${coins} монета`,
  coinsBonus: ({ coins, bonus }) => `${coins} монета + ${bonus} бонус`,
};

export const checkoutTexts = {
  en,
  zh,
  'zh-hant': zhHant,
  ru,
  uk,
  es,
  pt,
  fr,
  de,
  it,
  tr,
  ar,
  ja,
  ko,
  id: idn,
  ms,
  vi,
  my,
  hi,
  ta,
  bn,
  pl,
  kk,
} satisfies Record<string, CheckoutTexts>;

/** The table of a language (a locale code or a browser tag), English when it has none. */
export const checkoutTextsFor = (lang: string | null | undefined): CheckoutTexts => tableFor<CheckoutTexts>(checkoutTexts, lang);
