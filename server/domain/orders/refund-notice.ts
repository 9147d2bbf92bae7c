import type { OrderRow } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { orderMoney } from '../../../shared/currency.js';
import { sendNotice, tableFor } from '../notice.js';

/**
 * The user is told, in their language, that a card payment which bought nothing went back to
 * their card (uncredited-refund.ts): else they see a charge and no Premium or coins. `amount` is
 * the payment's, written as the language writes money.
 */
interface RefundNoticeTexts {
  subject: string;
  refunded: (p: { amount: string }) => string;
}

export const refundNoticeTexts: Record<string, RefundNoticeTexts> = {
  en: {
    subject: 'payment refunded',
    refunded: ({ amount }) =>
      `Your payment of ${amount} arrived after the order was closed, so it bought nothing and has been refunded to your card. It can take a few days to show.`,
  },
  zh: {
    subject: '付款已退款',
    refunded: ({ amount }) => `你支付的 ${amount} 到账时订单已关闭，未购买任何内容，款项已退回你的银行卡。到账可能需要几天。`,
  },
  'zh-hant': {
    subject: '付款已退款',
    refunded: ({ amount }) => `你支付的 ${amount} 入帳時訂單已關閉，未購買任何內容，款項已退回你的卡片。入帳可能需要幾天。`,
  },
  ru: {
    subject: 'платёж возвращён',
    refunded: ({ amount }) =>
      `Твой платёж на ${amount} пришёл после закрытия заказа, поэтому ничего не купил и возвращён на твою карту. Деньги могут идти несколько дней.`,
  },
  uk: {
    subject: 'платіж повернуто',
    refunded: ({ amount }) =>
      `Твій платіж на ${amount} надійшов після закриття замовлення, тому нічого не купив і повернутий на твою картку. Гроші можуть іти кілька днів.`,
  },
  es: {
    subject: 'pago reembolsado',
    refunded: ({ amount }) =>
      `Tu pago de ${amount} llegó cuando el pedido ya estaba cerrado, así que no compró nada y se ha devuelto a tu tarjeta. Puede tardar unos días en aparecer.`,
  },
  pt: {
    subject: 'pagamento reembolsado',
    refunded: ({ amount }) =>
      `Seu pagamento de ${amount} chegou depois que o pedido foi encerrado, então não comprou nada e foi devolvido ao seu cartão. Pode levar alguns dias para aparecer.`,
  },
  fr: {
    subject: 'paiement remboursé',
    refunded: ({ amount }) =>
      `Votre paiement de ${amount} est arrivé après la clôture de la commande : il n’a rien acheté et a été remboursé sur votre carte. Cela peut prendre quelques jours.`,
  },
  de: {
    subject: 'Zahlung erstattet',
    refunded: ({ amount }) =>
      `Deine Zahlung über ${amount} kam erst nach Abschluss der Bestellung an. Sie hat nichts gekauft und wurde auf deine Karte erstattet. Das kann ein paar Tage dauern.`,
  },
  it: {
    subject: 'pagamento rimborsato',
    refunded: ({ amount }) =>
      `Il tuo pagamento di ${amount} è arrivato dopo la chiusura dell’ordine: non ha acquistato nulla ed è stato rimborsato sulla tua carta. Potrebbero volerci alcuni giorni.`,
  },
  tr: {
    subject: 'ödeme iade edildi',
    refunded: ({ amount }) =>
      `${amount} tutarındaki ödemen sipariş kapandıktan sonra ulaştı; hiçbir şey satın almadı ve kartına iade edildi. Görünmesi birkaç gün sürebilir.`,
  },
  ar: {
    subject: 'تم استرداد الدفعة',
    refunded: ({ amount }) => `وصلت دفعتك بقيمة ${amount} بعد إغلاق الطلب، فلم تشترِ شيئًا وأُعيدت إلى بطاقتك. قد يستغرق ظهورها بضعة أيام.`,
  },
  ja: {
    subject: '支払いを返金しました',
    refunded: ({ amount }) =>
      `${amount} のお支払いは注文が締め切られた後に届いたため、何も購入されず、カードに返金されました。反映まで数日かかることがあります。`,
  },
  ko: {
    subject: '결제가 환불되었어요',
    refunded: ({ amount }) =>
      `${amount} 결제가 주문이 닫힌 뒤에 도착해 아무것도 구매되지 않았고, 카드로 환불되었어요. 반영까지 며칠 걸릴 수 있어요.`,
  },
  id: {
    subject: 'pembayaran dikembalikan',
    refunded: ({ amount }) =>
      `Pembayaranmu sebesar ${amount} masuk setelah pesanan ditutup, jadi tidak membeli apa pun dan sudah dikembalikan ke kartumu. Mungkin perlu beberapa hari untuk muncul.`,
  },
  ms: {
    subject: 'bayaran dipulangkan',
    refunded: ({ amount }) =>
      `Bayaran anda sebanyak ${amount} tiba selepas pesanan ditutup, jadi ia tidak membeli apa-apa dan telah dipulangkan ke kad anda. Ia mungkin mengambil beberapa hari untuk muncul.`,
  },
  vi: {
    subject: 'đã hoàn tiền thanh toán',
    refunded: ({ amount }) =>
      `Khoản thanh toán ${amount} của bạn đến sau khi đơn hàng đã đóng nên không mua được gì và đã được hoàn vào thẻ của bạn. Có thể mất vài ngày để hiển thị.`,
  },
  my: {
    subject: 'ငွေပေးချေမှု ပြန်အမ်းပြီး',
    refunded: ({ amount }) => `သင့်ရဲ့ ${amount} ငွေပေးချေမှုဟာ မှာယူမှုပိတ်ပြီးမှ ရောက်လာလို့ ဘာမှမဝယ်ရဘဲ သင့်ကတ်ထဲ ပြန်အမ်းပေးပြီးပါပြီ။ ပေါ်လာဖို့ ရက်အနည်းငယ် ကြာနိုင်ပါတယ်။`,
  },
  hi: {
    subject: 'भुगतान वापस किया गया',
    refunded: ({ amount }) =>
      `आपका ${amount} का भुगतान ऑर्डर बंद होने के बाद पहुँचा, इसलिए उससे कुछ नहीं खरीदा गया और वह आपके कार्ड पर वापस कर दिया गया है। दिखने में कुछ दिन लग सकते हैं।`,
  },
  ta: {
    subject: 'பணம் திருப்பியளிக்கப்பட்டது',
    refunded: ({ amount }) =>
      `உங்கள் ${amount} கட்டணம் ஆர்டர் மூடப்பட்ட பிறகு வந்ததால் எதையும் வாங்கவில்லை; அது உங்கள் கார்டுக்கு திருப்பியளிக்கப்பட்டது. தெரிய சில நாட்கள் ஆகலாம்.`,
  },
  bn: {
    subject: 'পেমেন্ট ফেরত দেওয়া হয়েছে',
    refunded: ({ amount }) =>
      `তোমার ${amount} পেমেন্টটি অর্ডার বন্ধ হওয়ার পরে এসেছে, তাই কিছু কেনা হয়নি এবং তা তোমার কার্ডে ফেরত দেওয়া হয়েছে। দেখা যেতে কয়েক দিন লাগতে পারে।`,
  },
  pl: {
    subject: 'płatność zwrócona',
    refunded: ({ amount }) =>
      `Twoja płatność ${amount} dotarła po zamknięciu zamówienia, więc nic nie kupiła i została zwrócona na twoją kartę. Może to potrwać kilka dni.`,
  },
  kk: {
    subject: 'төлем қайтарылды',
    refunded: ({ amount }) =>
      `${amount} төлемің тапсырыс жабылғаннан кейін келді, сондықтан ештеңе сатып алынбады және картаңа қайтарылды. Көрінуі үшін бірнеше күн кетуі мүмкін.`,
  },
};

/** Sent in the background after the refund; a failure is logged, the refund stands. */
export function notifyPaymentRefunded(deps: Deps, order: OrderRow, cents: number): void {
  void sendNotice(deps, order.user_id, (lang) => {
    const t = tableFor(refundNoticeTexts, lang);
    return { subject: t.subject, text: t.refunded({ amount: orderMoney(cents, order.currency, lang) }) };
  }).catch((e: unknown) =>
    deps.log.warn('refund notice not sent', { orderId: order.id, error: e instanceof Error ? e.message : String(e) }),
  );
}
