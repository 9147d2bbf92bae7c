/**
 * What a user is told of an operator's decision, by the bot or by mail (notices.ts), in every
 * language of docs/languages.md (the same register as each UI catalog). The operator's reason is
 * inserted as written. The type makes a missing text a compile error.
 */
export interface NoticeTexts {
  /** The mail's subject after the brand: "<Brand>: …". */
  subject: string;
  verificationApproved: string;
  verificationRejected: (p: { reason: string }) => string;
  characterApproved: (p: { name: string }) => string;
  characterRejected: (p: { name: string; reason: string }) => string;
  /** A released character's edit, reviewed (the public saw her as approved meanwhile). */
  /** A released character taken out of the catalogue after a report (she may be appealed). */
  characterTakenDown: (p: { name: string; reason: string }) => string;
  characterEditApproved: (p: { name: string }) => string;
  characterEditRejected: (p: { name: string; reason: string }) => string;
  appealAccepted: string;
  appealRejected: (p: { reason: string }) => string;
  /** A service order settled by customer service: the buyer got the coins back. */
  orderRefunded: (p: { reason: string }) => string;
  /** A service order settled by customer service: the creator was paid. */
  orderReleased: (p: { reason: string }) => string;
  /** To the reporter: their report led to action, or found nothing against the rules. */
  reportResolved: string;
  reportDismissed: string;
}

const en: NoticeTexts = {
  subject: 'a decision about your account',
  verificationApproved: 'Your profile is verified. You can now publish characters and take service orders.',
  verificationRejected: ({ reason }) => `Your profile verification was not accepted. Reason: ${reason}. You can send a new photo or video.`,
  characterApproved: ({ name }) => `“${name}” passed review and is now public.`,
  characterRejected: ({ name, reason }) => `“${name}” was not published. Reason: ${reason}. You can appeal this decision in the app.`,
  characterTakenDown: ({ name, reason }) =>
    `“${name}” was taken down after a report. Reason: ${reason}. You can appeal this decision in the app.`,
  characterEditApproved: ({ name }) => `Your changes to “${name}” passed review and are now public.`,
  characterEditRejected: ({ name, reason }) => `Your changes to “${name}” were not accepted. Reason: ${reason}. She stays as she was.`,
  appealAccepted: 'Your appeal was accepted and the decision has been reversed.',
  appealRejected: ({ reason }) => `Your appeal was reviewed and the decision stands. Reason: ${reason}`,
  orderRefunded: ({ reason }) => `Customer service settled a service order: the buyer was refunded in full. Reason: ${reason}`,
  orderReleased: ({ reason }) => `Customer service settled a service order: the payment was released to the creator. Reason: ${reason}`,
  reportResolved: 'Thank you for your report: we reviewed it and acted on it.',
  reportDismissed: 'Thank you for your report: we reviewed it and found nothing against our rules.',
};

const zh: NoticeTexts = {
  subject: '关于你账户的决定',
  verificationApproved: '你的资料已通过认证。现在你可以发布角色并接受定制订单了。',
  verificationRejected: ({ reason }) => `你的资料认证未通过。原因：${reason}。你可以重新发送照片或视频。`,
  characterApproved: ({ name }) => `“${name}”已通过审核，现已公开。`,
  characterRejected: ({ name, reason }) => `“${name}”未能发布。原因：${reason}。你可以在应用中对此决定提出申诉。`,
  characterTakenDown: ({ name, reason }) => `“${name}”因举报已被下架。原因：${reason}。你可以在应用中对此决定提出申诉。`,
  characterEditApproved: ({ name }) => `你对“${name}”的修改已通过审核，现已公开。`,
  characterEditRejected: ({ name, reason }) => `你对“${name}”的修改未被通过。原因：${reason}。她将保持修改前的样子。`,
  appealAccepted: '你的申诉已被接受，原决定已撤销。',
  appealRejected: ({ reason }) => `你的申诉已审核，原决定维持不变。原因：${reason}`,
  orderRefunded: ({ reason }) => `客服已处理一笔定制订单：买家已获得全额退款。原因：${reason}`,
  orderReleased: ({ reason }) => `客服已处理一笔定制订单：款项已支付给创作者。原因：${reason}`,
  reportResolved: '感谢你的举报：我们已审核并作出处理。',
  reportDismissed: '感谢你的举报：我们已审核，未发现违反规则的内容。',
};

const zhHant: NoticeTexts = {
  subject: '關於你帳戶的決定',
  verificationApproved: '你的個人資料已通過認證。現在你可以發佈角色並接受客製訂單了。',
  verificationRejected: ({ reason }) => `你的個人資料認證未通過。原因：${reason}。你可以重新傳送照片或影片。`,
  characterApproved: ({ name }) => `「${name}」已通過審核，現已公開。`,
  characterRejected: ({ name, reason }) => `「${name}」未能發佈。原因：${reason}。你可以在應用程式中對此決定提出申訴。`,
  characterTakenDown: ({ name, reason }) => `「${name}」因檢舉已被下架。原因：${reason}。你可以在應用程式中對此決定提出申訴。`,
  characterEditApproved: ({ name }) => `你對「${name}」的修改已通過審核，現已公開。`,
  characterEditRejected: ({ name, reason }) => `你對「${name}」的修改未獲通過。原因：${reason}。她將維持修改前的樣子。`,
  appealAccepted: '你的申訴已被接受，原決定已撤銷。',
  appealRejected: ({ reason }) => `你的申訴已審核，原決定維持不變。原因：${reason}`,
  orderRefunded: ({ reason }) => `客服已處理一筆客製訂單：買家已獲得全額退款。原因：${reason}`,
  orderReleased: ({ reason }) => `客服已處理一筆客製訂單：款項已支付給創作者。原因：${reason}`,
  reportResolved: '感謝你的檢舉：我們已審核並作出處理。',
  reportDismissed: '感謝你的檢舉：我們已審核，未發現違反規則的內容。',
};

const ru: NoticeTexts = {
  subject: 'решение по твоему аккаунту',
  verificationApproved: 'Твой профиль подтверждён. Теперь ты можешь публиковать персонажей и принимать заказы.',
  verificationRejected: ({ reason }) => `Подтверждение профиля не принято. Причина: ${reason}. Ты можешь отправить новое фото или видео.`,
  characterApproved: ({ name }) => `«${name}» прошла проверку и теперь опубликована.`,
  characterRejected: ({ name, reason }) => `«${name}» не опубликована. Причина: ${reason}. Ты можешь обжаловать это решение в приложении.`,
  characterTakenDown: ({ name, reason }) =>
    `«${name}» снята с публикации после жалобы. Причина: ${reason}. Ты можешь обжаловать это решение в приложении.`,
  characterEditApproved: ({ name }) => `Твои изменения «${name}» прошли проверку и теперь опубликованы.`,
  characterEditRejected: ({ name, reason }) => `Твои изменения «${name}» не приняты. Причина: ${reason}. Она остаётся такой, как была.`,
  appealAccepted: 'Твоя апелляция принята, решение отменено.',
  appealRejected: ({ reason }) => `Твоя апелляция рассмотрена, решение остаётся в силе. Причина: ${reason}`,
  orderRefunded: ({ reason }) => `Служба поддержки закрыла заказ: покупателю полностью вернули монеты. Причина: ${reason}`,
  orderReleased: ({ reason }) => `Служба поддержки закрыла заказ: оплата передана автору. Причина: ${reason}`,
  reportResolved: 'Спасибо за жалобу: мы её рассмотрели и приняли меры.',
  reportDismissed: 'Спасибо за жалобу: мы её рассмотрели и не нашли нарушений правил.',
};

const uk: NoticeTexts = {
  subject: 'рішення щодо твого акаунта',
  verificationApproved: 'Твій профіль підтверджено. Тепер ти можеш публікувати персонажів і приймати замовлення.',
  verificationRejected: ({ reason }) => `Підтвердження профілю не прийнято. Причина: ${reason}. Ти можеш надіслати нове фото чи відео.`,
  characterApproved: ({ name }) => `«${name}» пройшла перевірку й тепер опублікована.`,
  characterRejected: ({ name, reason }) => `«${name}» не опубліковано. Причина: ${reason}. Ти можеш оскаржити це рішення в застосунку.`,
  characterTakenDown: ({ name, reason }) =>
    `«${name}» знято з публікації після скарги. Причина: ${reason}. Ти можеш оскаржити це рішення в застосунку.`,
  characterEditApproved: ({ name }) => `Твої зміни «${name}» пройшли перевірку й тепер опубліковані.`,
  characterEditRejected: ({ name, reason }) => `Твої зміни «${name}» не прийнято. Причина: ${reason}. Вона залишається такою, як була.`,
  appealAccepted: 'Твою апеляцію прийнято, рішення скасовано.',
  appealRejected: ({ reason }) => `Твою апеляцію розглянуто, рішення залишається чинним. Причина: ${reason}`,
  orderRefunded: ({ reason }) => `Служба підтримки закрила замовлення: покупцеві повністю повернули монети. Причина: ${reason}`,
  orderReleased: ({ reason }) => `Служба підтримки закрила замовлення: оплату передано авторові. Причина: ${reason}`,
  reportResolved: 'Дякуємо за скаргу: ми її розглянули й ужили заходів.',
  reportDismissed: 'Дякуємо за скаргу: ми її розглянули й не знайшли порушень правил.',
};

const es: NoticeTexts = {
  subject: 'una decisión sobre tu cuenta',
  verificationApproved: 'Tu perfil está verificado. Ya puedes publicar personajes y aceptar encargos.',
  verificationRejected: ({ reason }) =>
    `No se aceptó la verificación de tu perfil. Motivo: ${reason}. Puedes enviar una foto o un vídeo nuevo.`,
  characterApproved: ({ name }) => `«${name}» pasó la revisión y ya es pública.`,
  characterRejected: ({ name, reason }) => `«${name}» no se publicó. Motivo: ${reason}. Puedes apelar esta decisión en la app.`,
  characterTakenDown: ({ name, reason }) =>
    `«${name}» se retiró tras una denuncia. Motivo: ${reason}. Puedes apelar esta decisión en la app.`,
  characterEditApproved: ({ name }) => `Tus cambios en «${name}» pasaron la revisión y ya son públicos.`,
  characterEditRejected: ({ name, reason }) => `Tus cambios en «${name}» no se aceptaron. Motivo: ${reason}. Sigue como estaba.`,
  appealAccepted: 'Tu apelación fue aceptada y la decisión se ha revertido.',
  appealRejected: ({ reason }) => `Revisamos tu apelación y la decisión se mantiene. Motivo: ${reason}`,
  orderRefunded: ({ reason }) => `Atención al cliente resolvió un encargo: se devolvió el importe completo al comprador. Motivo: ${reason}`,
  orderReleased: ({ reason }) => `Atención al cliente resolvió un encargo: el pago se entregó al creador. Motivo: ${reason}`,
  reportResolved: 'Gracias por tu denuncia: la revisamos y tomamos medidas.',
  reportDismissed: 'Gracias por tu denuncia: la revisamos y no encontramos nada contrario a nuestras normas.',
};

const pt: NoticeTexts = {
  subject: 'uma decisão sobre a sua conta',
  verificationApproved: 'Seu perfil foi verificado. Agora você pode publicar personagens e aceitar encomendas.',
  verificationRejected: ({ reason }) =>
    `A verificação do seu perfil não foi aceita. Motivo: ${reason}. Você pode enviar uma nova foto ou vídeo.`,
  characterApproved: ({ name }) => `“${name}” passou na revisão e agora é pública.`,
  characterRejected: ({ name, reason }) => `“${name}” não foi publicada. Motivo: ${reason}. Você pode recorrer desta decisão no app.`,
  characterTakenDown: ({ name, reason }) =>
    `“${name}” foi retirada após uma denúncia. Motivo: ${reason}. Você pode recorrer desta decisão no app.`,
  characterEditApproved: ({ name }) => `Suas alterações em “${name}” foram aprovadas e já estão públicas.`,
  characterEditRejected: ({ name, reason }) =>
    `Suas alterações em “${name}” não foram aceitas. Motivo: ${reason}. Ela continua como estava.`,
  appealAccepted: 'Seu recurso foi aceito e a decisão foi revertida.',
  appealRejected: ({ reason }) => `Seu recurso foi analisado e a decisão foi mantida. Motivo: ${reason}`,
  orderRefunded: ({ reason }) => `O atendimento resolveu uma encomenda: o comprador foi reembolsado integralmente. Motivo: ${reason}`,
  orderReleased: ({ reason }) => `O atendimento resolveu uma encomenda: o pagamento foi liberado para o criador. Motivo: ${reason}`,
  reportResolved: 'Obrigado pela sua denúncia: nós a analisamos e tomamos providências.',
  reportDismissed: 'Obrigado pela sua denúncia: nós a analisamos e não encontramos nada contra as nossas regras.',
};

const fr: NoticeTexts = {
  subject: 'une décision concernant votre compte',
  verificationApproved: 'Votre profil est vérifié. Vous pouvez désormais publier des personnages et accepter des commandes.',
  verificationRejected: ({ reason }) =>
    `La vérification de votre profil n’a pas été acceptée. Motif : ${reason}. Vous pouvez envoyer une nouvelle photo ou vidéo.`,
  characterApproved: ({ name }) => `« ${name} » a passé la vérification et est maintenant publique.`,
  characterRejected: ({ name, reason }) =>
    `« ${name} » n’a pas été publiée. Motif : ${reason}. Vous pouvez faire appel de cette décision dans l’app.`,
  characterTakenDown: ({ name, reason }) =>
    `« ${name} » a été retirée après un signalement. Motif : ${reason}. Vous pouvez faire appel de cette décision dans l’app.`,
  characterEditApproved: ({ name }) => `Vos modifications de « ${name} » ont été validées et sont maintenant publiques.`,
  characterEditRejected: ({ name, reason }) =>
    `Vos modifications de « ${name} » n’ont pas été acceptées. Motif : ${reason}. Elle reste telle qu’elle était.`,
  appealAccepted: 'Votre appel a été accepté et la décision a été annulée.',
  appealRejected: ({ reason }) => `Votre appel a été examiné et la décision est maintenue. Motif : ${reason}`,
  orderRefunded: ({ reason }) => `Le service client a réglé une commande : l’acheteur a été entièrement remboursé. Motif : ${reason}`,
  orderReleased: ({ reason }) => `Le service client a réglé une commande : le paiement a été versé au créateur. Motif : ${reason}`,
  reportResolved: 'Merci pour votre signalement : nous l’avons examiné et avons agi.',
  reportDismissed: 'Merci pour votre signalement : nous l’avons examiné et n’avons rien trouvé de contraire à nos règles.',
};

const de: NoticeTexts = {
  subject: 'eine Entscheidung zu deinem Konto',
  verificationApproved: 'Dein Profil ist verifiziert. Du kannst jetzt Charaktere veröffentlichen und Aufträge annehmen.',
  verificationRejected: ({ reason }) =>
    `Deine Profilverifizierung wurde nicht angenommen. Grund: ${reason}. Du kannst ein neues Foto oder Video senden.`,
  characterApproved: ({ name }) => `„${name}“ hat die Prüfung bestanden und ist jetzt öffentlich.`,
  characterRejected: ({ name, reason }) =>
    `„${name}“ wurde nicht veröffentlicht. Grund: ${reason}. Du kannst in der App Einspruch gegen diese Entscheidung einlegen.`,
  characterTakenDown: ({ name, reason }) =>
    `„${name}“ wurde nach einer Meldung entfernt. Grund: ${reason}. Du kannst in der App Einspruch gegen diese Entscheidung einlegen.`,
  characterEditApproved: ({ name }) => `Deine Änderungen an „${name}“ wurden geprüft und sind jetzt öffentlich.`,
  characterEditRejected: ({ name, reason }) =>
    `Deine Änderungen an „${name}“ wurden nicht angenommen. Grund: ${reason}. Sie bleibt, wie sie war.`,
  appealAccepted: 'Dein Einspruch wurde angenommen und die Entscheidung aufgehoben.',
  appealRejected: ({ reason }) => `Dein Einspruch wurde geprüft, die Entscheidung bleibt bestehen. Grund: ${reason}`,
  orderRefunded: ({ reason }) => `Der Kundenservice hat einen Auftrag abgeschlossen: Der Käufer hat alles zurückerhalten. Grund: ${reason}`,
  orderReleased: ({ reason }) => `Der Kundenservice hat einen Auftrag abgeschlossen: Die Zahlung ging an den Ersteller. Grund: ${reason}`,
  reportResolved: 'Danke für deine Meldung: Wir haben sie geprüft und gehandelt.',
  reportDismissed: 'Danke für deine Meldung: Wir haben sie geprüft und keinen Verstoß gegen unsere Regeln gefunden.',
};

const it: NoticeTexts = {
  subject: 'una decisione sul tuo account',
  verificationApproved: 'Il tuo profilo è verificato. Ora puoi pubblicare personaggi e accettare ordini.',
  verificationRejected: ({ reason }) =>
    `La verifica del tuo profilo non è stata accettata. Motivo: ${reason}. Puoi inviare una nuova foto o un nuovo video.`,
  characterApproved: ({ name }) => `“${name}” ha superato la revisione ed è ora pubblica.`,
  characterRejected: ({ name, reason }) =>
    `“${name}” non è stata pubblicata. Motivo: ${reason}. Puoi fare ricorso contro questa decisione nell’app.`,
  characterTakenDown: ({ name, reason }) =>
    `“${name}” è stata rimossa dopo una segnalazione. Motivo: ${reason}. Puoi fare ricorso contro questa decisione nell’app.`,
  characterEditApproved: ({ name }) => `Le tue modifiche a “${name}” hanno superato la revisione e ora sono pubbliche.`,
  characterEditRejected: ({ name, reason }) => `Le tue modifiche a “${name}” non sono state accettate. Motivo: ${reason}. Resta com’era.`,
  appealAccepted: 'Il tuo ricorso è stato accolto e la decisione è stata annullata.',
  appealRejected: ({ reason }) => `Il tuo ricorso è stato esaminato e la decisione resta valida. Motivo: ${reason}`,
  orderRefunded: ({ reason }) => `L’assistenza clienti ha chiuso un ordine: l’acquirente è stato rimborsato per intero. Motivo: ${reason}`,
  orderReleased: ({ reason }) => `L’assistenza clienti ha chiuso un ordine: il pagamento è andato al creatore. Motivo: ${reason}`,
  reportResolved: 'Grazie per la segnalazione: l’abbiamo esaminata e siamo intervenuti.',
  reportDismissed: 'Grazie per la segnalazione: l’abbiamo esaminata e non abbiamo trovato violazioni delle nostre regole.',
};

const tr: NoticeTexts = {
  subject: 'hesabınla ilgili bir karar',
  verificationApproved: 'Profilin doğrulandı. Artık karakter yayınlayabilir ve sipariş alabilirsin.',
  verificationRejected: ({ reason }) => `Profil doğrulaman kabul edilmedi. Neden: ${reason}. Yeni bir fotoğraf veya video gönderebilirsin.`,
  characterApproved: ({ name }) => `“${name}” incelemeden geçti ve artık herkese açık.`,
  characterRejected: ({ name, reason }) => `“${name}” yayınlanmadı. Neden: ${reason}. Bu karara uygulamadan itiraz edebilirsin.`,
  characterTakenDown: ({ name, reason }) =>
    `“${name}” bir şikâyetin ardından yayından kaldırıldı. Neden: ${reason}. Bu karara uygulamadan itiraz edebilirsin.`,
  characterEditApproved: ({ name }) => `“${name}” üzerindeki değişikliklerin incelemeden geçti ve artık herkese açık.`,
  characterEditRejected: ({ name, reason }) =>
    `“${name}” üzerindeki değişikliklerin kabul edilmedi. Neden: ${reason}. Eski hâliyle kalıyor.`,
  appealAccepted: 'İtirazın kabul edildi ve karar geri alındı.',
  appealRejected: ({ reason }) => `İtirazın incelendi ve karar geçerliliğini koruyor. Neden: ${reason}`,
  orderRefunded: ({ reason }) => `Müşteri hizmetleri bir siparişi sonuçlandırdı: alıcıya tam iade yapıldı. Neden: ${reason}`,
  orderReleased: ({ reason }) => `Müşteri hizmetleri bir siparişi sonuçlandırdı: ödeme içerik üreticisine aktarıldı. Neden: ${reason}`,
  reportResolved: 'Bildirimin için teşekkürler: inceledik ve gereğini yaptık.',
  reportDismissed: 'Bildirimin için teşekkürler: inceledik ve kurallarımıza aykırı bir şey bulmadık.',
};

const ar: NoticeTexts = {
  subject: 'قرار بشأن حسابك',
  verificationApproved: 'تم توثيق ملفك الشخصي. يمكنك الآن نشر الشخصيات وقبول الطلبات.',
  verificationRejected: ({ reason }) => `لم يُقبل توثيق ملفك الشخصي. السبب: ${reason}. يمكنك إرسال صورة أو فيديو جديد.`,
  characterApproved: ({ name }) => `اجتازت «${name}» المراجعة وأصبحت منشورة للجميع.`,
  characterRejected: ({ name, reason }) => `لم تُنشر «${name}». السبب: ${reason}. يمكنك الطعن في هذا القرار من التطبيق.`,
  characterTakenDown: ({ name, reason }) => `أُزيلت «${name}» بعد بلاغ. السبب: ${reason}. يمكنك الطعن في هذا القرار من التطبيق.`,
  characterEditApproved: ({ name }) => `اجتازت تعديلاتك على «${name}» المراجعة وأصبحت منشورة الآن.`,
  characterEditRejected: ({ name, reason }) => `لم تُقبل تعديلاتك على «${name}». السبب: ${reason}. تبقى كما كانت.`,
  appealAccepted: 'قُبل طعنك وأُلغي القرار.',
  appealRejected: ({ reason }) => `راجعنا طعنك وبقي القرار كما هو. السبب: ${reason}`,
  orderRefunded: ({ reason }) => `سوّت خدمة العملاء طلب خدمة: استرد المشتري المبلغ كاملًا. السبب: ${reason}`,
  orderReleased: ({ reason }) => `سوّت خدمة العملاء طلب خدمة: صُرف المبلغ لصاحب الشخصية. السبب: ${reason}`,
  reportResolved: 'شكرًا على بلاغك: راجعناه واتخذنا الإجراء اللازم.',
  reportDismissed: 'شكرًا على بلاغك: راجعناه ولم نجد ما يخالف قواعدنا.',
};

const ja: NoticeTexts = {
  subject: 'アカウントに関する決定',
  verificationApproved: 'プロフィールが認証されました。キャラクターの公開と依頼の受付ができるようになりました。',
  verificationRejected: ({ reason }) => `プロフィール認証は承認されませんでした。理由：${reason}。新しい写真または動画を送信できます。`,
  characterApproved: ({ name }) => `「${name}」は審査を通過し、公開されました。`,
  characterRejected: ({ name, reason }) =>
    `「${name}」は公開されませんでした。理由：${reason}。アプリからこの決定に異議を申し立てられます。`,
  characterTakenDown: ({ name, reason }) =>
    `「${name}」は通報を受けて公開停止になりました。理由：${reason}。アプリからこの決定に異議を申し立てられます。`,
  characterEditApproved: ({ name }) => `「${name}」の変更は審査を通過し、公開されました。`,
  characterEditRejected: ({ name, reason }) => `「${name}」の変更は承認されませんでした。理由：${reason}。変更前のまま公開されています。`,
  appealAccepted: '異議申し立てが認められ、決定は取り消されました。',
  appealRejected: ({ reason }) => `異議申し立てを審査しましたが、決定は変わりません。理由：${reason}`,
  orderRefunded: ({ reason }) => `カスタマーサービスが依頼を解決しました：購入者に全額返金されました。理由：${reason}`,
  orderReleased: ({ reason }) => `カスタマーサービスが依頼を解決しました：代金はクリエイターに支払われました。理由：${reason}`,
  reportResolved: 'ご報告ありがとうございます。内容を確認し、対応しました。',
  reportDismissed: 'ご報告ありがとうございます。内容を確認しましたが、ルール違反は見つかりませんでした。',
};

const ko: NoticeTexts = {
  subject: '계정에 관한 결정',
  verificationApproved: '프로필 인증이 완료되었어요. 이제 캐릭터를 공개하고 주문을 받을 수 있어요.',
  verificationRejected: ({ reason }) => `프로필 인증이 승인되지 않았어요. 사유: ${reason}. 새 사진이나 영상을 보낼 수 있어요.`,
  characterApproved: ({ name }) => `‘${name}’이(가) 검토를 통과해 이제 공개되었어요.`,
  characterRejected: ({ name, reason }) => `‘${name}’이(가) 공개되지 않았어요. 사유: ${reason}. 앱에서 이 결정에 이의를 제기할 수 있어요.`,
  characterTakenDown: ({ name, reason }) =>
    `‘${name}’이(가) 신고로 인해 내려갔어요. 사유: ${reason}. 앱에서 이 결정에 이의를 제기할 수 있어요.`,
  characterEditApproved: ({ name }) => `‘${name}’의 변경 사항이 검토를 통과해 공개되었어요.`,
  characterEditRejected: ({ name, reason }) => `‘${name}’의 변경 사항이 승인되지 않았어요. 사유: ${reason}. 이전 모습 그대로 유지돼요.`,
  appealAccepted: '이의 제기가 받아들여져 결정이 취소되었어요.',
  appealRejected: ({ reason }) => `이의 제기를 검토했지만 결정은 유지돼요. 사유: ${reason}`,
  orderRefunded: ({ reason }) => `고객센터가 주문을 정리했어요: 구매자에게 전액 환불되었어요. 사유: ${reason}`,
  orderReleased: ({ reason }) => `고객센터가 주문을 정리했어요: 대금이 크리에이터에게 지급되었어요. 사유: ${reason}`,
  reportResolved: '신고해 줘서 고마워요. 검토 후 조치했어요.',
  reportDismissed: '신고해 줘서 고마워요. 검토했지만 규칙 위반은 찾지 못했어요.',
};

const id: NoticeTexts = {
  subject: 'keputusan tentang akunmu',
  verificationApproved: 'Profilmu sudah terverifikasi. Sekarang kamu bisa menerbitkan karakter dan menerima pesanan.',
  verificationRejected: ({ reason }) => `Verifikasi profilmu tidak diterima. Alasan: ${reason}. Kamu bisa mengirim foto atau video baru.`,
  characterApproved: ({ name }) => `“${name}” lolos peninjauan dan sekarang sudah publik.`,
  characterRejected: ({ name, reason }) =>
    `“${name}” tidak diterbitkan. Alasan: ${reason}. Kamu bisa mengajukan banding atas keputusan ini di aplikasi.`,
  characterTakenDown: ({ name, reason }) =>
    `“${name}” diturunkan setelah ada laporan. Alasan: ${reason}. Kamu bisa mengajukan banding atas keputusan ini di aplikasi.`,
  characterEditApproved: ({ name }) => `Perubahanmu pada “${name}” lolos peninjauan dan kini publik.`,
  characterEditRejected: ({ name, reason }) =>
    `Perubahanmu pada “${name}” tidak diterima. Alasan: ${reason}. Dia tetap seperti sebelumnya.`,
  appealAccepted: 'Bandingmu diterima dan keputusannya dibatalkan.',
  appealRejected: ({ reason }) => `Bandingmu sudah ditinjau dan keputusannya tetap berlaku. Alasan: ${reason}`,
  orderRefunded: ({ reason }) => `Layanan pelanggan menyelesaikan sebuah pesanan: pembeli mendapat pengembalian penuh. Alasan: ${reason}`,
  orderReleased: ({ reason }) => `Layanan pelanggan menyelesaikan sebuah pesanan: pembayaran diteruskan ke kreator. Alasan: ${reason}`,
  reportResolved: 'Terima kasih atas laporanmu: kami sudah meninjaunya dan mengambil tindakan.',
  reportDismissed: 'Terima kasih atas laporanmu: kami sudah meninjaunya dan tidak menemukan pelanggaran aturan.',
};

const ms: NoticeTexts = {
  subject: 'keputusan tentang akaun anda',
  verificationApproved: 'Profil anda telah disahkan. Kini anda boleh menerbitkan watak dan menerima tempahan.',
  verificationRejected: ({ reason }) =>
    `Pengesahan profil anda tidak diterima. Sebab: ${reason}. Anda boleh menghantar foto atau video baharu.`,
  characterApproved: ({ name }) => `“${name}” telah lulus semakan dan kini umum.`,
  characterRejected: ({ name, reason }) => `“${name}” tidak diterbitkan. Sebab: ${reason}. Anda boleh merayu keputusan ini dalam aplikasi.`,
  characterTakenDown: ({ name, reason }) =>
    `“${name}” telah diturunkan selepas satu laporan. Sebab: ${reason}. Anda boleh merayu keputusan ini dalam aplikasi.`,
  characterEditApproved: ({ name }) => `Perubahan anda pada “${name}” lulus semakan dan kini awam.`,
  characterEditRejected: ({ name, reason }) =>
    `Perubahan anda pada “${name}” tidak diterima. Sebab: ${reason}. Dia kekal seperti sebelumnya.`,
  appealAccepted: 'Rayuan anda diterima dan keputusan itu telah dibatalkan.',
  appealRejected: ({ reason }) => `Rayuan anda telah disemak dan keputusan itu kekal. Sebab: ${reason}`,
  orderRefunded: ({ reason }) =>
    `Khidmat pelanggan telah menyelesaikan satu tempahan: pembeli menerima bayaran balik penuh. Sebab: ${reason}`,
  orderReleased: ({ reason }) =>
    `Khidmat pelanggan telah menyelesaikan satu tempahan: bayaran diserahkan kepada pencipta. Sebab: ${reason}`,
  reportResolved: 'Terima kasih atas laporan anda: kami telah menyemaknya dan mengambil tindakan.',
  reportDismissed: 'Terima kasih atas laporan anda: kami telah menyemaknya dan tidak menemui pelanggaran peraturan.',
};

const vi: NoticeTexts = {
  subject: 'quyết định về tài khoản của bạn',
  verificationApproved: 'Hồ sơ của bạn đã được xác minh. Giờ bạn có thể đăng nhân vật và nhận đơn đặt hàng.',
  verificationRejected: ({ reason }) =>
    `Yêu cầu xác minh hồ sơ của bạn không được chấp nhận. Lý do: ${reason}. Bạn có thể gửi ảnh hoặc video mới.`,
  characterApproved: ({ name }) => `“${name}” đã qua kiểm duyệt và giờ đã công khai.`,
  characterRejected: ({ name, reason }) =>
    `“${name}” chưa được đăng. Lý do: ${reason}. Bạn có thể kháng nghị quyết định này trong ứng dụng.`,
  characterTakenDown: ({ name, reason }) =>
    `“${name}” đã bị gỡ xuống sau một báo cáo. Lý do: ${reason}. Bạn có thể khiếu nại quyết định này trong ứng dụng.`,
  characterEditApproved: ({ name }) => `Các thay đổi của bạn với “${name}” đã được duyệt và hiện đã công khai.`,
  characterEditRejected: ({ name, reason }) =>
    `Các thay đổi của bạn với “${name}” không được chấp nhận. Lý do: ${reason}. Cô ấy vẫn giữ nguyên như trước.`,
  appealAccepted: 'Kháng nghị của bạn đã được chấp nhận và quyết định đã được hủy.',
  appealRejected: ({ reason }) => `Kháng nghị của bạn đã được xem xét và quyết định vẫn giữ nguyên. Lý do: ${reason}`,
  orderRefunded: ({ reason }) => `Bộ phận chăm sóc khách hàng đã xử lý một đơn hàng: người mua được hoàn tiền toàn bộ. Lý do: ${reason}`,
  orderReleased: ({ reason }) =>
    `Bộ phận chăm sóc khách hàng đã xử lý một đơn hàng: khoản thanh toán đã chuyển cho người tạo. Lý do: ${reason}`,
  reportResolved: 'Cảm ơn bạn đã báo cáo: chúng tôi đã xem xét và xử lý.',
  reportDismissed: 'Cảm ơn bạn đã báo cáo: chúng tôi đã xem xét và không thấy vi phạm quy định nào.',
};

const my: NoticeTexts = {
  subject: 'သင့်အကောင့်နှင့် ပတ်သက်သော ဆုံးဖြတ်ချက်',
  verificationApproved: 'သင့်ပရိုဖိုင်ကို အတည်ပြုပြီးပါပြီ။ ယခု ဇာတ်ကောင်များ ထုတ်ဝေနိုင်ပြီး အော်ဒါများ လက်ခံနိုင်ပါပြီ။',
  verificationRejected: ({ reason }) => `သင့်ပရိုဖိုင် အတည်ပြုချက်ကို လက်မခံပါ။ အကြောင်းရင်း: ${reason}။ ဓာတ်ပုံ သို့မဟုတ် ဗီဒီယို အသစ် ပို့နိုင်ပါသည်။`,
  characterApproved: ({ name }) => `“${name}” သည် စစ်ဆေးမှုကို အောင်မြင်ပြီး ယခု အများပြည်သူ မြင်နိုင်ပါပြီ။`,
  characterRejected: ({ name, reason }) => `“${name}” ကို မထုတ်ဝေပါ။ အကြောင်းရင်း: ${reason}။ ဤဆုံးဖြတ်ချက်ကို အက်ပ်ထဲတွင် အယူခံဝင်နိုင်ပါသည်။`,
  characterTakenDown: ({ name, reason }) =>
    `တိုင်ကြားချက်တစ်ခုကြောင့် “${name}” ကို ဖယ်ရှားလိုက်ပါပြီ။ အကြောင်းရင်း: ${reason}။ ဤဆုံးဖြတ်ချက်ကို အက်ပ်တွင် အယူခံဝင်နိုင်ပါသည်။`,
  characterEditApproved: ({ name }) => `“${name}” အတွက် သင့်ပြင်ဆင်မှုများ စစ်ဆေးမှုအောင်ပြီး ယခု အများမြင်ရပါပြီ။`,
  characterEditRejected: ({ name, reason }) => `“${name}” အတွက် သင့်ပြင်ဆင်မှုများကို လက်မခံပါ။ အကြောင်းရင်း: ${reason}။ သူမသည် ယခင်အတိုင်း ရှိနေပါမည်။`,
  appealAccepted: 'သင့်အယူခံကို လက်ခံပြီး ဆုံးဖြတ်ချက်ကို ပြန်လည်ရုပ်သိမ်းလိုက်ပါပြီ။',
  appealRejected: ({ reason }) => `သင့်အယူခံကို စစ်ဆေးပြီးပါပြီ၊ ဆုံးဖြတ်ချက် မပြောင်းလဲပါ။ အကြောင်းရင်း: ${reason}`,
  orderRefunded: ({ reason }) => `ဖောက်သည်ဝန်ဆောင်မှုက အော်ဒါတစ်ခုကို ဖြေရှင်းပြီးပါပြီ- ဝယ်သူထံ အပြည့်အဝ ငွေပြန်အမ်းပြီးပါပြီ။ အကြောင်းရင်း: ${reason}`,
  orderReleased: ({ reason }) => `ဖောက်သည်ဝန်ဆောင်မှုက အော်ဒါတစ်ခုကို ဖြေရှင်းပြီးပါပြီ- ငွေပေးချေမှုကို ဖန်တီးသူထံ လွှဲပေးပြီးပါပြီ။ အကြောင်းရင်း: ${reason}`,
  reportResolved: 'သင့်တိုင်ကြားချက်အတွက် ကျေးဇူးတင်ပါသည်- ကျွန်ုပ်တို့ စစ်ဆေးပြီး အရေးယူပြီးပါပြီ။',
  reportDismissed: 'သင့်တိုင်ကြားချက်အတွက် ကျေးဇူးတင်ပါသည်- ကျွန်ုပ်တို့ စစ်ဆေးပြီးပါပြီ၊ စည်းမျဉ်းချိုးဖောက်မှု မတွေ့ရှိပါ။',
};

const hi: NoticeTexts = {
  subject: 'आपके खाते के बारे में एक निर्णय',
  verificationApproved: 'आपकी प्रोफ़ाइल सत्यापित हो गई है। अब आप कैरेक्टर प्रकाशित कर सकते हैं और ऑर्डर ले सकते हैं।',
  verificationRejected: ({ reason }) => `आपकी प्रोफ़ाइल का सत्यापन स्वीकार नहीं हुआ। कारण: ${reason}। आप नई फ़ोटो या वीडियो भेज सकते हैं।`,
  characterApproved: ({ name }) => `“${name}” समीक्षा में पास हो गई है और अब सार्वजनिक है।`,
  characterRejected: ({ name, reason }) => `“${name}” प्रकाशित नहीं हुई। कारण: ${reason}। आप ऐप में इस निर्णय के विरुद्ध अपील कर सकते हैं।`,
  characterTakenDown: ({ name, reason }) =>
    `एक रिपोर्ट के बाद “${name}” को हटा दिया गया। कारण: ${reason}। आप ऐप में इस निर्णय के विरुद्ध अपील कर सकते हैं।`,
  characterEditApproved: ({ name }) => `“${name}” में आपके बदलाव समीक्षा में पास हो गए हैं और अब सार्वजनिक हैं।`,
  characterEditRejected: ({ name, reason }) => `“${name}” में आपके बदलाव स्वीकार नहीं किए गए। कारण: ${reason}। वह पहले जैसी ही रहेगी।`,
  appealAccepted: 'आपकी अपील स्वीकार कर ली गई है और निर्णय वापस ले लिया गया है।',
  appealRejected: ({ reason }) => `आपकी अपील की समीक्षा हो गई है और निर्णय कायम है। कारण: ${reason}`,
  orderRefunded: ({ reason }) => `ग्राहक सेवा ने एक ऑर्डर का निपटारा किया: खरीदार को पूरा रिफ़ंड मिल गया है। कारण: ${reason}`,
  orderReleased: ({ reason }) => `ग्राहक सेवा ने एक ऑर्डर का निपटारा किया: भुगतान निर्माता को दे दिया गया है। कारण: ${reason}`,
  reportResolved: 'रिपोर्ट करने के लिए धन्यवाद: हमने इसकी समीक्षा की और कार्रवाई की।',
  reportDismissed: 'रिपोर्ट करने के लिए धन्यवाद: हमने इसकी समीक्षा की और हमारे नियमों के विरुद्ध कुछ नहीं पाया।',
};

const ta: NoticeTexts = {
  subject: 'உங்கள் கணக்கு குறித்த ஒரு முடிவு',
  verificationApproved: 'உங்கள் சுயவிவரம் சரிபார்க்கப்பட்டது. இனி நீங்கள் கேரக்டர்களை வெளியிடலாம், ஆர்டர்களை ஏற்கலாம்.',
  verificationRejected: ({ reason }) => `உங்கள் சுயவிவரச் சரிபார்ப்பு ஏற்கப்படவில்லை. காரணம்: ${reason}. நீங்கள் புதிய போட்டோ அல்லது வீடியோவை அனுப்பலாம்.`,
  characterApproved: ({ name }) => `“${name}” மதிப்பாய்வில் தேர்ச்சி பெற்று இப்போது பொதுவில் உள்ளது.`,
  characterRejected: ({ name, reason }) => `“${name}” வெளியிடப்படவில்லை. காரணம்: ${reason}. இந்த முடிவை எதிர்த்து நீங்கள் ஆப்பில் மேல்முறையீடு செய்யலாம்.`,
  characterTakenDown: ({ name, reason }) =>
    `ஒரு புகாருக்குப் பிறகு “${name}” நீக்கப்பட்டது. காரணம்: ${reason}. இந்த முடிவை எதிர்த்து ஆப்பில் மேல்முறையீடு செய்யலாம்.`,
  characterEditApproved: ({ name }) => `“${name}” இல் நீங்கள் செய்த மாற்றங்கள் மதிப்பாய்வில் ஏற்கப்பட்டு இப்போது பொதுவில் உள்ளன.`,
  characterEditRejected: ({ name, reason }) =>
    `“${name}” இல் நீங்கள் செய்த மாற்றங்கள் ஏற்கப்படவில்லை. காரணம்: ${reason}. அவள் முன்பு இருந்தபடியே இருப்பாள்.`,
  appealAccepted: 'உங்கள் மேல்முறையீடு ஏற்கப்பட்டு, முடிவு திரும்பப் பெறப்பட்டது.',
  appealRejected: ({ reason }) => `உங்கள் மேல்முறையீடு பரிசீலிக்கப்பட்டது; முடிவு மாறவில்லை. காரணம்: ${reason}`,
  orderRefunded: ({ reason }) => `வாடிக்கையாளர் சேவை ஒரு ஆர்டரைத் தீர்த்தது: வாங்குபவருக்கு முழுத் தொகையும் திருப்பி அளிக்கப்பட்டது. காரணம்: ${reason}`,
  orderReleased: ({ reason }) => `வாடிக்கையாளர் சேவை ஒரு ஆர்டரைத் தீர்த்தது: கட்டணம் படைப்பாளருக்கு வழங்கப்பட்டது. காரணம்: ${reason}`,
  reportResolved: 'உங்கள் புகாருக்கு நன்றி: நாங்கள் அதைப் பரிசீலித்து நடவடிக்கை எடுத்தோம்.',
  reportDismissed: 'உங்கள் புகாருக்கு நன்றி: நாங்கள் அதைப் பரிசீலித்தோம்; எங்கள் விதிகளுக்கு எதிராக எதுவும் இல்லை.',
};

const bn: NoticeTexts = {
  subject: 'তোমার অ্যাকাউন্ট নিয়ে একটি সিদ্ধান্ত',
  verificationApproved: 'তোমার প্রোফাইল যাচাই হয়েছে। এখন তুমি চরিত্র প্রকাশ করতে আর অর্ডার নিতে পারো।',
  verificationRejected: ({ reason }) => `তোমার প্রোফাইল যাচাই গৃহীত হয়নি। কারণ: ${reason}। তুমি নতুন ছবি বা ভিডিও পাঠাতে পারো।`,
  characterApproved: ({ name }) => `“${name}” পর্যালোচনায় উত্তীর্ণ হয়েছে এবং এখন সবার জন্য প্রকাশিত।`,
  characterRejected: ({ name, reason }) => `“${name}” প্রকাশিত হয়নি। কারণ: ${reason}। তুমি অ্যাপে এই সিদ্ধান্তের বিরুদ্ধে আপিল করতে পারো।`,
  characterTakenDown: ({ name, reason }) =>
    `একটি রিপোর্টের পর “${name}” সরিয়ে নেওয়া হয়েছে। কারণ: ${reason}। তুমি অ্যাপে এই সিদ্ধান্তের বিরুদ্ধে আপিল করতে পারো।`,
  characterEditApproved: ({ name }) => `“${name}”-এ তোমার পরিবর্তনগুলো পর্যালোচনায় উত্তীর্ণ হয়েছে এবং এখন সবার জন্য প্রকাশিত।`,
  characterEditRejected: ({ name, reason }) => `“${name}”-এ তোমার পরিবর্তনগুলো গৃহীত হয়নি। কারণ: ${reason}। সে আগের মতোই থাকবে।`,
  appealAccepted: 'তোমার আপিল গৃহীত হয়েছে এবং সিদ্ধান্তটি বাতিল করা হয়েছে।',
  appealRejected: ({ reason }) => `তোমার আপিল পর্যালোচনা করা হয়েছে, সিদ্ধান্ত বহাল আছে। কারণ: ${reason}`,
  orderRefunded: ({ reason }) => `গ্রাহকসেবা একটি অর্ডারের নিষ্পত্তি করেছে: ক্রেতাকে পুরো টাকা ফেরত দেওয়া হয়েছে। কারণ: ${reason}`,
  orderReleased: ({ reason }) => `গ্রাহকসেবা একটি অর্ডারের নিষ্পত্তি করেছে: পেমেন্ট নির্মাতাকে দেওয়া হয়েছে। কারণ: ${reason}`,
  reportResolved: 'রিপোর্ট করার জন্য ধন্যবাদ: আমরা পর্যালোচনা করে ব্যবস্থা নিয়েছি।',
  reportDismissed: 'রিপোর্ট করার জন্য ধন্যবাদ: আমরা পর্যালোচনা করেছি, আমাদের নিয়মের বিরুদ্ধে কিছু পাইনি।',
};

const pl: NoticeTexts = {
  subject: 'decyzja dotycząca twojego konta',
  verificationApproved: 'Twój profil jest zweryfikowany. Możesz teraz publikować postacie i przyjmować zamówienia.',
  verificationRejected: ({ reason }) =>
    `Weryfikacja twojego profilu nie została przyjęta. Powód: ${reason}. Możesz wysłać nowe zdjęcie lub wideo.`,
  characterApproved: ({ name }) => `„${name}” przeszła weryfikację i jest teraz publiczna.`,
  characterRejected: ({ name, reason }) =>
    `„${name}” nie została opublikowana. Powód: ${reason}. Możesz odwołać się od tej decyzji w aplikacji.`,
  characterTakenDown: ({ name, reason }) =>
    `„${name}” została wycofana po zgłoszeniu. Powód: ${reason}. Możesz odwołać się od tej decyzji w aplikacji.`,
  characterEditApproved: ({ name }) => `Twoje zmiany w „${name}” przeszły weryfikację i są już publiczne.`,
  characterEditRejected: ({ name, reason }) =>
    `Twoje zmiany w „${name}” nie zostały przyjęte. Powód: ${reason}. Pozostaje taka, jaka była.`,
  appealAccepted: 'Twoje odwołanie zostało przyjęte, a decyzja cofnięta.',
  appealRejected: ({ reason }) => `Twoje odwołanie zostało rozpatrzone, decyzja pozostaje w mocy. Powód: ${reason}`,
  orderRefunded: ({ reason }) => `Obsługa klienta rozstrzygnęła zamówienie: kupujący otrzymał pełny zwrot. Powód: ${reason}`,
  orderReleased: ({ reason }) => `Obsługa klienta rozstrzygnęła zamówienie: płatność przekazano twórcy. Powód: ${reason}`,
  reportResolved: 'Dziękujemy za zgłoszenie: sprawdziliśmy je i podjęliśmy działania.',
  reportDismissed: 'Dziękujemy za zgłoszenie: sprawdziliśmy je i nie znaleźliśmy naruszenia zasad.',
};

const kk: NoticeTexts = {
  subject: 'аккаунтыңа қатысты шешім',
  verificationApproved: 'Профилің расталды. Енді кейіпкерлерді жариялап, тапсырыс қабылдай аласың.',
  verificationRejected: ({ reason }) => `Профильді растау қабылданбады. Себебі: ${reason}. Жаңа фото не видео жібере аласың.`,
  characterApproved: ({ name }) => `«${name}» тексеруден өтті, енді ол жарияланды.`,
  characterRejected: ({ name, reason }) => `«${name}» жарияланбады. Себебі: ${reason}. Бұл шешімге қолданбада шағымдана аласың.`,
  characterTakenDown: ({ name, reason }) =>
    `«${name}» шағымнан кейін жарияланымнан алынды. Себебі: ${reason}. Бұл шешімге қолданбада шағымдана аласың.`,
  characterEditApproved: ({ name }) => `«${name}» кейіпкеріне енгізген өзгерістерің тексеруден өтіп, енді жарияланды.`,
  characterEditRejected: ({ name, reason }) =>
    `«${name}» кейіпкеріне енгізген өзгерістерің қабылданбады. Себебі: ${reason}. Ол бұрынғыдай қалады.`,
  appealAccepted: 'Шағымың қабылданды, шешім күшін жойды.',
  appealRejected: ({ reason }) => `Шағымың қаралды, шешім өзгеріссіз қалды. Себебі: ${reason}`,
  orderRefunded: ({ reason }) => `Қолдау қызметі тапсырысты шешті: сатып алушыға ақшасы толық қайтарылды. Себебі: ${reason}`,
  orderReleased: ({ reason }) => `Қолдау қызметі тапсырысты шешті: төлем авторға берілді. Себебі: ${reason}`,
  reportResolved: 'Шағымың үшін рақмет: біз оны қарап, шара қолдандық.',
  reportDismissed: 'Шағымың үшін рақмет: біз оны қарадық, ережені бұзу табылмады.',
};

export const noticeTexts = {
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
} satisfies Record<string, NoticeTexts>;

export type NoticeLocale = keyof typeof noticeTexts;
