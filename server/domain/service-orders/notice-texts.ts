/**
 * What the buyer and the creator are told of an order's moves, by the bot or by mail (notices.ts),
 * in every language of docs/languages.md. `name` is the character's name as written; `reason` the
 * creator's words. The type makes a missing text a compile error.
 */
export interface OrderNoticeTexts {
  /** The mail's subject after the brand: "<Brand>: …". */
  subject: string;
  /** To the creator: a new order waits for their answer. */
  newOrder: (p: { name: string }) => string;
  confirmed: (p: { name: string }) => string;
  delivered: (p: { name: string }) => string;
  rejected: (p: { name: string }) => string;
  /** Appended to `rejected` when the creator gave a reason. */
  reason: (p: { reason: string }) => string;
  /** Nobody acted in time: the buyer's coins came back by themselves. */
  expired: (p: { name: string }) => string;
  /** Her creator deleted the character (or their account) before delivering: refunded at once. */
  withdrawn: (p: { name: string }) => string;
}

const en: OrderNoticeTexts = {
  subject: 'your custom order',
  newOrder: ({ name }) => `New order for “${name}”: someone would like a custom piece. Confirm or decline it in the app.`,
  confirmed: ({ name }) => `The creator of “${name}” confirmed your order and is working on it.`,
  delivered: ({ name }) => `Your order from “${name}” is delivered: it is in your chat with her. Accept it in the app.`,
  rejected: ({ name }) => `The creator of “${name}” declined your order, and your coins were refunded in full.`,
  reason: ({ reason }) => `Reason: ${reason}`,
  expired: ({ name }) => `Your order from “${name}” was not completed in time, so your coins were refunded in full.`,
  withdrawn: ({ name }) => `“${name}” was removed by her creator, so your order was cancelled and your coins were refunded in full.`,
};

const zh: OrderNoticeTexts = {
  subject: '你的定制订单',
  newOrder: ({ name }) => `“${name}”有新订单：有人想要一份定制作品。请在应用中确认或拒绝。`,
  confirmed: ({ name }) => `“${name}”的创作者已确认你的订单，正在制作中。`,
  delivered: ({ name }) => `你向“${name}”定制的作品已交付，就在你和她的聊天中。请在应用中确认收货。`,
  rejected: ({ name }) => `“${name}”的创作者拒绝了你的订单，金币已全额退还。`,
  reason: ({ reason }) => `原因：${reason}`,
  expired: ({ name }) => `你向“${name}”定制的订单未能按时完成，金币已全额退还。`,
  withdrawn: ({ name }) => `“${name}”已被创作者删除，你的订单已取消，金币已全额退还。`,
};

const zhHant: OrderNoticeTexts = {
  subject: '你的客製訂單',
  newOrder: ({ name }) => `「${name}」有新訂單：有人想要一份客製作品。請在應用程式中確認或拒絕。`,
  confirmed: ({ name }) => `「${name}」的創作者已確認你的訂單，正在製作中。`,
  delivered: ({ name }) => `你向「${name}」訂製的作品已交付，就在你和她的聊天中。請在應用程式中確認收貨。`,
  rejected: ({ name }) => `「${name}」的創作者拒絕了你的訂單，金幣已全額退還。`,
  reason: ({ reason }) => `原因：${reason}`,
  expired: ({ name }) => `你向「${name}」訂製的訂單未能按時完成，金幣已全額退還。`,
  withdrawn: ({ name }) => `「${name}」已被創作者刪除，你的訂單已取消，金幣已全額退還。`,
};

const ru: OrderNoticeTexts = {
  subject: 'твой индивидуальный заказ',
  newOrder: ({ name }) => `Новый заказ для «${name}»: кто-то хочет индивидуальную работу. Подтверди или отклони его в приложении.`,
  confirmed: ({ name }) => `Автор «${name}» подтвердил твой заказ и уже работает над ним.`,
  delivered: ({ name }) => `Твой заказ от «${name}» выполнен: он в вашем чате. Прими его в приложении.`,
  rejected: ({ name }) => `Автор «${name}» отклонил твой заказ, монеты возвращены полностью.`,
  reason: ({ reason }) => `Причина: ${reason}`,
  expired: ({ name }) => `Твой заказ от «${name}» не был выполнен вовремя, поэтому монеты возвращены полностью.`,
  withdrawn: ({ name }) => `Автор удалил «${name}», поэтому твой заказ отменён, а монеты возвращены полностью.`,
};

const uk: OrderNoticeTexts = {
  subject: 'твоє індивідуальне замовлення',
  newOrder: ({ name }) => `Нове замовлення для «${name}»: хтось хоче індивідуальну роботу. Підтверди або відхили його в застосунку.`,
  confirmed: ({ name }) => `Автор «${name}» підтвердив твоє замовлення і вже працює над ним.`,
  delivered: ({ name }) => `Твоє замовлення від «${name}» виконано: воно у вашому чаті. Прийми його в застосунку.`,
  rejected: ({ name }) => `Автор «${name}» відхилив твоє замовлення, монети повернуто повністю.`,
  reason: ({ reason }) => `Причина: ${reason}`,
  expired: ({ name }) => `Твоє замовлення від «${name}» не виконали вчасно, тому монети повернуто повністю.`,
  withdrawn: ({ name }) => `Автор видалив «${name}», тому твоє замовлення скасовано, а монети повернуто повністю.`,
};

const es: OrderNoticeTexts = {
  subject: 'tu pedido personalizado',
  newOrder: ({ name }) => `Nuevo pedido para «${name}»: alguien quiere una pieza personalizada. Confírmalo o recházalo en la app.`,
  confirmed: ({ name }) => `El creador de «${name}» confirmó tu pedido y está trabajando en él.`,
  delivered: ({ name }) => `Tu pedido de «${name}» ya está entregado: lo tienes en tu chat con ella. Acéptalo en la app.`,
  rejected: ({ name }) => `El creador de «${name}» rechazó tu pedido y te devolvimos todas tus monedas.`,
  reason: ({ reason }) => `Motivo: ${reason}`,
  expired: ({ name }) => `Tu pedido de «${name}» no se completó a tiempo, así que te devolvimos todas tus monedas.`,
  withdrawn: ({ name }) => `Su creador eliminó a «${name}», así que tu pedido se canceló y te devolvimos todas tus monedas.`,
};

const pt: OrderNoticeTexts = {
  subject: 'seu pedido personalizado',
  newOrder: ({ name }) => `Novo pedido para “${name}”: alguém quer uma peça personalizada. Confirme ou recuse no app.`,
  confirmed: ({ name }) => `O criador de “${name}” confirmou seu pedido e está trabalhando nele.`,
  delivered: ({ name }) => `Seu pedido de “${name}” foi entregue: está no seu chat com ela. Aceite no app.`,
  rejected: ({ name }) => `O criador de “${name}” recusou seu pedido, e suas moedas foram devolvidas por completo.`,
  reason: ({ reason }) => `Motivo: ${reason}`,
  expired: ({ name }) => `Seu pedido de “${name}” não foi concluído a tempo, então suas moedas foram devolvidas por completo.`,
  withdrawn: ({ name }) =>
    `“${name}” foi removida pelo criador, então seu pedido foi cancelado e suas moedas foram devolvidas por completo.`,
};

const fr: OrderNoticeTexts = {
  subject: 'votre commande personnalisée',
  newOrder: ({ name }) =>
    `Nouvelle commande pour « ${name} » : quelqu’un souhaite une création personnalisée. Confirmez-la ou refusez-la dans l’app.`,
  confirmed: ({ name }) => `Le créateur de « ${name} » a confirmé votre commande et y travaille.`,
  delivered: ({ name }) =>
    `Votre commande auprès de « ${name} » est livrée : elle vous attend dans votre conversation avec elle. Acceptez-la dans l’app.`,
  rejected: ({ name }) => `Le créateur de « ${name} » a refusé votre commande, et vos pièces vous ont été entièrement remboursées.`,
  reason: ({ reason }) => `Motif : ${reason}`,
  expired: ({ name }) =>
    `Votre commande auprès de « ${name} » n’a pas été terminée à temps : vos pièces vous ont été entièrement remboursées.`,
  withdrawn: ({ name }) =>
    `« ${name} » a été supprimée par son créateur : votre commande est annulée et vos pièces vous ont été entièrement remboursées.`,
};

const de: OrderNoticeTexts = {
  subject: 'deine individuelle Bestellung',
  newOrder: ({ name }) =>
    `Neue Bestellung für „${name}“: Jemand wünscht sich ein individuelles Werk. Bestätige oder lehne sie in der App ab.`,
  confirmed: ({ name }) => `Der Ersteller von „${name}“ hat deine Bestellung bestätigt und arbeitet daran.`,
  delivered: ({ name }) => `Deine Bestellung bei „${name}“ ist geliefert: Sie ist in deinem Chat mit ihr. Nimm sie in der App an.`,
  rejected: ({ name }) => `Der Ersteller von „${name}“ hat deine Bestellung abgelehnt, deine Münzen wurden vollständig erstattet.`,
  reason: ({ reason }) => `Grund: ${reason}`,
  expired: ({ name }) =>
    `Deine Bestellung bei „${name}“ wurde nicht rechtzeitig erledigt, deshalb wurden deine Münzen vollständig erstattet.`,
  withdrawn: ({ name }) =>
    `„${name}“ wurde von ihrem Ersteller entfernt, deshalb wurde deine Bestellung storniert und deine Münzen vollständig erstattet.`,
};

const it: OrderNoticeTexts = {
  subject: 'il tuo ordine personalizzato',
  newOrder: ({ name }) => `Nuovo ordine per “${name}”: qualcuno desidera un’opera personalizzata. Confermalo o rifiutalo nell’app.`,
  confirmed: ({ name }) => `Il creatore di “${name}” ha confermato il tuo ordine e ci sta lavorando.`,
  delivered: ({ name }) => `Il tuo ordine da “${name}” è stato consegnato: lo trovi nella chat con lei. Accettalo nell’app.`,
  rejected: ({ name }) => `Il creatore di “${name}” ha rifiutato il tuo ordine e le tue monete sono state rimborsate per intero.`,
  reason: ({ reason }) => `Motivo: ${reason}`,
  expired: ({ name }) =>
    `Il tuo ordine da “${name}” non è stato completato in tempo, quindi le tue monete sono state rimborsate per intero.`,
  withdrawn: ({ name }) =>
    `“${name}” è stata rimossa dal suo creatore, quindi il tuo ordine è stato annullato e le tue monete rimborsate per intero.`,
};

const tr: OrderNoticeTexts = {
  subject: 'özel siparişin',
  newOrder: ({ name }) => `“${name}” için yeni sipariş: biri özel bir eser istiyor. Uygulamada onayla ya da reddet.`,
  confirmed: ({ name }) => `“${name}” karakterinin yaratıcısı siparişini onayladı ve üzerinde çalışıyor.`,
  delivered: ({ name }) => `“${name}” siparişin teslim edildi: onunla olan sohbetinde. Uygulamada kabul et.`,
  rejected: ({ name }) => `“${name}” karakterinin yaratıcısı siparişini reddetti, jetonların tamamen iade edildi.`,
  reason: ({ reason }) => `Neden: ${reason}`,
  expired: ({ name }) => `“${name}” siparişin zamanında tamamlanmadı, bu yüzden jetonların tamamen iade edildi.`,
  withdrawn: ({ name }) =>
    `“${name}” yaratıcısı tarafından kaldırıldı, bu yüzden siparişin iptal edildi ve jetonların tamamen iade edildi.`,
};

const ar: OrderNoticeTexts = {
  subject: 'طلبك المخصّص',
  newOrder: ({ name }) => `طلب جديد لـ«${name}»: شخص ما يريد عملًا مخصّصًا. أكّده أو ارفضه في التطبيق.`,
  confirmed: ({ name }) => `أكّد صانع «${name}» طلبك وهو يعمل عليه الآن.`,
  delivered: ({ name }) => `تم تسليم طلبك من «${name}»: تجده في محادثتك معها. اقبله في التطبيق.`,
  rejected: ({ name }) => `رفض صانع «${name}» طلبك، واستُردّت عملاتك بالكامل.`,
  reason: ({ reason }) => `السبب: ${reason}`,
  expired: ({ name }) => `لم يكتمل طلبك من «${name}» في الوقت المحدد، لذا استُردّت عملاتك بالكامل.`,
  withdrawn: ({ name }) => `حذف منشئ «${name}» الشخصية، لذا أُلغي طلبك واستُردّت عملاتك بالكامل.`,
};

const ja: OrderNoticeTexts = {
  subject: 'カスタム注文について',
  newOrder: ({ name }) => `「${name}」に新しい注文があります。カスタム作品のご依頼です。アプリで承認または辞退してください。`,
  confirmed: ({ name }) => `「${name}」の作者があなたの注文を承認し、制作を始めました。`,
  delivered: ({ name }) => `「${name}」への注文が納品されました。彼女とのチャットに届いています。アプリで受け取りを確定してください。`,
  rejected: ({ name }) => `「${name}」の作者があなたの注文を辞退しました。コインは全額返金されました。`,
  reason: ({ reason }) => `理由：${reason}`,
  expired: ({ name }) => `「${name}」への注文が期限内に完了しなかったため、コインは全額返金されました。`,
  withdrawn: ({ name }) => `「${name}」は作成者によって削除されたため、注文はキャンセルされ、コインは全額返金されました。`,
};

const ko: OrderNoticeTexts = {
  subject: '맞춤 주문 안내',
  newOrder: ({ name }) => `“${name}”에 새 주문이 들어왔어요: 맞춤 작품을 원하는 분이 있어요. 앱에서 수락하거나 거절해 주세요.`,
  confirmed: ({ name }) => `“${name}”의 제작자가 주문을 수락하고 작업 중이에요.`,
  delivered: ({ name }) => `“${name}”에 한 주문이 전달되었어요: 그녀와의 채팅에 있어요. 앱에서 수령을 확인해 주세요.`,
  rejected: ({ name }) => `“${name}”의 제작자가 주문을 거절해 코인이 전액 환불되었어요.`,
  reason: ({ reason }) => `사유: ${reason}`,
  expired: ({ name }) => `“${name}”에 한 주문이 기한 내에 완료되지 않아 코인이 전액 환불되었어요.`,
  withdrawn: ({ name }) => `“${name}”이(가) 제작자에 의해 삭제되어 주문이 취소되고 코인이 전액 환불되었어요.`,
};

const id: OrderNoticeTexts = {
  subject: 'pesanan khususmu',
  newOrder: ({ name }) => `Pesanan baru untuk “${name}”: seseorang menginginkan karya khusus. Konfirmasi atau tolak di aplikasi.`,
  confirmed: ({ name }) => `Kreator “${name}” telah mengonfirmasi pesananmu dan sedang mengerjakannya.`,
  delivered: ({ name }) => `Pesananmu dari “${name}” sudah dikirim: ada di obrolanmu dengannya. Terima di aplikasi.`,
  rejected: ({ name }) => `Kreator “${name}” menolak pesananmu, dan koinmu dikembalikan sepenuhnya.`,
  reason: ({ reason }) => `Alasan: ${reason}`,
  expired: ({ name }) => `Pesananmu dari “${name}” tidak selesai tepat waktu, jadi koinmu dikembalikan sepenuhnya.`,
  withdrawn: ({ name }) => `“${name}” dihapus oleh pembuatnya, jadi pesananmu dibatalkan dan koinmu dikembalikan sepenuhnya.`,
};

const ms: OrderNoticeTexts = {
  subject: 'pesanan khas anda',
  newOrder: ({ name }) => `Pesanan baharu untuk “${name}”: seseorang mahukan karya khas. Sahkan atau tolak dalam aplikasi.`,
  confirmed: ({ name }) => `Pencipta “${name}” telah mengesahkan pesanan anda dan sedang mengusahakannya.`,
  delivered: ({ name }) => `Pesanan anda daripada “${name}” telah dihantar: ia ada dalam sembang anda dengannya. Terima dalam aplikasi.`,
  rejected: ({ name }) => `Pencipta “${name}” menolak pesanan anda, dan syiling anda dipulangkan sepenuhnya.`,
  reason: ({ reason }) => `Sebab: ${reason}`,
  expired: ({ name }) => `Pesanan anda daripada “${name}” tidak siap tepat pada masanya, jadi syiling anda dipulangkan sepenuhnya.`,
  withdrawn: ({ name }) =>
    `“${name}” telah dialih keluar oleh penciptanya, jadi pesanan anda dibatalkan dan syiling anda dipulangkan sepenuhnya.`,
};

const vi: OrderNoticeTexts = {
  subject: 'đơn đặt riêng của bạn',
  newOrder: ({ name }) => `Đơn mới cho “${name}”: có người muốn một tác phẩm riêng. Hãy xác nhận hoặc từ chối trong ứng dụng.`,
  confirmed: ({ name }) => `Người tạo “${name}” đã xác nhận đơn của bạn và đang thực hiện.`,
  delivered: ({ name }) => `Đơn của bạn từ “${name}” đã được giao: có trong cuộc trò chuyện với cô ấy. Hãy chấp nhận trong ứng dụng.`,
  rejected: ({ name }) => `Người tạo “${name}” đã từ chối đơn của bạn, xu đã được hoàn lại đầy đủ.`,
  reason: ({ reason }) => `Lý do: ${reason}`,
  expired: ({ name }) => `Đơn của bạn từ “${name}” không hoàn thành đúng hạn nên xu đã được hoàn lại đầy đủ.`,
  withdrawn: ({ name }) => `“${name}” đã bị người tạo xóa nên đơn của bạn đã bị hủy và xu đã được hoàn lại đầy đủ.`,
};

const my: OrderNoticeTexts = {
  subject: 'သင့်စိတ်ကြိုက်မှာယူမှု',
  newOrder: ({ name }) => `“${name}” အတွက် မှာယူမှုအသစ်ရှိပါသည်- တစ်စုံတစ်ယောက်က စိတ်ကြိုက်လက်ရာတစ်ခု လိုချင်ပါသည်။ အက်ပ်တွင် အတည်ပြုပါ သို့မဟုတ် ငြင်းပါ။`,
  confirmed: ({ name }) => `“${name}” ၏ ဖန်တီးသူက သင့်မှာယူမှုကို အတည်ပြုပြီး လုပ်ဆောင်နေပါသည်။`,
  delivered: ({ name }) => `“${name}” ထံမှ သင့်မှာယူမှု ပေးပို့ပြီးပါပြီ- သူမနှင့် သင့်ချတ်ထဲတွင် ရှိပါသည်။ အက်ပ်တွင် လက်ခံပါ။`,
  rejected: ({ name }) => `“${name}” ၏ ဖန်တီးသူက သင့်မှာယူမှုကို ငြင်းခဲ့ပြီး သင့်ဒင်္ဂါးများကို အပြည့်အဝ ပြန်အမ်းပြီးပါပြီ။`,
  reason: ({ reason }) => `အကြောင်းရင်း- ${reason}`,
  expired: ({ name }) => `“${name}” ထံမှ သင့်မှာယူမှု အချိန်မီ မပြီးသဖြင့် သင့်ဒင်္ဂါးများကို အပြည့်အဝ ပြန်အမ်းပြီးပါပြီ။`,
  withdrawn: ({ name }) => `“${name}” ကို ဖန်တီးသူက ဖယ်ရှားလိုက်သဖြင့် သင့်မှာယူမှုကို ပယ်ဖျက်ပြီး သင့်ဒင်္ဂါးများကို အပြည့်အဝ ပြန်အမ်းပြီးပါပြီ။`,
};

const hi: OrderNoticeTexts = {
  subject: 'आपका कस्टम ऑर्डर',
  newOrder: ({ name }) => `“${name}” के लिए नया ऑर्डर: कोई एक कस्टम रचना चाहता है। ऐप में इसे स्वीकार या अस्वीकार करें।`,
  confirmed: ({ name }) => `“${name}” के क्रिएटर ने आपका ऑर्डर स्वीकार कर लिया है और उस पर काम कर रहे हैं।`,
  delivered: ({ name }) => `“${name}” से आपका ऑर्डर डिलीवर हो गया है: यह उसके साथ आपकी चैट में है। ऐप में इसे स्वीकार करें।`,
  rejected: ({ name }) => `“${name}” के क्रिएटर ने आपका ऑर्डर अस्वीकार कर दिया, और आपके कॉइन पूरे लौटा दिए गए।`,
  reason: ({ reason }) => `कारण: ${reason}`,
  expired: ({ name }) => `“${name}” से आपका ऑर्डर समय पर पूरा नहीं हुआ, इसलिए आपके कॉइन पूरे लौटा दिए गए।`,
  withdrawn: ({ name }) => `“${name}” को उसके क्रिएटर ने हटा दिया, इसलिए आपका ऑर्डर रद्द हो गया और आपके कॉइन पूरे लौटा दिए गए।`,
};

const ta: OrderNoticeTexts = {
  subject: 'உங்கள் தனிப்பயன் ஆர்டர்',
  newOrder: ({ name }) => `“${name}”க்கு புதிய ஆர்டர்: ஒருவர் தனிப்பயன் படைப்பை விரும்புகிறார். ஆப்பில் உறுதிசெய்யுங்கள் அல்லது நிராகரியுங்கள்.`,
  confirmed: ({ name }) => `“${name}” இன் படைப்பாளர் உங்கள் ஆர்டரை உறுதிசெய்து அதில் வேலை செய்கிறார்.`,
  delivered: ({ name }) => `“${name}” இடமிருந்து உங்கள் ஆர்டர் வழங்கப்பட்டது: அது அவளுடனான உங்கள் சாட்டில் உள்ளது. ஆப்பில் ஏற்றுக்கொள்ளுங்கள்.`,
  rejected: ({ name }) => `“${name}” இன் படைப்பாளர் உங்கள் ஆர்டரை நிராகரித்தார், உங்கள் காயின்கள் முழுமையாகத் திருப்பித் தரப்பட்டன.`,
  reason: ({ reason }) => `காரணம்: ${reason}`,
  expired: ({ name }) => `“${name}” இடமிருந்து உங்கள் ஆர்டர் நேரத்தில் முடிக்கப்படவில்லை, எனவே உங்கள் காயின்கள் முழுமையாகத் திருப்பித் தரப்பட்டன.`,
  withdrawn: ({ name }) =>
    `“${name}” அவரது உருவாக்குநரால் நீக்கப்பட்டார், எனவே உங்கள் ஆர்டர் ரத்து செய்யப்பட்டு உங்கள் காயின்கள் முழுமையாகத் திருப்பித் தரப்பட்டன.`,
};

const bn: OrderNoticeTexts = {
  subject: 'তোমার কাস্টম অর্ডার',
  newOrder: ({ name }) => `“${name}”-এর জন্য নতুন অর্ডার: কেউ একটি কাস্টম কাজ চান। অ্যাপে নিশ্চিত করো বা ফিরিয়ে দাও।`,
  confirmed: ({ name }) => `“${name}”-এর নির্মাতা তোমার অর্ডার নিশ্চিত করেছেন এবং কাজ করছেন।`,
  delivered: ({ name }) => `“${name}”-এর কাছ থেকে তোমার অর্ডার পৌঁছে গেছে: তার সঙ্গে তোমার চ্যাটে আছে। অ্যাপে গ্রহণ করো।`,
  rejected: ({ name }) => `“${name}”-এর নির্মাতা তোমার অর্ডার ফিরিয়ে দিয়েছেন, তোমার কয়েন পুরোপুরি ফেরত দেওয়া হয়েছে।`,
  reason: ({ reason }) => `কারণ: ${reason}`,
  expired: ({ name }) => `“${name}”-এর কাছ থেকে তোমার অর্ডার সময়মতো শেষ হয়নি, তাই তোমার কয়েন পুরোপুরি ফেরত দেওয়া হয়েছে।`,
  withdrawn: ({ name }) => `“${name}”-কে তার নির্মাতা সরিয়ে দিয়েছেন, তাই তোমার অর্ডার বাতিল হয়েছে এবং তোমার কয়েন পুরোপুরি ফেরত দেওয়া হয়েছে।`,
};

const pl: OrderNoticeTexts = {
  subject: 'twoje zamówienie indywidualne',
  newOrder: ({ name }) => `Nowe zamówienie dla „${name}”: ktoś chce indywidualnej pracy. Potwierdź je lub odrzuć w aplikacji.`,
  confirmed: ({ name }) => `Twórca „${name}” potwierdził twoje zamówienie i nad nim pracuje.`,
  delivered: ({ name }) => `Twoje zamówienie u „${name}” zostało dostarczone: jest w twoim czacie z nią. Zaakceptuj je w aplikacji.`,
  rejected: ({ name }) => `Twórca „${name}” odrzucił twoje zamówienie, a monety zwrócono w całości.`,
  reason: ({ reason }) => `Powód: ${reason}`,
  expired: ({ name }) => `Twoje zamówienie u „${name}” nie zostało wykonane na czas, więc monety zwrócono w całości.`,
  withdrawn: ({ name }) => `Twórca usunął „${name}”, więc twoje zamówienie zostało anulowane, a monety zwrócone w całości.`,
};

const kk: OrderNoticeTexts = {
  subject: 'жеке тапсырысың',
  newOrder: ({ name }) => `«${name}» үшін жаңа тапсырыс: біреу жеке туынды қалайды. Қолданбада раста немесе бас тарт.`,
  confirmed: ({ name }) => `«${name}» авторы тапсырысыңды растап, оның үстінде жұмыс істеп жатыр.`,
  delivered: ({ name }) => `«${name}» тапсырысың жеткізілді: ол онымен чатыңда. Қолданбада қабылда.`,
  rejected: ({ name }) => `«${name}» авторы тапсырысыңнан бас тартты, монеталарың толық қайтарылды.`,
  reason: ({ reason }) => `Себебі: ${reason}`,
  expired: ({ name }) => `«${name}» тапсырысың уақытында орындалмады, сондықтан монеталарың толық қайтарылды.`,
  withdrawn: ({ name }) => `«${name}» жасаушысы өшіріп тастады, сондықтан тапсырысың жойылып, монеталарың толық қайтарылды.`,
};

export const orderNoticeTexts = {
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
  id,
  ms,
  vi,
  my,
  hi,
  ta,
  bn,
  pl,
  kk,
} satisfies Record<string, OrderNoticeTexts>;
