import type { BotLocale } from './index.js';

/**
 * The bot's texts for Stars subscriptions, paid media, refunds, /privacy and the shared invite,
 * one table per language (kept apart from messages.ts so the chat's texts and these grow separately).
 */
export interface StarsTexts {
  cmdPrivacy: string;
  subscribeOffer: (p: { stars: number }) => string;
  subscribeButton: (p: { stars: number }) => string;
  subscriptionLive: string;
  renewed: (p: { date: string }) => string;
  paidMediaCaption: (p: { stars: number }) => string;
  paidMediaUnlocked: string;
  paidMediaRefunded: (p: { stars: number }) => string;
  refundNone: string;
  refundHow: (p: { days: number }) => string;
  refundButton: (p: { title: string; stars: number }) => string;
  refundDone: (p: { stars: number }) => string;
  refundReview: (p: { email: string }) => string;
  refundAlready: string;
  privacy: (p: { brand: string; url: string }) => string;
  privacyButton: string;
  inviteTitle: (p: { brand: string }) => string;
  inviteText: (p: { brand: string }) => string;
  inviteButton: (p: { brand: string }) => string;
}

const refundButton = ({ title, stars }: { title: string; stars: number }) => `↩️ ${title} · ${stars} ⭐`;

const en: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `Premium renews every 30 days for ${stars} ⭐ until you cancel (Settings → Subscription in the app). Tap to subscribe:`,
  subscribeButton: ({ stars }) => `⭐ Subscribe · ${stars} ⭐ / 30 days`,
  subscriptionLive: 'You already have a Premium subscription that renews every 30 days. Manage it in Settings → Subscription in the app.',
  cmdPrivacy: 'Privacy policy',
  renewed: ({ date }) => `Thank you! 💕 Your Premium subscription has renewed. Premium is active until ${date}.`,
  paidMediaCaption: ({ stars }) => `Unlock this photo for ${stars} ⭐ right here.`,
  paidMediaUnlocked: 'Unlocked! 😘 The photo is clear in the app too.',
  paidMediaRefunded: ({ stars }) => `You had already unlocked this photo, so your ${stars} ⭐ are on their way back to you.`,
  refundNone: 'You have no Stars payments to refund.',
  refundHow: ({ days }) =>
    `To ask for a refund, tap the payment below. A payment from the last ${days} days whose coins you have not spent is refunded at once, and what it gave you is taken back. Anything else goes to our team.`,
  refundButton,
  refundDone: ({ stars }) => `Refunded: ${stars} ⭐ are on their way back to you. What this payment gave you has been taken back.`,
  refundReview: ({ email }) =>
    `This payment cannot be refunded automatically. We have passed your request to our team; you can also write to ${email}.`,
  refundAlready: 'This payment has already been refunded.',
  privacy: ({ brand, url }) => `How ${brand} handles your data is explained in our privacy policy: ${url}`,
  privacyButton: 'Privacy policy',
  inviteTitle: ({ brand }) => `Invite to ${brand}`,
  inviteText: ({ brand }) => `Come chat with me on ${brand}: an AI companion who remembers you 💕`,
  inviteButton: ({ brand }) => `Open ${brand}`,
};

const ru: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `Premium продлевается каждые 30 дней за ${stars} ⭐, пока ты не отменишь (Настройки → Подписка в приложении). Нажми, чтобы оформить:`,
  subscribeButton: ({ stars }) => `⭐ Подписаться · ${stars} ⭐ / 30 дней`,
  subscriptionLive:
    'У тебя уже есть подписка Premium, которая продлевается каждые 30 дней. Управлять ею можно в приложении: Настройки → Подписка.',
  cmdPrivacy: 'Политика конфиденциальности',
  renewed: ({ date }) => `Спасибо! 💕 Подписка Premium продлена. Premium активен до ${date}.`,
  paidMediaCaption: ({ stars }) => `Открой это фото за ${stars} ⭐ прямо здесь.`,
  paidMediaUnlocked: 'Открыто! 😘 В приложении фото тоже уже открыто.',
  paidMediaRefunded: ({ stars }) => `Это фото у тебя уже было открыто, поэтому твои ${stars} ⭐ возвращаются к тебе.`,
  refundNone: 'У тебя нет платежей в звёздах, которые можно вернуть.',
  refundHow: ({ days }) =>
    `Чтобы запросить возврат, нажми на платёж ниже. Платёж за последние ${days} дн., монеты которого ты не потратил(а), возвращается сразу, а то, что он дал, списывается. Остальное рассматривает наша команда.`,
  refundButton,
  refundDone: ({ stars }) => `Возврат оформлен: ${stars} ⭐ возвращаются к тебе. То, что дал этот платёж, списано.`,
  refundReview: ({ email }) =>
    `Этот платёж нельзя вернуть автоматически. Мы передали запрос нашей команде; можно также написать на ${email}.`,
  refundAlready: 'Этот платёж уже возвращён.',
  privacy: ({ brand, url }) => `Как ${brand} обращается с твоими данными, описано в политике конфиденциальности: ${url}`,
  privacyButton: 'Политика конфиденциальности',
  inviteTitle: ({ brand }) => `Приглашение в ${brand}`,
  inviteText: ({ brand }) => `Пообщайся со мной в ${brand}: ИИ-компаньон, который тебя помнит 💕`,
  inviteButton: ({ brand }) => `Открыть ${brand}`,
};

const uk: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `Premium подовжується кожні 30 днів за ${stars} ⭐, доки ти не скасуєш (Налаштування → Підписка в застосунку). Натисни, щоб оформити:`,
  subscribeButton: ({ stars }) => `⭐ Підписатися · ${stars} ⭐ / 30 днів`,
  subscriptionLive:
    'У тебе вже є підписка Premium, що подовжується кожні 30 днів. Керувати нею можна в застосунку: Налаштування → Підписка.',
  cmdPrivacy: 'Політика конфіденційності',
  renewed: ({ date }) => `Дякуємо! 💕 Підписку Premium подовжено. Premium активний до ${date}.`,
  paidMediaCaption: ({ stars }) => `Відкрий це фото за ${stars} ⭐ просто тут.`,
  paidMediaUnlocked: 'Відкрито! 😘 У застосунку фото теж відкрите.',
  paidMediaRefunded: ({ stars }) => `Це фото в тебе вже було відкрите, тож твої ${stars} ⭐ повертаються до тебе.`,
  refundNone: 'У тебе немає платежів у зірках, які можна повернути.',
  refundHow: ({ days }) =>
    `Щоб попросити повернення, натисни на платіж нижче. Платіж за останні ${days} дн., монети якого ти не витратив(-ла), повертається одразу, а те, що він дав, списується. Решту розглядає наша команда.`,
  refundButton,
  refundDone: ({ stars }) => `Повернення оформлено: ${stars} ⭐ повертаються до тебе. Те, що дав цей платіж, списано.`,
  refundReview: ({ email }) =>
    `Цей платіж не можна повернути автоматично. Ми передали запит нашій команді; можна також написати на ${email}.`,
  refundAlready: 'Цей платіж уже повернуто.',
  privacy: ({ brand, url }) => `Як ${brand} поводиться з твоїми даними, описано в політиці конфіденційності: ${url}`,
  privacyButton: 'Політика конфіденційності',
  inviteTitle: ({ brand }) => `Запрошення до ${brand}`,
  inviteText: ({ brand }) => `Поспілкуйся зі мною в ${brand}: ШІ-компаньйон, який тебе пам’ятає 💕`,
  inviteButton: ({ brand }) => `Відкрити ${brand}`,
};

const es: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `Premium se renueva cada 30 días por ${stars} ⭐ hasta que canceles (Ajustes → Suscripción en la app). Toca para suscribirte:`,
  subscribeButton: ({ stars }) => `⭐ Suscribirse · ${stars} ⭐ / 30 días`,
  subscriptionLive: 'Ya tienes una suscripción Premium que se renueva cada 30 días. Gestiónala en Ajustes → Suscripción en la app.',
  cmdPrivacy: 'Política de privacidad',
  renewed: ({ date }) => `¡Gracias! 💕 Tu suscripción Premium se ha renovado. Premium está activo hasta el ${date}.`,
  paidMediaCaption: ({ stars }) => `Desbloquea esta foto por ${stars} ⭐ aquí mismo.`,
  paidMediaUnlocked: '¡Desbloqueada! 😘 La foto también se ve nítida en la app.',
  paidMediaRefunded: ({ stars }) => `Ya habías desbloqueado esta foto, así que tus ${stars} ⭐ vuelven a ti.`,
  refundNone: 'No tienes pagos con Stars para reembolsar.',
  refundHow: ({ days }) =>
    `Para pedir un reembolso, toca el pago abajo. Un pago de los últimos ${days} días cuyas monedas no hayas gastado se reembolsa al momento, y se retira lo que te dio. Lo demás lo revisa nuestro equipo.`,
  refundButton,
  refundDone: ({ stars }) => `Reembolsado: ${stars} ⭐ vuelven a ti. Se ha retirado lo que te dio este pago.`,
  refundReview: ({ email }) =>
    `Este pago no se puede reembolsar automáticamente. Hemos pasado tu solicitud a nuestro equipo; también puedes escribir a ${email}.`,
  refundAlready: 'Este pago ya fue reembolsado.',
  privacy: ({ brand, url }) => `Cómo trata ${brand} tus datos se explica en nuestra política de privacidad: ${url}`,
  privacyButton: 'Política de privacidad',
  inviteTitle: ({ brand }) => `Invitación a ${brand}`,
  inviteText: ({ brand }) => `Ven a chatear conmigo en ${brand}: una compañía de IA que te recuerda 💕`,
  inviteButton: ({ brand }) => `Abrir ${brand}`,
};

const pt: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `O Premium renova a cada 30 dias por ${stars} ⭐ até você cancelar (Configurações → Assinatura no app). Toque para assinar:`,
  subscribeButton: ({ stars }) => `⭐ Assinar · ${stars} ⭐ / 30 dias`,
  subscriptionLive: 'Você já tem uma assinatura Premium que renova a cada 30 dias. Gerencie em Configurações → Assinatura no app.',
  cmdPrivacy: 'Política de privacidade',
  renewed: ({ date }) => `Obrigado! 💕 Sua assinatura Premium foi renovada. O Premium está ativo até ${date}.`,
  paidMediaCaption: ({ stars }) => `Desbloqueie esta foto por ${stars} ⭐ aqui mesmo.`,
  paidMediaUnlocked: 'Desbloqueada! 😘 A foto também fica nítida no app.',
  paidMediaRefunded: ({ stars }) => `Você já tinha desbloqueado esta foto, então suas ${stars} ⭐ estão voltando para você.`,
  refundNone: 'Você não tem pagamentos em Stars para reembolsar.',
  refundHow: ({ days }) =>
    `Para pedir um reembolso, toque no pagamento abaixo. Um pagamento dos últimos ${days} dias cujas moedas você não gastou é reembolsado na hora, e o que ele deu é retirado. O resto é analisado pela nossa equipe.`,
  refundButton,
  refundDone: ({ stars }) => `Reembolsado: ${stars} ⭐ estão voltando para você. O que este pagamento deu foi retirado.`,
  refundReview: ({ email }) =>
    `Este pagamento não pode ser reembolsado automaticamente. Passamos seu pedido à nossa equipe; você também pode escrever para ${email}.`,
  refundAlready: 'Este pagamento já foi reembolsado.',
  privacy: ({ brand, url }) => `Como o ${brand} trata seus dados está explicado na nossa política de privacidade: ${url}`,
  privacyButton: 'Política de privacidade',
  inviteTitle: ({ brand }) => `Convite para o ${brand}`,
  inviteText: ({ brand }) => `Vem conversar comigo no ${brand}: uma companhia de IA que se lembra de você 💕`,
  inviteButton: ({ brand }) => `Abrir ${brand}`,
};

const fr: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `Premium se renouvelle tous les 30 jours pour ${stars} ⭐ jusqu’à ce que vous annuliez (Réglages → Abonnement dans l’app). Touchez pour vous abonner :`,
  subscribeButton: ({ stars }) => `⭐ S’abonner · ${stars} ⭐ / 30 jours`,
  subscriptionLive:
    'Vous avez déjà un abonnement Premium qui se renouvelle tous les 30 jours. Gérez-le dans Réglages → Abonnement dans l’app.',
  cmdPrivacy: 'Politique de confidentialité',
  renewed: ({ date }) => `Merci ! 💕 Votre abonnement Premium a été renouvelé. Premium est actif jusqu’au ${date}.`,
  paidMediaCaption: ({ stars }) => `Débloquez cette photo pour ${stars} ⭐ ici même.`,
  paidMediaUnlocked: 'Débloquée ! 😘 La photo est nette dans l’app aussi.',
  paidMediaRefunded: ({ stars }) => `Vous aviez déjà débloqué cette photo : vos ${stars} ⭐ vous sont rendues.`,
  refundNone: 'Vous n’avez aucun paiement en Stars à rembourser.',
  refundHow: ({ days }) =>
    `Pour demander un remboursement, touchez le paiement ci-dessous. Un paiement des ${days} derniers jours dont vous n’avez pas dépensé les pièces est remboursé tout de suite, et ce qu’il vous a donné est repris. Le reste est examiné par notre équipe.`,
  refundButton,
  refundDone: ({ stars }) => `Remboursé : ${stars} ⭐ vous reviennent. Ce que ce paiement vous a donné a été repris.`,
  refundReview: ({ email }) =>
    `Ce paiement ne peut pas être remboursé automatiquement. Nous avons transmis votre demande à notre équipe ; vous pouvez aussi écrire à ${email}.`,
  refundAlready: 'Ce paiement a déjà été remboursé.',
  privacy: ({ brand, url }) => `La façon dont ${brand} traite vos données est expliquée dans notre politique de confidentialité : ${url}`,
  privacyButton: 'Politique de confidentialité',
  inviteTitle: ({ brand }) => `Invitation à ${brand}`,
  inviteText: ({ brand }) => `Viens discuter avec moi sur ${brand} : une compagne IA qui se souvient de toi 💕`,
  inviteButton: ({ brand }) => `Ouvrir ${brand}`,
};

const de: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `Premium verlängert sich alle 30 Tage für ${stars} ⭐, bis du kündigst (Einstellungen → Abo in der App). Tippe zum Abonnieren:`,
  subscribeButton: ({ stars }) => `⭐ Abonnieren · ${stars} ⭐ / 30 Tage`,
  subscriptionLive: 'Du hast bereits ein Premium-Abo, das sich alle 30 Tage verlängert. Verwalte es in der App unter Einstellungen → Abo.',
  cmdPrivacy: 'Datenschutzerklärung',
  renewed: ({ date }) => `Danke! 💕 Dein Premium-Abo wurde verlängert. Premium ist bis zum ${date} aktiv.`,
  paidMediaCaption: ({ stars }) => `Schalte dieses Foto direkt hier für ${stars} ⭐ frei.`,
  paidMediaUnlocked: 'Freigeschaltet! 😘 Das Foto ist auch in der App scharf.',
  paidMediaRefunded: ({ stars }) => `Du hattest dieses Foto schon freigeschaltet, deshalb bekommst du deine ${stars} ⭐ zurück.`,
  refundNone: 'Du hast keine Stars-Zahlungen, die erstattet werden können.',
  refundHow: ({ days }) =>
    `Für eine Erstattung tippe unten auf die Zahlung. Eine Zahlung der letzten ${days} Tage, deren Münzen du nicht ausgegeben hast, wird sofort erstattet, und was sie dir gegeben hat, wird zurückgenommen. Alles andere prüft unser Team.`,
  refundButton,
  refundDone: ({ stars }) => `Erstattet: ${stars} ⭐ gehen an dich zurück. Was diese Zahlung dir gegeben hat, wurde zurückgenommen.`,
  refundReview: ({ email }) =>
    `Diese Zahlung kann nicht automatisch erstattet werden. Wir haben deine Anfrage an unser Team weitergegeben; du kannst auch an ${email} schreiben.`,
  refundAlready: 'Diese Zahlung wurde bereits erstattet.',
  privacy: ({ brand, url }) => `Wie ${brand} mit deinen Daten umgeht, steht in unserer Datenschutzerklärung: ${url}`,
  privacyButton: 'Datenschutzerklärung',
  inviteTitle: ({ brand }) => `Einladung zu ${brand}`,
  inviteText: ({ brand }) => `Chatte mit mir auf ${brand}: eine KI-Begleiterin, die sich an dich erinnert 💕`,
  inviteButton: ({ brand }) => `${brand} öffnen`,
};

const it: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `Premium si rinnova ogni 30 giorni per ${stars} ⭐ finché non annulli (Impostazioni → Abbonamento nell’app). Tocca per abbonarti:`,
  subscribeButton: ({ stars }) => `⭐ Abbonati · ${stars} ⭐ / 30 giorni`,
  subscriptionLive: 'Hai già un abbonamento Premium che si rinnova ogni 30 giorni. Gestiscilo in Impostazioni → Abbonamento nell’app.',
  cmdPrivacy: 'Informativa sulla privacy',
  renewed: ({ date }) => `Grazie! 💕 Il tuo abbonamento Premium è stato rinnovato. Premium è attivo fino al ${date}.`,
  paidMediaCaption: ({ stars }) => `Sblocca questa foto per ${stars} ⭐ proprio qui.`,
  paidMediaUnlocked: 'Sbloccata! 😘 La foto è nitida anche nell’app.',
  paidMediaRefunded: ({ stars }) => `Avevi già sbloccato questa foto, quindi le tue ${stars} ⭐ ti vengono restituite.`,
  refundNone: 'Non hai pagamenti in Stars da rimborsare.',
  refundHow: ({ days }) =>
    `Per chiedere un rimborso, tocca il pagamento qui sotto. Un pagamento degli ultimi ${days} giorni di cui non hai speso le monete viene rimborsato subito, e ciò che ti ha dato viene ripreso. Il resto lo valuta il nostro team.`,
  refundButton,
  refundDone: ({ stars }) => `Rimborsato: ${stars} ⭐ stanno tornando da te. Ciò che ti ha dato questo pagamento è stato ripreso.`,
  refundReview: ({ email }) =>
    `Questo pagamento non può essere rimborsato automaticamente. Abbiamo inoltrato la richiesta al nostro team; puoi anche scrivere a ${email}.`,
  refundAlready: 'Questo pagamento è già stato rimborsato.',
  privacy: ({ brand, url }) => `Come ${brand} tratta i tuoi dati è spiegato nella nostra informativa sulla privacy: ${url}`,
  privacyButton: 'Informativa sulla privacy',
  inviteTitle: ({ brand }) => `Invito a ${brand}`,
  inviteText: ({ brand }) => `Vieni a chattare con me su ${brand}: una compagna IA che si ricorda di te 💕`,
  inviteButton: ({ brand }) => `Apri ${brand}`,
};

const tr: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `Premium, iptal edene kadar her 30 günde ${stars} ⭐ ile yenilenir (uygulamada Ayarlar → Abonelik). Abone olmak için dokun:`,
  subscribeButton: ({ stars }) => `⭐ Abone ol · ${stars} ⭐ / 30 gün`,
  subscriptionLive: 'Her 30 günde yenilenen bir Premium aboneliğin zaten var. Uygulamada Ayarlar → Abonelik bölümünden yönetebilirsin.',
  cmdPrivacy: 'Gizlilik politikası',
  renewed: ({ date }) => `Teşekkürler! 💕 Premium aboneliğin yenilendi. Premium ${date} tarihine kadar aktif.`,
  paidMediaCaption: ({ stars }) => `Bu fotoğrafın kilidini burada ${stars} ⭐ ile aç.`,
  paidMediaUnlocked: 'Kilit açıldı! 😘 Fotoğraf uygulamada da net.',
  paidMediaRefunded: ({ stars }) => `Bu fotoğrafın kilidini zaten açmıştın, bu yüzden ${stars} ⭐ sana iade ediliyor.`,
  refundNone: 'İade edilecek Stars ödemen yok.',
  refundHow: ({ days }) =>
    `İade istemek için aşağıdaki ödemeye dokun. Son ${days} gündeki, jetonlarını harcamadığın bir ödeme hemen iade edilir ve sana verdikleri geri alınır. Diğerlerini ekibimiz inceler.`,
  refundButton,
  refundDone: ({ stars }) => `İade edildi: ${stars} ⭐ sana geri dönüyor. Bu ödemenin verdikleri geri alındı.`,
  refundReview: ({ email }) => `Bu ödeme otomatik olarak iade edilemiyor. Talebini ekibimize ilettik; ${email} adresine de yazabilirsin.`,
  refundAlready: 'Bu ödeme zaten iade edildi.',
  privacy: ({ brand, url }) => `${brand} verilerini nasıl işlediğini gizlilik politikamızda anlatıyor: ${url}`,
  privacyButton: 'Gizlilik politikası',
  inviteTitle: ({ brand }) => `${brand} daveti`,
  inviteText: ({ brand }) => `${brand} üzerinde benimle sohbet et: seni hatırlayan bir yapay zekâ arkadaş 💕`,
  inviteButton: ({ brand }) => `${brand} uygulamasını aç`,
};

const pl: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `Premium odnawia się co 30 dni za ${stars} ⭐, dopóki nie anulujesz (Ustawienia → Subskrypcja w aplikacji). Dotknij, aby subskrybować:`,
  subscribeButton: ({ stars }) => `⭐ Subskrybuj · ${stars} ⭐ / 30 dni`,
  subscriptionLive: 'Masz już subskrypcję Premium, która odnawia się co 30 dni. Zarządzaj nią w aplikacji: Ustawienia → Subskrypcja.',
  cmdPrivacy: 'Polityka prywatności',
  renewed: ({ date }) => `Dziękujemy! 💕 Subskrypcja Premium została odnowiona. Premium jest aktywne do ${date}.`,
  paidMediaCaption: ({ stars }) => `Odblokuj to zdjęcie za ${stars} ⭐ tutaj.`,
  paidMediaUnlocked: 'Odblokowane! 😘 W aplikacji zdjęcie też jest wyraźne.',
  paidMediaRefunded: ({ stars }) => `To zdjęcie było już u ciebie odblokowane, więc twoje ${stars} ⭐ wracają do ciebie.`,
  refundNone: 'Nie masz płatności w Stars do zwrotu.',
  refundHow: ({ days }) =>
    `Aby poprosić o zwrot, dotknij płatności poniżej. Płatność z ostatnich ${days} dni, której monet nie wydano, zwracamy od razu, a to, co dała, jest odbierane. Resztę rozpatruje nasz zespół.`,
  refundButton,
  refundDone: ({ stars }) => `Zwrócono: ${stars} ⭐ wracają do ciebie. To, co dała ta płatność, zostało odebrane.`,
  refundReview: ({ email }) =>
    `Tej płatności nie można zwrócić automatycznie. Przekazaliśmy prośbę naszemu zespołowi; możesz też napisać na ${email}.`,
  refundAlready: 'Ta płatność została już zwrócona.',
  privacy: ({ brand, url }) => `Jak ${brand} przetwarza twoje dane, wyjaśnia nasza polityka prywatności: ${url}`,
  privacyButton: 'Polityka prywatności',
  inviteTitle: ({ brand }) => `Zaproszenie do ${brand}`,
  inviteText: ({ brand }) => `Pogadaj ze mną w ${brand}: towarzyszka AI, która cię pamięta 💕`,
  inviteButton: ({ brand }) => `Otwórz ${brand}`,
};

const kk: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `Premium бас тартқанша әр 30 күн сайын ${stars} ⭐ үшін ұзартылады (қолданбада Баптаулар → Жазылым). Жазылу үшін бас:`,
  subscribeButton: ({ stars }) => `⭐ Жазылу · ${stars} ⭐ / 30 күн`,
  subscriptionLive:
    'Сенде әр 30 күн сайын ұзартылатын Premium жазылымы бар. Оны қолданбадағы Баптаулар → Жазылым бөлімінде басқара аласың.',
  cmdPrivacy: 'Құпиялық саясаты',
  renewed: ({ date }) => `Рахмет! 💕 Premium жазылымың ұзартылды. Premium ${date} дейін белсенді.`,
  paidMediaCaption: ({ stars }) => `Бұл фотоны осы жерде ${stars} ⭐ арқылы аш.`,
  paidMediaUnlocked: 'Ашылды! 😘 Қолданбада да фото анық.',
  paidMediaRefunded: ({ stars }) => `Бұл фото сенде бұрыннан ашық болған, сондықтан ${stars} ⭐ саған қайтарылады.`,
  refundNone: 'Қайтаратын Stars төлемдерің жоқ.',
  refundHow: ({ days }) =>
    `Қайтаруды сұрау үшін төмендегі төлемді бас. Соңғы ${days} күндегі, монеталары жұмсалмаған төлем бірден қайтарылады, ал оның бергені алынады. Қалғанын біздің команда қарайды.`,
  refundButton,
  refundDone: ({ stars }) => `Қайтарылды: ${stars} ⭐ саған қайтып келеді. Бұл төлемнің бергені алынды.`,
  refundReview: ({ email }) =>
    `Бұл төлемді автоматты түрде қайтару мүмкін емес. Сұрауыңды командаға жібердік; ${email} мекенжайына да жаза аласың.`,
  refundAlready: 'Бұл төлем бұрын қайтарылған.',
  privacy: ({ brand, url }) => `${brand} деректеріңді қалай өңдейтіні құпиялық саясатында жазылған: ${url}`,
  privacyButton: 'Құпиялық саясаты',
  inviteTitle: ({ brand }) => `${brand} шақыруы`,
  inviteText: ({ brand }) => `${brand} ішінде менімен сөйлес: сені есте сақтайтын ЖИ серігі 💕`,
  inviteButton: ({ brand }) => `${brand} ашу`,
};

const ar: StarsTexts = {
  subscribeOffer: ({ stars }) => `يتجدد بريميوم كل 30 يومًا مقابل ${stars} ⭐ حتى تلغيه (الإعدادات ← الاشتراك في التطبيق). اضغط للاشتراك:`,
  subscribeButton: ({ stars }) => `⭐ اشترك · ${stars} ⭐ / 30 يومًا`,
  subscriptionLive: 'لديك بالفعل اشتراك بريميوم يتجدد كل 30 يومًا. يمكنك إدارته من الإعدادات ← الاشتراك في التطبيق.',
  cmdPrivacy: 'سياسة الخصوصية',
  renewed: ({ date }) => `شكرًا! 💕 تم تجديد اشتراك بريميوم. ‏بريميوم مفعّل حتى ${date}.`,
  paidMediaCaption: ({ stars }) => `افتح هذه الصورة مقابل ${stars} ⭐ هنا مباشرة.`,
  paidMediaUnlocked: 'تم الفتح! 😘 الصورة واضحة في التطبيق أيضًا.',
  paidMediaRefunded: ({ stars }) => `كنت قد فتحت هذه الصورة من قبل، لذا ستُعاد إليك ${stars} ⭐.`,
  refundNone: 'ليست لديك مدفوعات بالنجوم يمكن استردادها.',
  refundHow: ({ days }) =>
    `لطلب استرداد، اضغط على الدفعة أدناه. الدفعة خلال آخر ${days} أيام التي لم تُنفق عملاتها تُسترد فورًا، ويُسحب ما منحته لك. وما عدا ذلك يراجعه فريقنا.`,
  refundButton,
  refundDone: ({ stars }) => `تم الاسترداد: ${stars} ⭐ في طريقها إليك. وسُحب ما منحته لك هذه الدفعة.`,
  refundReview: ({ email }) => `لا يمكن استرداد هذه الدفعة تلقائيًا. أرسلنا طلبك إلى فريقنا، ويمكنك أيضًا الكتابة إلى ${email}.`,
  refundAlready: 'تم استرداد هذه الدفعة من قبل.',
  privacy: ({ brand, url }) => `توضح سياسة الخصوصية كيف يتعامل ${brand} مع بياناتك: ${url}`,
  privacyButton: 'سياسة الخصوصية',
  inviteTitle: ({ brand }) => `دعوة إلى ${brand}`,
  inviteText: ({ brand }) => `تعال ودردش معي على ${brand}: رفيقة ذكاء اصطناعي تتذكرك 💕`,
  inviteButton: ({ brand }) => `افتح ${brand}`,
};

const zh: StarsTexts = {
  subscribeOffer: ({ stars }) => `高级会员每 30 天续订一次，费用 ${stars} ⭐，直到你取消（在应用的 设置 → 订阅）。点按订阅：`,
  subscribeButton: ({ stars }) => `⭐ 订阅 · ${stars} ⭐ / 30 天`,
  subscriptionLive: '你已经有一个每 30 天续订的高级会员订阅。可在应用的 设置 → 订阅 中管理。',
  cmdPrivacy: '隐私政策',
  renewed: ({ date }) => `谢谢！💕 你的高级会员订阅已续订，高级会员有效期至 ${date}。`,
  paidMediaCaption: ({ stars }) => `在这里用 ${stars} ⭐ 解锁这张照片。`,
  paidMediaUnlocked: '已解锁！😘 应用里的照片也已变清晰。',
  paidMediaRefunded: ({ stars }) => `你之前已经解锁了这张照片，所以你的 ${stars} ⭐ 正在退还给你。`,
  refundNone: '你没有可退款的星星付款。',
  refundHow: ({ days }) =>
    `如需退款，请点按下方的付款。最近 ${days} 天内、金币尚未花费的付款会立即退款，并收回它所给予的内容。其他情况由我们的团队处理。`,
  refundButton,
  refundDone: ({ stars }) => `已退款：${stars} ⭐ 正在退回给你。此笔付款给予的内容已收回。`,
  refundReview: ({ email }) => `此笔付款无法自动退款。我们已将你的请求转交团队；你也可以写信到 ${email}。`,
  refundAlready: '此笔付款已经退款。',
  privacy: ({ brand, url }) => `${brand} 如何处理你的数据，请见我们的隐私政策：${url}`,
  privacyButton: '隐私政策',
  inviteTitle: ({ brand }) => `邀请你来 ${brand}`,
  inviteText: ({ brand }) => `来 ${brand} 和我聊天吧：一个会记住你的 AI 伴侣 💕`,
  inviteButton: ({ brand }) => `打开 ${brand}`,
};

const zhHant: StarsTexts = {
  subscribeOffer: ({ stars }) => `Premium 每 30 天續訂一次，費用 ${stars} ⭐，直到你取消（在 App 的 設定 → 訂閱）。點選訂閱：`,
  subscribeButton: ({ stars }) => `⭐ 訂閱 · ${stars} ⭐ / 30 天`,
  subscriptionLive: '你已經有一個每 30 天續訂的 Premium 訂閱。可在 App 的 設定 → 訂閱 中管理。',
  cmdPrivacy: '隱私權政策',
  renewed: ({ date }) => `謝謝！💕 你的 Premium 訂閱已續訂，Premium 有效至 ${date}。`,
  paidMediaCaption: ({ stars }) => `在這裡用 ${stars} ⭐ 解鎖這張照片。`,
  paidMediaUnlocked: '已解鎖！😘 App 裡的照片也變清晰了。',
  paidMediaRefunded: ({ stars }) => `你之前已經解鎖了這張照片，所以你的 ${stars} ⭐ 正在退還給你。`,
  refundNone: '你沒有可退款的星星付款。',
  refundHow: ({ days }) =>
    `如需退款，請點選下方的付款。最近 ${days} 天內、金幣尚未花用的付款會立即退款，並收回它給予的內容。其他情況由我們的團隊處理。`,
  refundButton,
  refundDone: ({ stars }) => `已退款：${stars} ⭐ 正在退回給你。此筆付款給予的內容已收回。`,
  refundReview: ({ email }) => `此筆付款無法自動退款。我們已將你的請求轉交團隊；你也可以寫信到 ${email}。`,
  refundAlready: '此筆付款已經退款。',
  privacy: ({ brand, url }) => `${brand} 如何處理你的資料，請見我們的隱私權政策：${url}`,
  privacyButton: '隱私權政策',
  inviteTitle: ({ brand }) => `邀請你來 ${brand}`,
  inviteText: ({ brand }) => `來 ${brand} 和我聊天吧：一個會記得你的 AI 伴侶 💕`,
  inviteButton: ({ brand }) => `開啟 ${brand}`,
};

const ja: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `プレミアムは解約するまで 30 日ごとに ${stars} ⭐ で更新されます（アプリの 設定 → サブスクリプション）。タップして登録：`,
  subscribeButton: ({ stars }) => `⭐ 登録 · ${stars} ⭐ / 30日`,
  subscriptionLive:
    '30 日ごとに更新されるプレミアムのサブスクリプションにすでに登録しています。アプリの 設定 → サブスクリプション で管理できます。',
  cmdPrivacy: 'プライバシーポリシー',
  renewed: ({ date }) => `ありがとう！💕 プレミアムのサブスクリプションが更新されました。プレミアムは ${date} まで有効です。`,
  paidMediaCaption: ({ stars }) => `この写真はここで ${stars} ⭐ でロック解除できます。`,
  paidMediaUnlocked: 'ロック解除！😘 アプリでも写真がはっきり見えます。',
  paidMediaRefunded: ({ stars }) => `この写真はすでにロック解除済みだったため、${stars} ⭐ は返金されます。`,
  refundNone: '返金できるスターの支払いはありません。',
  refundHow: ({ days }) =>
    `返金を希望する場合は、下の支払いをタップしてください。過去 ${days} 日以内でコインを使っていない支払いはすぐに返金され、その支払いで得たものは取り消されます。それ以外はチームが確認します。`,
  refundButton,
  refundDone: ({ stars }) => `返金しました：${stars} ⭐ があなたに戻ります。この支払いで得たものは取り消されました。`,
  refundReview: ({ email }) => `この支払いは自動では返金できません。リクエストをチームに送りました。${email} にも連絡できます。`,
  refundAlready: 'この支払いはすでに返金されています。',
  privacy: ({ brand, url }) => `${brand} があなたのデータをどう扱うかはプライバシーポリシーに記載しています：${url}`,
  privacyButton: 'プライバシーポリシー',
  inviteTitle: ({ brand }) => `${brand} への招待`,
  inviteText: ({ brand }) => `${brand} で私とおしゃべりしよう：あなたを覚えている AI コンパニオン 💕`,
  inviteButton: ({ brand }) => `${brand} を開く`,
};

const ko: StarsTexts = {
  subscribeOffer: ({ stars }) => `프리미엄은 해지할 때까지 30일마다 ${stars} ⭐로 갱신돼요 (앱의 설정 → 구독). 눌러서 구독하세요:`,
  subscribeButton: ({ stars }) => `⭐ 구독 · ${stars} ⭐ / 30일`,
  subscriptionLive: '이미 30일마다 갱신되는 프리미엄 구독이 있어요. 앱의 설정 → 구독에서 관리할 수 있어요.',
  cmdPrivacy: '개인정보 처리방침',
  renewed: ({ date }) => `고마워요! 💕 프리미엄 구독이 갱신되었어요. 프리미엄은 ${date}까지 유효해요.`,
  paidMediaCaption: ({ stars }) => `여기서 바로 ${stars} ⭐로 이 사진을 열 수 있어요.`,
  paidMediaUnlocked: '열렸어요! 😘 앱에서도 사진이 선명해요.',
  paidMediaRefunded: ({ stars }) => `이 사진은 이미 열려 있었어요. 그래서 ${stars} ⭐는 돌려드려요.`,
  refundNone: '환불할 수 있는 스타 결제가 없어요.',
  refundHow: ({ days }) =>
    `환불을 원하면 아래 결제를 눌러 주세요. 최근 ${days}일 이내이고 코인을 쓰지 않은 결제는 바로 환불되며, 그 결제로 받은 것은 회수돼요. 그 밖의 경우는 팀이 검토해요.`,
  refundButton,
  refundDone: ({ stars }) => `환불 완료: ${stars} ⭐가 돌아가고 있어요. 이 결제로 받은 것은 회수되었어요.`,
  refundReview: ({ email }) => `이 결제는 자동으로 환불할 수 없어요. 요청을 팀에 전달했어요. ${email}로 연락해도 돼요.`,
  refundAlready: '이 결제는 이미 환불되었어요.',
  privacy: ({ brand, url }) => `${brand}가 데이터를 어떻게 처리하는지는 개인정보 처리방침에 나와 있어요: ${url}`,
  privacyButton: '개인정보 처리방침',
  inviteTitle: ({ brand }) => `${brand} 초대`,
  inviteText: ({ brand }) => `${brand}에서 나랑 대화하자: 너를 기억하는 AI 친구 💕`,
  inviteButton: ({ brand }) => `${brand} 열기`,
};

const id: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `Premium diperpanjang setiap 30 hari seharga ${stars} ⭐ sampai kamu membatalkan (Pengaturan → Langganan di aplikasi). Ketuk untuk berlangganan:`,
  subscribeButton: ({ stars }) => `⭐ Berlangganan · ${stars} ⭐ / 30 hari`,
  subscriptionLive: 'Kamu sudah punya langganan Premium yang diperpanjang setiap 30 hari. Kelola di Pengaturan → Langganan di aplikasi.',
  cmdPrivacy: 'Kebijakan privasi',
  renewed: ({ date }) => `Terima kasih! 💕 Langganan Premium kamu diperpanjang. Premium aktif sampai ${date}.`,
  paidMediaCaption: ({ stars }) => `Buka foto ini dengan ${stars} ⭐ langsung di sini.`,
  paidMediaUnlocked: 'Terbuka! 😘 Fotonya juga jelas di aplikasi.',
  paidMediaRefunded: ({ stars }) => `Kamu sudah membuka foto ini sebelumnya, jadi ${stars} ⭐ milikmu dikembalikan.`,
  refundNone: 'Kamu tidak punya pembayaran Stars yang bisa dikembalikan.',
  refundHow: ({ days }) =>
    `Untuk meminta pengembalian dana, ketuk pembayaran di bawah. Pembayaran dalam ${days} hari terakhir yang koinnya belum kamu pakai dikembalikan langsung, dan yang diberikannya ditarik kembali. Selebihnya ditinjau tim kami.`,
  refundButton,
  refundDone: ({ stars }) => `Dikembalikan: ${stars} ⭐ sedang kembali ke kamu. Yang diberikan pembayaran ini sudah ditarik.`,
  refundReview: ({ email }) =>
    `Pembayaran ini tidak bisa dikembalikan otomatis. Permintaanmu sudah kami teruskan ke tim; kamu juga bisa menulis ke ${email}.`,
  refundAlready: 'Pembayaran ini sudah dikembalikan.',
  privacy: ({ brand, url }) => `Cara ${brand} menangani datamu dijelaskan di kebijakan privasi kami: ${url}`,
  privacyButton: 'Kebijakan privasi',
  inviteTitle: ({ brand }) => `Undangan ke ${brand}`,
  inviteText: ({ brand }) => `Yuk ngobrol denganku di ${brand}: teman AI yang mengingatmu 💕`,
  inviteButton: ({ brand }) => `Buka ${brand}`,
};

const ms: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `Premium diperbaharui setiap 30 hari pada ${stars} ⭐ sehingga anda membatalkan (Tetapan → Langganan dalam aplikasi). Ketik untuk melanggan:`,
  subscribeButton: ({ stars }) => `⭐ Langgan · ${stars} ⭐ / 30 hari`,
  subscriptionLive:
    'Anda sudah mempunyai langganan Premium yang diperbaharui setiap 30 hari. Uruskannya di Tetapan → Langganan dalam aplikasi.',
  cmdPrivacy: 'Dasar privasi',
  renewed: ({ date }) => `Terima kasih! 💕 Langganan Premium anda telah diperbaharui. Premium aktif sehingga ${date}.`,
  paidMediaCaption: ({ stars }) => `Buka foto ini dengan ${stars} ⭐ di sini.`,
  paidMediaUnlocked: 'Dibuka! 😘 Foto juga jelas dalam aplikasi.',
  paidMediaRefunded: ({ stars }) => `Anda sudah membuka foto ini sebelum ini, jadi ${stars} ⭐ anda dipulangkan.`,
  refundNone: 'Anda tiada bayaran Stars untuk dipulangkan.',
  refundHow: ({ days }) =>
    `Untuk meminta bayaran balik, ketik bayaran di bawah. Bayaran dalam ${days} hari lepas yang syilingnya belum dibelanjakan dipulangkan serta-merta, dan apa yang diberikannya ditarik balik. Selebihnya disemak oleh pasukan kami.`,
  refundButton,
  refundDone: ({ stars }) => `Dipulangkan: ${stars} ⭐ sedang kembali kepada anda. Apa yang diberikan bayaran ini telah ditarik balik.`,
  refundReview: ({ email }) =>
    `Bayaran ini tidak boleh dipulangkan secara automatik. Permintaan anda telah dihantar kepada pasukan kami; anda juga boleh menulis ke ${email}.`,
  refundAlready: 'Bayaran ini sudah dipulangkan.',
  privacy: ({ brand, url }) => `Cara ${brand} mengendalikan data anda diterangkan dalam dasar privasi kami: ${url}`,
  privacyButton: 'Dasar privasi',
  inviteTitle: ({ brand }) => `Jemputan ke ${brand}`,
  inviteText: ({ brand }) => `Jom berbual dengan saya di ${brand}: teman AI yang ingat anda 💕`,
  inviteButton: ({ brand }) => `Buka ${brand}`,
};

const vi: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `Premium tự gia hạn mỗi 30 ngày với ${stars} ⭐ cho đến khi bạn hủy (Cài đặt → Gói đăng ký trong ứng dụng). Chạm để đăng ký:`,
  subscribeButton: ({ stars }) => `⭐ Đăng ký · ${stars} ⭐ / 30 ngày`,
  subscriptionLive: 'Bạn đã có gói đăng ký Premium tự gia hạn mỗi 30 ngày. Quản lý gói trong Cài đặt → Gói đăng ký trong ứng dụng.',
  cmdPrivacy: 'Chính sách quyền riêng tư',
  renewed: ({ date }) => `Cảm ơn bạn! 💕 Gói Premium đã được gia hạn. Premium có hiệu lực đến ${date}.`,
  paidMediaCaption: ({ stars }) => `Mở khóa ảnh này với ${stars} ⭐ ngay tại đây.`,
  paidMediaUnlocked: 'Đã mở khóa! 😘 Ảnh trong ứng dụng cũng đã rõ.',
  paidMediaRefunded: ({ stars }) => `Bạn đã mở khóa ảnh này trước đó, nên ${stars} ⭐ của bạn đang được hoàn lại.`,
  refundNone: 'Bạn không có khoản thanh toán Stars nào để hoàn tiền.',
  refundHow: ({ days }) =>
    `Để yêu cầu hoàn tiền, hãy chạm vào khoản thanh toán bên dưới. Khoản thanh toán trong ${days} ngày qua mà bạn chưa tiêu xu sẽ được hoàn ngay, và những gì nó mang lại sẽ bị thu hồi. Các trường hợp khác do đội ngũ của chúng tôi xem xét.`,
  refundButton,
  refundDone: ({ stars }) => `Đã hoàn tiền: ${stars} ⭐ đang trở về với bạn. Những gì khoản thanh toán này mang lại đã được thu hồi.`,
  refundReview: ({ email }) =>
    `Khoản thanh toán này không thể hoàn tiền tự động. Chúng tôi đã chuyển yêu cầu cho đội ngũ; bạn cũng có thể viết tới ${email}.`,
  refundAlready: 'Khoản thanh toán này đã được hoàn tiền.',
  privacy: ({ brand, url }) => `Cách ${brand} xử lý dữ liệu của bạn được giải thích trong chính sách quyền riêng tư: ${url}`,
  privacyButton: 'Chính sách quyền riêng tư',
  inviteTitle: ({ brand }) => `Lời mời đến ${brand}`,
  inviteText: ({ brand }) => `Trò chuyện với mình trên ${brand} nhé: người bạn AI luôn nhớ bạn 💕`,
  inviteButton: ({ brand }) => `Mở ${brand}`,
};

const my: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `Premium ကို သင် ပယ်ဖျက်သည်အထိ ရက် 30 တိုင်း ${stars} ⭐ ဖြင့် သက်တမ်းတိုးပါမည် (အက်ပ်ရှိ ဆက်တင်များ → စာရင်းသွင်းမှု)။ စာရင်းသွင်းရန် နှိပ်ပါ-`,
  subscribeButton: ({ stars }) => `⭐ စာရင်းသွင်းရန် · ${stars} ⭐ / ရက် 30`,
  subscriptionLive: 'ရက် 30 တိုင်း သက်တမ်းတိုးသော Premium စာရင်းသွင်းမှု သင့်တွင် ရှိပြီးသားပါ။ အက်ပ်ရှိ ဆက်တင်များ → စာရင်းသွင်းမှု တွင် စီမံနိုင်ပါသည်။',
  cmdPrivacy: 'ကိုယ်ရေးအချက်အလက် မူဝါဒ',
  renewed: ({ date }) => `ကျေးဇူးတင်ပါတယ်! 💕 Premium စာရင်းသွင်းမှု သက်တမ်းတိုးပြီးပါပြီ။ Premium သည် ${date} အထိ အသုံးပြုနိုင်ပါသည်။`,
  paidMediaCaption: ({ stars }) => `ဒီဓာတ်ပုံကို ဒီမှာပဲ ${stars} ⭐ ဖြင့် ဖွင့်ပါ။`,
  paidMediaUnlocked: 'ဖွင့်ပြီးပါပြီ! 😘 အက်ပ်ထဲမှာလည်း ဓာတ်ပုံ ကြည်လင်ပါပြီ။',
  paidMediaRefunded: ({ stars }) => `ဤဓာတ်ပုံကို သင် ဖွင့်ပြီးသားဖြစ်သောကြောင့် သင့် ${stars} ⭐ ကို ပြန်အမ်းပေးနေပါသည်။`,
  refundNone: 'ပြန်အမ်းနိုင်သော Stars ငွေပေးချေမှု မရှိပါ။',
  refundHow: ({ days }) =>
    `ငွေပြန်အမ်းရန် အောက်ပါ ငွေပေးချေမှုကို နှိပ်ပါ။ နောက်ဆုံး ${days} ရက်အတွင်း ဒင်္ဂါး မသုံးရသေးသော ငွေပေးချေမှုကို ချက်ချင်း ပြန်အမ်းပြီး ၎င်းပေးခဲ့သည်များကို ပြန်ရုပ်သိမ်းပါမည်။ ကျန်သည်များကို ကျွန်ုပ်တို့အဖွဲ့က စစ်ဆေးပါမည်။`,
  refundButton,
  refundDone: ({ stars }) => `ပြန်အမ်းပြီးပါပြီ- ${stars} ⭐ သင့်ထံ ပြန်လာနေပါသည်။ ဒီငွေပေးချေမှုက ပေးခဲ့သည်များကို ပြန်ရုပ်သိမ်းပြီးပါပြီ။`,
  refundReview: ({ email }) => `ဒီငွေပေးချေမှုကို အလိုအလျောက် ပြန်အမ်း၍ မရပါ။ သင့်တောင်းဆိုချက်ကို အဖွဲ့ထံ ပို့ပြီးပါပြီ၊ ${email} သို့လည်း ရေးနိုင်ပါသည်။`,
  refundAlready: 'ဒီငွေပေးချေမှုကို ပြန်အမ်းပြီးသားပါ။',
  privacy: ({ brand, url }) => `${brand} က သင့်ဒေတာကို မည်သို့ ကိုင်တွယ်သည်ကို ကိုယ်ရေးအချက်အလက် မူဝါဒတွင် ရှင်းပြထားပါသည်- ${url}`,
  privacyButton: 'ကိုယ်ရေးအချက်အလက် မူဝါဒ',
  inviteTitle: ({ brand }) => `${brand} သို့ ဖိတ်ကြားချက်`,
  inviteText: ({ brand }) => `${brand} မှာ ကျွန်မနဲ့ စကားပြောပါ- သင့်ကို မှတ်မိနေမယ့် AI အဖော် 💕`,
  inviteButton: ({ brand }) => `${brand} ကို ဖွင့်ရန်`,
};

const hi: StarsTexts = {
  subscribeOffer: ({ stars }) => `प्रीमियम रद्द करने तक हर 30 दिन ${stars} ⭐ में नवीनीकृत होता है (ऐप में सेटिंग्स → सदस्यता)। सदस्यता लेने के लिए टैप करें:`,
  subscribeButton: ({ stars }) => `⭐ सदस्यता लें · ${stars} ⭐ / 30 दिन`,
  subscriptionLive: 'आपके पास पहले से एक प्रीमियम सदस्यता है जो हर 30 दिन में नवीनीकृत होती है। इसे ऐप में सेटिंग्स → सदस्यता में प्रबंधित करें।',
  cmdPrivacy: 'गोपनीयता नीति',
  renewed: ({ date }) => `धन्यवाद! 💕 आपकी प्रीमियम सदस्यता नवीनीकृत हो गई है। प्रीमियम ${date} तक सक्रिय है।`,
  paidMediaCaption: ({ stars }) => `यह फ़ोटो यहीं ${stars} ⭐ में अनलॉक करें।`,
  paidMediaUnlocked: 'अनलॉक हो गई! 😘 ऐप में भी फ़ोटो साफ़ दिख रही है।',
  paidMediaRefunded: ({ stars }) => `आप यह फ़ोटो पहले ही अनलॉक कर चुके थे, इसलिए आपके ${stars} ⭐ आपको वापस किए जा रहे हैं।`,
  refundNone: 'आपके पास रिफ़ंड के लिए कोई Stars भुगतान नहीं है।',
  refundHow: ({ days }) =>
    `रिफ़ंड के लिए नीचे दिए भुगतान पर टैप करें। पिछले ${days} दिनों का ऐसा भुगतान जिसके कॉइन खर्च नहीं हुए, तुरंत लौटाया जाता है, और उससे मिला सब वापस ले लिया जाता है। बाक़ी मामलों को हमारी टीम देखती है।`,
  refundButton,
  refundDone: ({ stars }) => `रिफ़ंड हो गया: ${stars} ⭐ आपके पास लौट रहे हैं। इस भुगतान से मिला सब वापस ले लिया गया है।`,
  refundReview: ({ email }) => `इस भुगतान का अपने-आप रिफ़ंड नहीं हो सकता। हमने आपका अनुरोध टीम को भेज दिया है; आप ${email} पर भी लिख सकते हैं।`,
  refundAlready: 'इस भुगतान का रिफ़ंड पहले ही हो चुका है।',
  privacy: ({ brand, url }) => `${brand} आपके डेटा को कैसे संभालता है, यह हमारी गोपनीयता नीति में बताया गया है: ${url}`,
  privacyButton: 'गोपनीयता नीति',
  inviteTitle: ({ brand }) => `${brand} का न्योता`,
  inviteText: ({ brand }) => `${brand} पर मुझसे बात करो: एक AI साथी जो तुम्हें याद रखती है 💕`,
  inviteButton: ({ brand }) => `${brand} खोलें`,
};

const ta: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `நீங்கள் ரத்து செய்யும் வரை பிரீமியம் ஒவ்வொரு 30 நாளும் ${stars} ⭐ க்கு புதுப்பிக்கப்படும் (ஆப்பில் அமைப்புகள் → சந்தா). சந்தா செலுத்த தட்டவும்:`,
  subscribeButton: ({ stars }) => `⭐ சந்தா · ${stars} ⭐ / 30 நாள்`,
  subscriptionLive: 'ஒவ்வொரு 30 நாளும் புதுப்பிக்கப்படும் பிரீமியம் சந்தா ஏற்கெனவே உங்களிடம் உள்ளது. அதை ஆப்பில் அமைப்புகள் → சந்தா பகுதியில் நிர்வகிக்கலாம்.',
  cmdPrivacy: 'தனியுரிமைக் கொள்கை',
  renewed: ({ date }) => `நன்றி! 💕 உங்கள் பிரீமியம் சந்தா புதுப்பிக்கப்பட்டது. பிரீமியம் ${date} வரை செயலில் உள்ளது.`,
  paidMediaCaption: ({ stars }) => `இந்தப் போட்டோவை இங்கேயே ${stars} ⭐ கொடுத்து திறக்கலாம்.`,
  paidMediaUnlocked: 'திறக்கப்பட்டது! 😘 ஆப்பிலும் போட்டோ தெளிவாக உள்ளது.',
  paidMediaRefunded: ({ stars }) => `இந்த போட்டோவை நீங்கள் ஏற்கெனவே திறந்துவிட்டீர்கள், எனவே உங்கள் ${stars} ⭐ உங்களுக்குத் திருப்பித் தரப்படுகிறது.`,
  refundNone: 'திருப்பித் தர Stars கட்டணம் எதுவும் இல்லை.',
  refundHow: ({ days }) =>
    `பணத்தைத் திரும்பப் பெற கீழே உள்ள கட்டணத்தைத் தட்டவும். கடந்த ${days} நாட்களில் காயின்கள் செலவிடப்படாத கட்டணம் உடனே திருப்பித் தரப்படும், அது அளித்தவை திரும்பப் பெறப்படும். மற்றவற்றை எங்கள் குழு பார்க்கும்.`,
  refundButton,
  refundDone: ({ stars }) => `திருப்பித் தரப்பட்டது: ${stars} ⭐ உங்களிடம் திரும்புகின்றன. இந்தக் கட்டணம் அளித்தவை திரும்பப் பெறப்பட்டன.`,
  refundReview: ({ email }) =>
    `இந்தக் கட்டணத்தைத் தானாகத் திருப்பித் தர முடியாது. உங்கள் கோரிக்கையை எங்கள் குழுவுக்கு அனுப்பியுள்ளோம்; ${email} க்கும் எழுதலாம்.`,
  refundAlready: 'இந்தக் கட்டணம் ஏற்கெனவே திருப்பித் தரப்பட்டது.',
  privacy: ({ brand, url }) => `${brand} உங்கள் தரவை எப்படிக் கையாள்கிறது என்பது எங்கள் தனியுரிமைக் கொள்கையில் உள்ளது: ${url}`,
  privacyButton: 'தனியுரிமைக் கொள்கை',
  inviteTitle: ({ brand }) => `${brand} அழைப்பு`,
  inviteText: ({ brand }) => `${brand} இல் என்னுடன் பேசு: உன்னை நினைவில் வைக்கும் AI துணை 💕`,
  inviteButton: ({ brand }) => `${brand} திற`,
};

const bn: StarsTexts = {
  subscribeOffer: ({ stars }) =>
    `বাতিল না করা পর্যন্ত প্রিমিয়াম প্রতি 30 দিনে ${stars} ⭐-এ নবায়ন হয় (অ্যাপে সেটিংস → সাবস্ক্রিপশন)। সাবস্ক্রাইব করতে ট্যাপ করো:`,
  subscribeButton: ({ stars }) => `⭐ সাবস্ক্রাইব · ${stars} ⭐ / 30 দিন`,
  subscriptionLive: 'তোমার ইতিমধ্যে একটি প্রিমিয়াম সাবস্ক্রিপশন আছে যা প্রতি 30 দিনে নবায়ন হয়। অ্যাপে সেটিংস → সাবস্ক্রিপশন থেকে এটি পরিচালনা করো।',
  cmdPrivacy: 'গোপনীয়তা নীতি',
  renewed: ({ date }) => `ধন্যবাদ! 💕 তোমার প্রিমিয়াম সাবস্ক্রিপশন নবায়ন হয়েছে। প্রিমিয়াম ${date} পর্যন্ত সক্রিয়।`,
  paidMediaCaption: ({ stars }) => `এই ছবিটি এখানেই ${stars} ⭐ দিয়ে আনলক করো।`,
  paidMediaUnlocked: 'আনলক হয়েছে! 😘 অ্যাপেও ছবিটি স্পষ্ট।',
  paidMediaRefunded: ({ stars }) => `তুমি এই ছবিটি আগেই আনলক করেছিলে, তাই তোমার ${stars} ⭐ ফেরত দেওয়া হচ্ছে।`,
  refundNone: 'ফেরত দেওয়ার মতো কোনো Stars পেমেন্ট তোমার নেই।',
  refundHow: ({ days }) =>
    `ফেরত চাইতে নিচের পেমেন্টে ট্যাপ করো। গত ${days} দিনের যে পেমেন্টের কয়েন খরচ হয়নি তা সঙ্গে সঙ্গে ফেরত দেওয়া হয়, আর সেটি যা দিয়েছিল তা ফিরিয়ে নেওয়া হয়। বাকিগুলো আমাদের টিম দেখে।`,
  refundButton,
  refundDone: ({ stars }) => `ফেরত দেওয়া হয়েছে: ${stars} ⭐ তোমার কাছে ফিরছে। এই পেমেন্ট যা দিয়েছিল তা ফিরিয়ে নেওয়া হয়েছে।`,
  refundReview: ({ email }) =>
    `এই পেমেন্ট স্বয়ংক্রিয়ভাবে ফেরত দেওয়া যায় না। তোমার অনুরোধ আমাদের টিমকে পাঠানো হয়েছে; তুমি ${email} এও লিখতে পারো।`,
  refundAlready: 'এই পেমেন্ট আগেই ফেরত দেওয়া হয়েছে।',
  privacy: ({ brand, url }) => `${brand} তোমার ডেটা কীভাবে ব্যবহার করে তা আমাদের গোপনীয়তা নীতিতে আছে: ${url}`,
  privacyButton: 'গোপনীয়তা নীতি',
  inviteTitle: ({ brand }) => `${brand}-এ আমন্ত্রণ`,
  inviteText: ({ brand }) => `${brand}-এ আমার সঙ্গে গল্প করো: এমন এক AI সঙ্গী যে তোমাকে মনে রাখে 💕`,
  inviteButton: ({ brand }) => `${brand} খোলো`,
};

const tables: Record<BotLocale, StarsTexts> = {
  en,
  ar,
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
};

export const starsTexts = (locale: string): StarsTexts => tables[locale as BotLocale] ?? en;
