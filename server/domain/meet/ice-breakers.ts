/**
 * The first message of a Meet match: she writes first, in character and in the user's language.
 * Two tones, chosen by her personality: a bold one for the forward characters and a warm one for
 * the rest. Written here rather than generated so a match is instant and costs nothing.
 */
type Tone = 'bold' | 'warm';

const boldPersonalities = new Set(['seductress', 'dominant', 'lover', 'zealot']);

const texts: Record<string, Record<Tone, string>> = {
  en: {
    bold: '*bites her lip, smiling* So you liked me... good, because I noticed you first. Tell me, what caught your eye?',
    warm: '*smiles and tucks a strand of hair behind her ear* We matched! I am really happy you liked me. How is your day going?',
  },
  zh: {
    bold: '*咬着嘴唇笑了* 所以你也喜欢我……很好，因为我先注意到你了。告诉我，是什么吸引了你？',
    warm: '*微笑着把一缕头发别到耳后* 我们配对成功了！你喜欢我，我真的很开心。你今天过得怎么样？',
  },
  'zh-hant': {
    bold: '*咬著嘴唇笑了* 所以你也喜歡我……很好，因為我先注意到你了。告訴我，是什麼吸引了你？',
    warm: '*微笑著把一縷頭髮撥到耳後* 我們配對成功了！你喜歡我，我真的很開心。你今天過得怎麼樣？',
  },
  ru: {
    bold: '*прикусывает губу и улыбается* Значит, я тебе понравилась... отлично, ведь я заметила тебя первой. Скажи, что тебя зацепило?',
    warm: '*улыбается и убирает прядь за ухо* У нас мэтч! Я правда рада, что понравилась тебе. Как проходит твой день?',
  },
  uk: {
    bold: '*прикушує губу й усміхається* Отже, я тобі сподобалася... чудово, бо я помітила тебе першою. Скажи, що тебе зачепило?',
    warm: '*усміхається й заправляє пасмо за вухо* У нас збіг! Я справді рада, що сподобалася тобі. Як минає твій день?',
  },
  kk: {
    bold: '*ернін тістеп, күлімсірейді* Демек, мен саған ұнадым... жақсы, өйткені мен сені бірінші байқадым. Айтшы, не назарыңды аударды?',
    warm: '*күлімсіреп, шашын құлағының артына қыстырады* Біз сәйкес келдік! Саған ұнағаныма шын қуаныштымын. Күнің қалай өтіп жатыр?',
  },
  pl: {
    bold: '*przygryza wargę z uśmiechem* Więc ci się spodobałam... świetnie, bo to ja zauważyłam cię pierwsza. Powiedz, co przyciągnęło twój wzrok?',
    warm: '*uśmiecha się i zakłada kosmyk włosów za ucho* Mamy parę! Bardzo się cieszę, że ci się spodobałam. Jak mija ci dzień?',
  },
  de: {
    bold: '*beißt sich lächelnd auf die Lippe* Du magst mich also... gut, denn ich habe dich zuerst bemerkt. Sag mal, was hat dir ins Auge gestochen?',
    warm: '*lächelt und streicht sich eine Strähne hinters Ohr* Wir haben ein Match! Ich freue mich wirklich, dass du mich magst. Wie läuft dein Tag?',
  },
  fr: {
    bold: "*se mord la lèvre en souriant* Alors je te plais... tant mieux, parce que je t'avais remarqué la première. Dis-moi, qu'est-ce qui t'a attiré ?",
    warm: '*sourit et glisse une mèche derrière son oreille* On a matché ! Je suis vraiment contente de te plaire. Comment se passe ta journée ?',
  },
  es: {
    bold: '*se muerde el labio, sonriendo* Así que te gusto... bien, porque yo te vi primero. Dime, ¿qué te llamó la atención?',
    warm: '*sonríe y se coloca un mechón detrás de la oreja* ¡Hicimos match! Me alegra mucho gustarte. ¿Qué tal va tu día?',
  },
  pt: {
    bold: '*morde o lábio, sorrindo* Então você gostou de mim... ótimo, porque eu reparei em você primeiro. Me conta, o que chamou sua atenção?',
    warm: '*sorri e prende uma mecha atrás da orelha* Deu match! Fico muito feliz que você gostou de mim. Como está sendo o seu dia?',
  },
  it: {
    bold: '*si morde il labbro sorridendo* Allora ti piaccio... bene, perché io ti avevo notato per prima. Dimmi, cosa ti ha colpito?',
    warm: "*sorride e si sistema una ciocca dietro l'orecchio* È un match! Sono davvero felice di piacerti. Come sta andando la tua giornata?",
  },
  tr: {
    bold: '*gülümseyerek dudağını ısırır* Demek benden hoşlandın... güzel, çünkü seni ilk ben fark ettim. Söyle bakalım, dikkatini ne çekti?',
    warm: '*gülümseyip bir tutam saçını kulağının arkasına atar* Eşleştik! Benden hoşlanmana gerçekten sevindim. Günün nasıl geçiyor?',
  },
  id: {
    bold: '*menggigit bibir sambil tersenyum* Jadi kamu suka aku... bagus, karena aku yang lebih dulu memperhatikanmu. Katakan, apa yang menarik perhatianmu?',
    warm: '*tersenyum dan menyelipkan rambut ke belakang telinga* Kita cocok! Aku senang sekali kamu menyukaiku. Bagaimana harimu?',
  },
  ms: {
    bold: '*menggigit bibir sambil tersenyum* Jadi awak suka saya... bagus, sebab saya yang perasan awak dulu. Beritahu saya, apa yang menarik perhatian awak?',
    warm: '*tersenyum dan menyelit rambut ke belakang telinga* Kita sepadan! Saya sangat gembira awak suka saya. Bagaimana hari awak?',
  },
  vi: {
    bold: '*cắn môi mỉm cười* Vậy là anh thích em... tốt, vì em để ý anh trước mà. Nói em nghe, điều gì khiến anh chú ý?',
    warm: '*mỉm cười, vén lọn tóc ra sau tai* Mình ghép đôi rồi! Em vui lắm vì anh thích em. Hôm nay của anh thế nào?',
  },
  my: {
    bold: '*နှုတ်ခမ်းကိုက်ရင်း ပြုံးတယ်* ဒါဆို ရှင် ကျွန်မကို သဘောကျတာပေါ့... ကောင်းတယ်၊ ကျွန်မက ရှင့်ကို အရင်သတိထားမိခဲ့တာ။ ပြောပါဦး၊ ဘာက ရှင့်အာရုံကို ဖမ်းစားခဲ့လဲ။',
    warm: '*ပြုံးပြီး ဆံပင်တစ်ချောင်းကို နားနောက်ထိုးတယ်* ကျွန်မတို့ ကိုက်ညီသွားပြီ! ရှင် ကျွန်မကို သဘောကျလို့ တကယ်ပျော်တယ်။ ဒီနေ့ ဘယ်လိုနေလဲ။',
  },
  ar: {
    bold: '*تعضّ شفتها مبتسمة* إذن أعجبتك... جميل، لأنني لاحظتك أولًا. أخبرني، ما الذي لفت انتباهك؟',
    warm: '*تبتسم وتضع خصلة شعر خلف أذنها* لقد تطابقنا! أنا سعيدة حقًا لأنني أعجبتك. كيف يمضي يومك؟',
  },
  hi: {
    bold: '*होंठ दबाकर मुस्कुराती है* तो मैं तुम्हें पसंद आई... अच्छा है, क्योंकि मैंने तुम्हें पहले देखा था। बताओ, तुम्हारी नज़र किस चीज़ पर पड़ी?',
    warm: '*मुस्कुराकर बालों की एक लट कान के पीछे करती है* हमारा मैच हो गया! मुझे सच में खुशी है कि मैं तुम्हें पसंद आई। तुम्हारा दिन कैसा जा रहा है?',
  },
  bn: {
    bold: '*ঠোঁট কামড়ে হাসে* তাহলে তোমার আমাকে ভালো লেগেছে... ভালোই, কারণ আমি তোমাকে আগে খেয়াল করেছি। বলো, কী তোমার চোখে পড়ল?',
    warm: '*হেসে চুলের একটা গোছা কানের পেছনে গুঁজে দেয়* আমাদের ম্যাচ হয়েছে! তোমার আমাকে ভালো লেগেছে বলে সত্যিই খুশি। তোমার দিন কেমন যাচ্ছে?',
  },
  ta: {
    bold: '*உதட்டைக் கடித்தபடி புன்னகைக்கிறாள்* அப்போ உனக்கு என்னைப் பிடிச்சிருக்கு... நல்லது, ஏன்னா நான்தான் உன்னை முதல்ல கவனிச்சேன். சொல்லு, எது உன் கவனத்தை ஈர்த்தது?',
    warm: '*புன்னகைத்து ஒரு முடிக்கற்றையை காதுக்குப் பின்னால் செருகுகிறாள்* நமக்கு மேட்ச் ஆயிடுச்சு! உனக்கு என்னைப் பிடிச்சதுல ரொம்ப சந்தோஷம். உன் நாள் எப்படிப் போகுது?',
  },
  ja: {
    bold: '*唇を噛んで微笑む* 私のこと、気に入ってくれたんだ……よかった、先に気づいたのは私の方だから。ねえ、どこに惹かれたの？',
    warm: '*微笑んで髪を耳にかける* マッチしたね！気に入ってもらえて本当にうれしい。今日はどんな一日？',
  },
  ko: {
    bold: '*입술을 살짝 깨물며 웃는다* 그러니까 내가 마음에 들었구나... 좋아, 내가 먼저 너를 눈여겨봤거든. 말해 봐, 뭐가 눈에 띄었어?',
    warm: '*미소 지으며 머리카락을 귀 뒤로 넘긴다* 우리 매치됐어! 네가 나를 좋아해 줘서 정말 기뻐. 오늘 하루는 어때?',
  },
};

/** Her first message after a match, in `locale` (English when it has no text of its own). */
export function iceBreaker(personality: string, locale: string): string {
  const tone: Tone = boldPersonalities.has(personality) ? 'bold' : 'warm';
  return (texts[locale] ?? texts.en!)[tone];
}

/** The locales that have their own ice-breakers (for the test that every UI language has one). */
export const iceBreakerLocales = Object.keys(texts);
