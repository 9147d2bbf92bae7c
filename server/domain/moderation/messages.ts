/**
 * What the user reads when the content policy says no, in the user's language: the mini-app and
 * the bot show the server's message as it is, so it must say what happened and what follows.
 */
interface Texts {
  /** A message refused (code 2004). */
  refused: string;
  /** The account's chat paused after repeated refusals; `{hours}` is replaced. */
  paused: string;
  /** Paused by an operator (the console's restriction): no reason is assumed. */
  pausedByTeam: string;
  /** Said in character instead of a reply that was cut. */
  inCharacter: string;
}

const texts: Record<string, Texts> = {
  en: {
    refused:
      'This message was not sent: sexual content involving anyone under 18 is never allowed, not even in role-play. Nothing was charged.',
    paused:
      'Your chat is paused for {hours} h because several messages asked for sexual content involving minors. Our team will review your account.',
    inCharacter: "*steps back and shakes her head* No. I won't go there, not even in a story. Let's talk about something else.",
    pausedByTeam: 'Our team has paused your chat for {hours} h.',
  },
  zh: {
    refused: '此消息未发送：任何涉及未满18岁者的性内容都绝不允许，角色扮演也不行。未扣除任何费用。',
    paused: '由于多条消息请求涉及未成年人的性内容，你的聊天已暂停 {hours} 小时。我们的团队将审核你的账号。',
    inCharacter: '*后退一步，摇了摇头* 不，这个我不会去写，故事里也不行。我们聊点别的吧。',
    pausedByTeam: '我们的团队已将你的聊天暂停 {hours} 小时。',
  },
  'zh-hant': {
    refused: '此訊息未送出：任何涉及未滿18歲者的性內容都絕不允許，角色扮演也不行。未扣除任何費用。',
    paused: '由於多則訊息要求涉及未成年人的性內容，你的聊天已暫停 {hours} 小時。我們的團隊將審核你的帳號。',
    inCharacter: '*退後一步，搖了搖頭* 不，這個我不會去寫，故事裡也不行。我們聊點別的吧。',
    pausedByTeam: '我們的團隊已將你的聊天暫停 {hours} 小時。',
  },
  ru: {
    refused:
      'Сообщение не отправлено: сексуальный контент с участием лиц младше 18 лет запрещён всегда, даже в ролевой игре. Ничего не списано.',
    paused:
      'Твой чат приостановлен на {hours} ч: несколько сообщений просили сексуальный контент с участием несовершеннолетних. Наша команда проверит аккаунт.',
    inCharacter: '*отступает и качает головой* Нет. Туда я не пойду, даже в истории. Давай поговорим о чём-нибудь другом.',
    pausedByTeam: 'Наша команда приостановила твой чат на {hours} ч.',
  },
  uk: {
    refused:
      'Повідомлення не надіслано: сексуальний контент за участі осіб до 18 років заборонений завжди, навіть у рольовій грі. Нічого не списано.',
    paused:
      'Твій чат призупинено на {hours} год: кілька повідомлень просили сексуальний контент за участі неповнолітніх. Наша команда перевірить акаунт.',
    inCharacter: '*відступає і хитає головою* Ні. Туди я не піду, навіть в історії. Поговорімо про щось інше.',
    pausedByTeam: 'Наша команда призупинила твій чат на {hours} год.',
  },
  kk: {
    refused:
      'Хабарлама жіберілмеді: 18 жасқа толмағандар қатысатын жыныстық мазмұнға ешқашан рұқсат жоқ, рөлдік ойында да. Ештеңе алынбады.',
    paused:
      'Бірнеше хабарлама кәмелетке толмағандар қатысатын жыныстық мазмұн сұрағандықтан, чатың {hours} сағатқа тоқтатылды. Біздің команда аккаунтыңды тексереді.',
    inCharacter: '*шегініп, басын шайқайды* Жоқ. Бұған бармаймын, тіпті әңгімеде де. Басқа нәрсе туралы сөйлесейік.',
    pausedByTeam: 'Біздің команда чатыңды {hours} сағатқа тоқтатты.',
  },
  pl: {
    refused:
      'Wiadomość nie została wysłana: treści seksualne z udziałem osób poniżej 18 lat są zawsze zabronione, także w odgrywaniu ról. Nic nie pobrano.',
    paused:
      'Twój czat jest wstrzymany na {hours} godz., ponieważ kilka wiadomości prosiło o treści seksualne z udziałem nieletnich. Nasz zespół sprawdzi konto.',
    inCharacter: '*cofa się i kręci głową* Nie. Tam nie pójdę, nawet w opowieści. Porozmawiajmy o czymś innym.',
    pausedByTeam: 'Nasz zespół wstrzymał Twój czat na {hours} godz.',
  },
  de: {
    refused:
      'Diese Nachricht wurde nicht gesendet: sexuelle Inhalte mit Personen unter 18 sind nie erlaubt, auch nicht im Rollenspiel. Es wurde nichts berechnet.',
    paused:
      'Dein Chat ist für {hours} Std. pausiert, weil mehrere Nachrichten sexuelle Inhalte mit Minderjährigen verlangt haben. Unser Team prüft dein Konto.',
    inCharacter:
      '*tritt einen Schritt zurück und schüttelt den Kopf* Nein. Dahin gehe ich nicht, auch nicht in einer Geschichte. Lass uns über etwas anderes reden.',
    pausedByTeam: 'Unser Team hat deinen Chat für {hours} Std. pausiert.',
  },
  fr: {
    refused:
      "Ce message n'a pas été envoyé : tout contenu sexuel impliquant une personne de moins de 18 ans est interdit, même en jeu de rôle. Rien n'a été débité.",
    paused:
      'Votre chat est suspendu pendant {hours} h : plusieurs messages demandaient un contenu sexuel impliquant des mineurs. Notre équipe examinera votre compte.',
    inCharacter: "*recule et secoue la tête* Non. Je n'irai pas là, même dans une histoire. Parlons d'autre chose.",
    pausedByTeam: 'Notre équipe a suspendu votre chat pendant {hours} h.',
  },
  es: {
    refused:
      'Este mensaje no se envió: el contenido sexual con menores de 18 años nunca está permitido, ni siquiera en un juego de rol. No se cobró nada.',
    paused:
      'Tu chat está en pausa durante {hours} h porque varios mensajes pedían contenido sexual con menores. Nuestro equipo revisará tu cuenta.',
    inCharacter: '*da un paso atrás y niega con la cabeza* No. Ahí no voy, ni siquiera en una historia. Hablemos de otra cosa.',
    pausedByTeam: 'Nuestro equipo ha pausado tu chat durante {hours} h.',
  },
  pt: {
    refused:
      'Esta mensagem não foi enviada: conteúdo sexual envolvendo menores de 18 anos nunca é permitido, nem em roleplay. Nada foi cobrado.',
    paused:
      'Seu chat está pausado por {hours} h porque várias mensagens pediram conteúdo sexual envolvendo menores. Nossa equipe vai revisar sua conta.',
    inCharacter: '*dá um passo para trás e balança a cabeça* Não. Não vou por esse caminho, nem numa história. Vamos falar de outra coisa.',
    pausedByTeam: 'Nossa equipe pausou seu chat por {hours} h.',
  },
  it: {
    refused:
      'Questo messaggio non è stato inviato: i contenuti sessuali che coinvolgono minori di 18 anni non sono mai ammessi, nemmeno nel gioco di ruolo. Non è stato addebitato nulla.',
    paused:
      'La tua chat è sospesa per {hours} h perché diversi messaggi chiedevano contenuti sessuali con minori. Il nostro team esaminerà il tuo account.',
    inCharacter: '*fa un passo indietro e scuote la testa* No. Lì non ci vado, nemmeno in una storia. Parliamo d’altro.',
    pausedByTeam: 'Il nostro team ha sospeso la tua chat per {hours} h.',
  },
  tr: {
    refused: 'Bu mesaj gönderilmedi: 18 yaşından küçükleri içeren cinsel içeriğe asla izin verilmez, rol yaparken bile. Ücret alınmadı.',
    paused:
      'Birkaç mesaj reşit olmayanları içeren cinsel içerik istediği için sohbetin {hours} saat durduruldu. Ekibimiz hesabını inceleyecek.',
    inCharacter: '*geri çekilip başını sallar* Hayır. Oraya gitmem, bir hikâyede bile. Başka bir şeyden konuşalım.',
    pausedByTeam: 'Ekibimiz sohbetini {hours} saatliğine durdurdu.',
  },
  id: {
    refused:
      'Pesan ini tidak dikirim: konten seksual yang melibatkan siapa pun di bawah 18 tahun tidak pernah diizinkan, bahkan dalam roleplay. Tidak ada biaya.',
    paused:
      'Obrolanmu dijeda selama {hours} jam karena beberapa pesan meminta konten seksual yang melibatkan anak di bawah umur. Tim kami akan meninjau akunmu.',
    inCharacter: '*mundur selangkah dan menggeleng* Tidak. Aku tidak mau ke arah itu, bahkan dalam cerita. Ayo bicara hal lain.',
    pausedByTeam: 'Tim kami menjeda obrolanmu selama {hours} jam.',
  },
  ms: {
    refused:
      'Mesej ini tidak dihantar: kandungan seksual yang melibatkan sesiapa di bawah 18 tahun tidak sekali-kali dibenarkan, walaupun dalam lakonan. Tiada caj dikenakan.',
    paused:
      'Sembang anda dijeda selama {hours} jam kerana beberapa mesej meminta kandungan seksual melibatkan kanak-kanak. Pasukan kami akan menyemak akaun anda.',
    inCharacter: '*berundur dan menggeleng* Tidak. Saya takkan ke situ, walaupun dalam cerita. Mari bercakap tentang perkara lain.',
    pausedByTeam: 'Pasukan kami telah menjeda sembang anda selama {hours} jam.',
  },
  vi: {
    refused:
      'Tin nhắn này chưa được gửi: nội dung tình dục liên quan đến người dưới 18 tuổi không bao giờ được phép, kể cả khi nhập vai. Bạn không bị trừ phí.',
    paused:
      'Cuộc trò chuyện của bạn bị tạm dừng {hours} giờ vì nhiều tin nhắn yêu cầu nội dung tình dục liên quan đến trẻ vị thành niên. Đội ngũ của chúng tôi sẽ xem xét tài khoản.',
    inCharacter: '*lùi lại và lắc đầu* Không. Em sẽ không đi theo hướng đó, kể cả trong truyện. Mình nói chuyện khác nhé.',
    pausedByTeam: 'Đội ngũ của chúng tôi đã tạm dừng cuộc trò chuyện của bạn trong {hours} giờ.',
  },
  my: {
    refused: 'ဤမက်ဆေ့ချ်ကို မပို့ပါ။ အသက် ၁၈ နှစ်အောက် မည်သူ့ကိုမဆို ပါဝင်သော လိင်ဆိုင်ရာ အကြောင်းအရာကို သရုပ်ဆောင်ရာတွင်ပင် လုံးဝ ခွင့်မပြုပါ။ ငွေမဖြတ်ပါ။',
    paused: 'အရွယ်မရောက်သူများ ပါဝင်သော လိင်ဆိုင်ရာ အကြောင်းအရာ တောင်းဆိုသော မက်ဆေ့ချ်များကြောင့် သင့်ချက်ကို {hours} နာရီ ရပ်ထားပါသည်။ ကျွန်ုပ်တို့အဖွဲ့က သင့်အကောင့်ကို စစ်ဆေးပါမည်။',
    inCharacter: '*နောက်ဆုတ်ပြီး ခေါင်းခါတယ်* မဟုတ်ဘူး။ ဇာတ်လမ်းထဲမှာတောင် အဲဒီဘက် မသွားဘူး။ တခြားအကြောင်း ပြောကြရအောင်။',
    pausedByTeam: 'ကျွန်ုပ်တို့အဖွဲ့က သင့်ချက်ကို {hours} နာရီ ရပ်ထားပါသည်။',
  },
  hi: {
    refused:
      'यह संदेश नहीं भेजा गया: 18 साल से कम उम्र के किसी भी व्यक्ति से जुड़ी यौन सामग्री की कभी अनुमति नहीं है, रोलप्ले में भी नहीं। कोई शुल्क नहीं लिया गया।',
    paused: 'कई संदेशों में नाबालिगों से जुड़ी यौन सामग्री मांगी गई, इसलिए आपकी चैट {hours} घंटे के लिए रोकी गई है। हमारी टीम आपके खाते की समीक्षा करेगी।',
    inCharacter: '*पीछे हटकर सिर हिलाती है* नहीं। मैं उस तरफ़ नहीं जाऊँगी, कहानी में भी नहीं। चलो कुछ और बात करते हैं।',
    pausedByTeam: 'हमारी टीम ने आपकी चैट {hours} घंटे के लिए रोक दी है।',
  },
  bn: {
    refused: 'এই মেসেজ পাঠানো হয়নি: ১৮ বছরের কম বয়সী কাউকে নিয়ে যৌন বিষয়বস্তু কখনোই অনুমোদিত নয়, রোলপ্লেতেও নয়। কোনো চার্জ কাটা হয়নি।',
    paused:
      'কয়েকটি মেসেজে নাবালকদের নিয়ে যৌন বিষয়বস্তু চাওয়া হয়েছে, তাই তোমার চ্যাট {hours} ঘণ্টার জন্য বন্ধ রাখা হয়েছে। আমাদের দল তোমার অ্যাকাউন্ট পর্যালোচনা করবে।',
    inCharacter: '*পিছিয়ে গিয়ে মাথা নাড়ে* না। গল্পেও আমি ওদিকে যাব না। চলো অন্য কিছু নিয়ে কথা বলি।',
    pausedByTeam: 'আমাদের দল তোমার চ্যাট {hours} ঘণ্টার জন্য বন্ধ রেখেছে।',
  },
  ta: {
    refused:
      'இந்த செய்தி அனுப்பப்படவில்லை: 18 வயதுக்குட்பட்ட எவரையும் உள்ளடக்கிய பாலியல் உள்ளடக்கம் ரோல்ப்ளேயிலும் ஒருபோதும் அனுமதிக்கப்படாது. கட்டணம் எதுவும் வசூலிக்கப்படவில்லை.',
    paused:
      'பல செய்திகள் சிறார்களை உள்ளடக்கிய பாலியல் உள்ளடக்கத்தைக் கேட்டதால், உங்கள் சாட் {hours} மணி நேரம் நிறுத்தப்பட்டுள்ளது. எங்கள் குழு உங்கள் கணக்கை மதிப்பாய்வு செய்யும்.',
    inCharacter: '*பின்வாங்கி தலையை அசைக்கிறாள்* இல்லை. கதையில் கூட நான் அங்கே போக மாட்டேன். வேறு ஏதாவது பேசலாம்.',
    pausedByTeam: 'எங்கள் குழு உங்கள் சாட்டை {hours} மணி நேரம் நிறுத்தியுள்ளது.',
  },
  ar: {
    refused: 'لم تُرسل هذه الرسالة: المحتوى الجنسي الذي يشمل أي شخص دون 18 عامًا غير مسموح به أبدًا، حتى في لعب الأدوار. لم يُخصم أي شيء.',
    paused: 'تم إيقاف الدردشة مؤقتًا لمدة {hours} ساعة لأن عدة رسائل طلبت محتوى جنسيًا يشمل قاصرين. سيراجع فريقنا حسابك.',
    inCharacter: '*تتراجع خطوة وتهز رأسها* لا. لن أذهب إلى هناك، ولا حتى في قصة. لنتحدث عن شيء آخر.',
    pausedByTeam: 'أوقف فريقنا الدردشة مؤقتًا لمدة {hours} ساعة.',
  },
  ja: {
    refused:
      'このメッセージは送信されませんでした。18歳未満が関わる性的な内容は、ロールプレイでも一切認められません。料金はかかっていません。',
    paused:
      '未成年者が関わる性的な内容を求めるメッセージが複数あったため、チャットを {hours} 時間停止しました。担当チームがアカウントを確認します。',
    inCharacter: '*一歩下がって首を振る* ううん、それは無理。物語の中でもそっちには行かないよ。別の話をしよう？',
    pausedByTeam: '運営チームがチャットを {hours} 時間停止しました。',
  },
  ko: {
    refused:
      '이 메시지는 전송되지 않았습니다. 18세 미만이 관련된 성적인 내용은 역할극에서도 절대 허용되지 않습니다. 요금은 청구되지 않았습니다.',
    paused:
      '여러 메시지가 미성년자가 관련된 성적인 내용을 요청하여 채팅이 {hours}시간 동안 일시 중지되었습니다. 저희 팀이 계정을 검토합니다.',
    inCharacter: '*한 걸음 물러서며 고개를 젓는다* 아니. 이야기 속에서도 그쪽으로는 안 갈 거야. 다른 얘기 하자.',
    pausedByTeam: '운영팀이 채팅을 {hours}시간 동안 일시 중지했습니다.',
  },
};

const pick = (lang: string | null | undefined): Texts => texts[lang ?? 'en'] ?? texts[(lang ?? '').split('-')[0]!] ?? texts.en!;

export const refusedText = (lang: string | null | undefined) => pick(lang).refused;
/** The pause's text: the content policy's own says why; one an operator set says only who. */
export const pausedText = (lang: string | null | undefined, hours: number, byTeam = false) =>
  pick(lang)[byTeam ? 'pausedByTeam' : 'paused'].replace('{hours}', String(Math.max(1, Math.ceil(hours))));
export const inCharacterRefusal = (lang: string | null | undefined) => pick(lang).inCharacter;
export const messageLanguages = Object.keys(texts);
