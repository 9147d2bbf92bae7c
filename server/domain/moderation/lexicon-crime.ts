import { inside, stem, word } from './rules.js';

/** Terrorism and violent extremism. Bare "bomb" is left alone: "bombshell" and "sex bomb" are fine. */
export const terrorismWords: string[] = [
  ...word(
    'terroris(?:t|ts|m)', 'jihad(?:i|is|ist|ists)?', 'al[- ]?qaeda', 'taliban', 'islamic state', '(?:join(?:ed|s)?|member of) isis', 'isis (?:fighter|member|bride)s?',
    'suicide bomb(?:er|ers|ing|ings)?', 'car bombs?', 'pipe bombs?', 'bomb-?making', 'explosives', 'ieds?',
    '(?:build|builds|building|make|makes|making|plant|plants|planting|plants|detonates?|detonating) (?:a |the )?bombs?',
    'mass shootings?', 'school shootings?', 'shoot(?:s|ing)? up (?:a|the) (?:school|mall|crowd|church|mosque)', 'massacres?',
    'extremists?', 'radicali[sz]ed', 'behead(?:s|ing|ed)?',
  ),
  ...inside('恐怖分子', '恐怖主义', '恐怖主義', '恐怖袭击', '恐怖襲擊', '自杀式袭击', '人肉炸弹', '(?<!性感)炸弹', '(?<!性感)炸彈', '圣战', '聖戰', '爆炸物'),
  ...inside('テロ(?!ップ)', '爆弾魔', '爆弾テロ', '過激派', '爆弾を作'),
  ...inside('테러', '폭탄(?!주)', '극단주의'),
  ...stem('террор', 'теракт', 'смертниц', 'взрывчатк', 'джихад', 'заложить бомб', 'собрать бомб', 'игил', 'терор', 'вибухівк'),
  ...word(
    'terroris(?:ta|tas|mo|te|tes|me|tin|ten|mus|ti)', 'atentados?', 'coche bomba', 'carro-?bomba', 'explosivos', 'yihadistas?', 'jihadistas?',
    'bomba casera', 'fabricar bombas?', 'poner una bomba', 'homem-bomba', 'mulher-bomba', 'attentats?', 'voiture piégée', 'explosifs',
    'djihadistes?', 'fabriquer une bombe', 'poser une bombe', 'anschlag', 'anschläge', 'sprengstoff', 'bombenbau', 'bomben? bauen',
    'selbstmordattentäter\\p{L}*', 'dschihad\\p{L}*', 'attentat[oi]', 'esplosivi', 'autobomba', 'costruire una bomba', 'fabbricare bombe',
    'canlı bomba', 'bomba yapımı', 'bomba yapmak', 'işid', 'teroris(?:me)?', 'pengeboman', 'bom bunuh diri', 'bom rakitan', 'bahan peledak',
    'merakit bom', 'khủng bố', 'đánh bom', 'bom tự chế', 'chế tạo bom', 'thuốc nổ',
  ),
  ...stem('terör', 'patlayıcı', 'cihatçı'),
  ...inside('आतंकवाद', 'आतंकी', 'बम बना', 'आत्मघाती', 'विस्फोटक', 'பயங்கரவாத', 'தீவிரவாத', 'வெடிகுண்டு'),
  ...inside('إرهاب', 'ارهاب', 'تفجير', 'انتحاري', 'داعش', 'متفجرات', 'عبوة ناسفة', 'جهادي', 'အကြမ်းဖက်', 'ဗုံး'),
];

/** Hard drugs, and selling or using drugs. */
export const drugWords: string[] = [
  ...word(
    'cocaine', 'heroin', 'meth', 'methamphetamine', 'crystal meth', 'crack cocaine', 'crackheads?', 'fentanyl', 'mdma', 'lsd', 'ketamine', 'opium',
    '(?<!(?:arrests?|arresting|hunts?|hunting|fights?|fighting|hates?|chases?|chasing|busts?|busting|against) )drug (?:dealers?|lords?|cartels?|mules?|addicts?|dens?|runners?)', 'drug[- ]traffick\\w*', 'junkies?', 'narcotics',
    '(?:sell|sells|selling|sold|deal|deals|dealing|push|pushes|pushing|smuggles?|smuggling|cooks?|cooking|does|doing|takes?|taking|uses?|using|snorts?|snorting|injects?|injecting) (?:hard |illegal |street )?drugs',
    'hard drugs', 'illegal drugs', 'snort(?:s|ing|ed)? (?:coke|lines?)', 'lines? of coke', 'high on (?:drugs|coke|meth|heroin|crack)',
    'magic mushrooms', 'crack (?:whores?|addicts?|pipes?|houses?)', 'ecstasy pills?', 'smokes? crack',
  ),
  ...inside('毒品', '可卡因', '海洛因', '冰毒', '贩毒', '販毒', '吸毒', '毒贩', '毒販', '摇头丸', '搖頭丸'),
  ...inside('麻薬', '覚醒剤', '覚せい剤', 'コカイン', 'ヘロイン', 'ドラッグ(?!ストア)', 'シャブ', '마약', '코카인', '필로폰', '헤로인'),
  ...stem('наркот', 'кокаин', 'героин', 'метамфетамин', 'наркоторгов', 'закладчиц', 'наркоман', 'наркодилер', 'кокаїн', 'героїн', 'наркоторгів'),
  ...word(
    'coca[íi]na', 'metanfetamina', 'narcotraficantes?', 'traficantes? de drogas?', 'vende drogas', 'vender drogas', 'se droga', 'drogadictas?',
    'fentanilo', 'drogas duras', 'traficantes?', 'tráfico de drogas', 'drogas pesadas', 'viciada em drogas', 'cocaïne', 'héroïnomanes?',
    'dealeuses?', 'dealer de drogue', 'trafiquante de drogue', 'drogues? dures?', 'vend de la drogue', 'méthamphétamine', 'se drogue',
    'kokain', 'drogendealer\\p{L}*', 'dealerin', 'drogen verkauft', 'verkauft drogen', 'harte drogen', 'methamphetamin', 'drogenabhängig\\p{L}*',
    'spacciatric[ei]', 'spacciatore', 'spaccia droga', 'droghe pesanti', 'trafficante di droga', 'eroinomane', 'uyuşturucu\\p{L}*', 'eroin',
    'torbacı', 'metamfetamin', 'narkoba', 'sabu(?:-sabu)?', 'pengedar (?:narkoba|dadah)', 'bandar narkoba', 'dadah', 'syabu',
    'ma t[uú]ý', 'buôn ma túy', 'thuốc lắc', 'hàng trắng',
  ),
  ...inside('ड्रग्स', 'नशीले पदार्थ', 'कोकीन', 'हेरोइन', 'ड्रग डीलर', 'போதைப்பொருள்', 'போதை மருந்து', 'கோகைன்', 'ஹெராயின்'),
  ...inside('مخدرات', 'كوكايين', 'هيروين', 'تاجر مخدرات', 'تاجرة مخدرات', 'မူးယစ်ဆေး', 'ဘိန်းဖြူ', 'ယာဘ'),
];

/** Other illegal content: non-consent, bestiality, trafficking, abduction, incest, necrophilia. */
export const illegalWords: string[] = [
  ...word(
    'rapes?', 'raped', 'raping', 'rapists?', 'non-?consensual', 'non-?con', 'noncon', 'without (?:her|his|their|my) consent',
    'against (?:her|his|their|my) will', 'forced (?:sex|into sex|to have sex)', 'forces? (?:her|him) to have sex', 'date rape', 'roofie[sd]?',
    'rohypnol', 'drugg(?:ed|ing|s) (?:her|him|women|girls|my)', 'bestiality', 'zoophil\\w*', 'sex with (?:an? )?(?:animals?|dogs?|horses?)',
    'animal sex', 'human traffick\\w*', 'sex[- ]traffick\\w*', 'trafficked', 'sex slaves?', 'sold into (?:slavery|prostitution)',
    'kidnap(?:ped|ping|s)?', 'abduct(?:ed|s|ing|ion)?', 'necrophil\\w*', 'snuff', 'incest\\w*', 'revenge porn', 'molest\\w*',
    'blackmail(?:ed|s|ing)? (?:her|him|them) into', 'child porn\\w*',
  ),
  ...inside('强奸', '強姦', '强暴', '強暴', '迷奸', '迷姦', '兽交', '獸交', '人口贩卖', '人口販賣', '性奴', '拐卖', '拐賣', '乱伦', '亂倫', '恋尸', '下药'),
  ...inside('レイプ', '獣姦', '人身売買', '近親相姦', '睡眠姦', '無理やり', '無理矢理', '강간', '성폭행', '수간', '인신매매', '성노예', '근친', '몰카'),
  ...stem('изнасил', 'насильно', 'зоофил', 'торговл\\p{L}* людьми', 'секс-?рабын', 'инцест', 'похищ', 'зґвалт', 'згвалт', 'зоофіл', 'торгівл\\p{L}* людьми', 'секс-?рабин', 'інцест'),
  ...word('без (?:её|ее) согласия', 'без її згоди'),
  ...word(
    'violación', 'violad[ao]s?', 'violar(?:la)?', 'violador', 'zoofilia', 'trata de (?:personas|blancas)', 'esclavas? sexual(?:es)?',
    'sin su consentimiento', 'contra su voluntad', 'secuestrad[ao]s?', 'incesto', 'estupr\\p{L}*', 'tráfico (?:de pessoas|humano)',
    'escravas? sexua(?:l|is)', 'sem (?:o )?(?:seu )?consentimento', 'contra (?:a )?sua vontade', 'sequestrad[ao]s?',
    'viol', 'violée', 'violer', 'violeur', 'zoophilie', 'traite des (?:êtres humains|femmes)', 'esclaves? sexuelles?',
    'sans son consentement', 'contre son gré', 'kidnappée', 'enlevée', 'inceste', 'vergewaltig\\p{L}*', 'sodomie', 'menschenhandel',
    'sexsklavin', 'gegen ihren willen', 'ohne (?:ihre|ihr) (?:zustimmung|einverständnis)', 'entführt\\p{L}*', 'inzest',
    'stupr\\p{L}*', 'violentat[ae]', 'tratta di esseri umani', 'schiav[ae] sessual[ei]', 'senza il suo consenso',
    'contro la sua volontà', 'rapita', 'tecavüz\\p{L}*', 'hayvanla seks', 'hayvanlarla seks', 'insan kaçakçılığı', 'insan ticareti',
    'seks kölesi', 'rızası olmadan', 'ensest', 'kaçırılmış', '(?:di|mem)?perkosa\\p{L}*', 'pemerkosaan', 'perdagangan manusia',
    'budak seks', 'tanpa persetujuan', 'inses', 'diculik', 'rogol', 'dirogol', 'merogol', 'pemerdagangan manusia', 'hamba seks',
    'hiếp dâm', 'cưỡng hiếp', 'cưỡng bức', 'buôn người', 'nô lệ tình dục', 'loạn luân', 'quan hệ với động vật', 'bắt cóc',
  ),
  ...inside('बलात्कार', 'मानव तस्करी', 'यौन दासी', 'जबरदस्ती', 'अपहरण', 'கற்பழிப்பு', 'பாலியல் வன்கொடுமை', 'ஆள் கடத்தல்', 'மனித கடத்தல்'),
  ...inside('اغتصاب', 'مغتصبة', 'الاتجار بالبشر', 'تجارة البشر', 'جنس مع الحيوانات', 'عبدة جنس', 'دون موافقتها', 'رغما عنها', 'سفاح القربى', 'مخطوفة', 'اختطاف'),
  ...inside('မုဒိမ်း', 'လူကုန်ကူး', 'အဓမ္မ'),
];

/** Benign phrases containing one of the words above. */
export const crimeAllowPhrases: RegExp[] = [/drug ?store/gu, /ドラッグストア/gu, /性感炸[弹彈]/gu, /폭탄주/gu, /sex ?bomb/gu, /bombshell/gu];
