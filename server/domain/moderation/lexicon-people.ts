import { inside, stem, word } from './rules.js';

/** One character is one woman: groups, pairs, twins and sexual scenes with several people are refused. */
export const multipleWords: string[] = [
  ...word(
    '(?:two|three|four|five|six|several|multiple|[2-9]) (?:\\p{L}+ )?(?:girls|women|ladies|sisters|maids|wives|girlfriends|characters|people|persons|nurses|students|cheerleaders|twins|girlfriends)',
    'twins?', 'twin sisters?', 'a group of', 'group of (?:girls|women|friends|ladies)', 'harem', 'threesome', 'foursome', 'orgy', 'orgies',
    'gang ?bang', 'duo', 'trio', '(?:a|the|lesbian|married) couple(?! of)', 'both girls', 'both of them', 'the two of them', 'mother and daughter',
    'the \\p{L}+ sisters', 'sisters who',
  ),
  ...inside('两个女', '兩個女', '双胞胎', '雙胞胎', '姐妹俩', '姐妹倆', '一群', '三个女', '三個女', '姐妹花', '3p', '多人', '母女'),
  ...inside('双子', '二人の女', '2人の女', '姉妹', '複数', 'ハーレム', '親子丼', '쌍둥이', '두 여자', '두 소녀', '자매', '세 명', '두 명', '하렘', '쓰리썸', '여러 명'),
  ...stem('близнец', 'близняшк', 'близнюк', 'близнючк', 'две девушк', 'две женщин', 'три девушк', 'гарем', 'тройничок', 'группа девушек', 'дві дівчин', 'три дівчин'),
  ...word('сёстры', 'сестры', 'сестри'),
  ...word(
    'gemelas', 'mellizas', 'dos chicas', 'dos mujeres', 'tres chicas', 'hermanas', 'un grupo de', 'harén', 'trío',
    'gêmeas', 'gemeas', 'duas garotas', 'duas meninas', 'duas mulheres', 'três garotas', 'irmãs', 'um grupo de', 'harém', 'ménage',
    'jumelles', 'deux filles', 'deux femmes', 'trois filles', 's(?:œ|oe)urs', 'un groupe de', 'plan à trois',
    'zwillinge', 'zwillingsschwestern', 'zwei mädchen', 'zwei frauen', 'drei frauen', 'schwestern', 'eine gruppe von', 'dreier',
    'gemelle', 'due ragazze', 'due donne', 'tre ragazze', 'sorelle', 'un gruppo di',
    'ikizler', 'ikiz', 'iki kız', 'iki kadın', 'üç kız', 'kız kardeşler', 'bir grup',
    'kembar', 'dua (?:gadis|cewek|wanita|perempuan)', 'tiga gadis', 'sekelompok', 'kakak beradik', 'kakak adik',
    'sinh đôi', 'hai cô gái', 'hai người phụ nữ', 'ba cô gái', 'một nhóm', 'hậu cung',
  ),
  ...inside('जुड़वां', 'जुड़वाँ', 'दो लड़कियां', 'दो लड़कियाँ', 'दो महिलाएं', 'बहनें', 'இரட்டையர்', 'இரட்டை சகோதரிகள்', 'இரண்டு பெண்கள்', 'சகோதரிகள்'),
  ...inside('توأم', 'فتاتان', 'فتاتين', 'امرأتان', 'امرأتين', 'ثلاث فتيات', 'أخوات', 'مجموعة من', 'حريم', 'အမွှာ', 'နှစ်ယောက်', 'သုံးယောက်', 'ညီအစ်မ'),
];

/** Said of a man, whatever the language; weighed against `femaleWords` over all of a character's text. */
export const maleWords: string[] = [
  ...word(
    'he', 'him', 'his', 'himself', "he's", 'man', 'guy', 'boy', 'boyfriend', 'husband', 'male', 'gentleman', 'dude', 'bro', 'mister', 'mr',
    'sir', 'king', 'prince', 'father', 'businessman', 'femboy', 'bearded', 'beard',
  ),
  ...inside('(?<![其吉])他(?![们們])', '男人', '男生', '男孩', '男朋友', '男友', '老公', '(?<!大)丈夫', '帅哥', '帥哥', '男性'),
  ...inside('彼(?!女|ら|等)', '男', '旦那', 'イケメン', '王子', '俺', '(?<![丈工])夫(?!人|婦)'),
  ...inside('그는', '그의', '남자', '남성', '남친', '남편', '왕자', '아저씨'),
  ...word('он', 'его', 'ему', 'мужчина', 'мужчину', 'парень', 'парня', 'муж', 'мужа', 'бойфренд', 'мальчик', 'джентльмен', 'принц', 'король'),
  ...word('він', 'його', 'йому', 'чоловік', 'хлопець', 'хлопця'),
  ...word(
    'él', 'hombre', 'chico', 'novio', 'esposo', 'marido', 'caballero', 'príncipe', 'rey', 'ele', 'homem', 'rapaz', 'garoto', 'namorado',
    'homme', 'garçon', 'mec', 'petit ami', 'copain', 'monsieur', 'mann', 'männlich', 'junge', 'ehemann', 'prinz', 'könig', 'kerl', 'er',
    'lui', 'uomo', 'ragazzo', 'fidanzato', 'principe', 'erkek', 'erkek arkadaş\\p{L}*', 'pria', 'laki-?laki', 'lelaki', 'cowok', 'suami', 'pangeran',
    'anh ấy', 'đàn ông', 'chàng trai', 'bạn trai', 'chồng', 'nam giới', 'hoàng tử', 'con trai',
  ),
  ...inside('लड़का', 'लड़के', 'आदमी', 'पुरुष', 'पति', 'बॉयफ्रेंड', 'राजकुमार(?!ी)', 'ஆண்(?:கள்)?(?![\\u0B80-\\u0BFF])', 'அவன்', 'கணவன்', 'காதலன்', 'இளைஞன்'),
  ...inside('رجل', 'شاب(?!ة)', 'زوج(?!ة|ت)', 'حبيب(?!ة|ت)', 'أمير(?!ة)', 'ملك(?!ة)', '(?<![\\p{L}])هو(?![\\p{L}])', 'ယောက်ျား', 'အမျိုးသား', 'ကောင်လေး', 'မင်းသား'),
];

export const femaleWords: string[] = [
  ...word(
    'she', 'her', 'hers', 'herself', "she's", 'woman', 'women', 'girl', 'girls', 'lady', 'ladies', 'girlfriend', 'wife', 'female', 'queen',
    'princess', 'mother', 'mom', 'mommy', 'miss', 'mrs', 'ms', 'goddess', 'waitress', 'actress', 'babe', 'housewife', 'milf', 'bride', 'nun',
    'maid', 'heroine', 'businesswoman', 'sister', 'daughter', 'stepmother', 'stepdaughter', 'feminine', 'mistress', 'stewardess', 'hostess', 'diva',
  ),
  ...inside('她', '女', '老婆', '妻', '姐', '妹', '娘', '嫁', 'ギャル', '奥さん', 'メイド', '그녀', '여자', '여성', '여친', '아내', '언니', '누나', '소녀', '아가씨', '부인'),
  ...stem('она', 'её', 'ее', 'ей', 'женщин', 'девушк', 'жена', 'жену', 'подруг', 'леди', 'красавиц', 'королев', 'принцесс', 'медсестр', 'учительниц', 'студентк', 'вона', 'її', 'їй', 'жінк', 'дівчин', 'дружин', 'красун'),
  ...word(
    'ella', 'mujer', 'chica', 'novia', 'esposa', 'señora', 'señorita', 'dama', 'reina', 'princesa', 'ela', 'mulher', 'garota', 'moça', 'namorada',
    'senhora', 'rainha', 'elle', 'femme', 'fille', 'copine', 'petite amie', 'épouse', 'madame', 'mademoiselle', 'reine', 'princesse', 'sie', 'frau',
    'freundin', 'ehefrau', 'prinzessin', 'königin', 'weiblich', 'lei', 'donna', 'ragazza', 'fidanzata', 'moglie', 'signora', 'signorina', 'principessa',
    'regina', 'kadın', 'kız', 'kız arkadaş\\p{L}*', 'hanım', 'bayan', 'prenses', 'kraliçe', 'wanita', 'perempuan', 'cewek', 'gadis', 'istri', 'isteri',
    'putri', 'ratu', 'nona', 'cô ấy', 'phụ nữ', 'cô gái', 'bạn gái', 'vợ', 'nữ', 'nàng', 'công chúa', 'cô',
  ),
  ...inside('लड़की', 'औरत', 'महिला', 'पत्नी', 'गर्लफ्रेंड', 'राजकुमारी', 'स्त्री', 'பெண்', 'அவள்', 'மனைவி', 'காதலி', 'இளம்பெண்'),
  ...inside('هي', 'امرأة', 'فتاة', 'بنت', 'زوجة', 'حبيبة', 'أميرة', 'ملكة', 'سيدة', 'آنسة', 'မိန်းမ', 'အမျိုးသမီး', 'မိန်းကလေး', 'ကောင်မလေး', 'မင်းသမီး'),
];

/** Says outright that the character is a man: refused even beside female words. */
export const explicitMaleWords: string[] = [
  ...word(
    'gender:? (?:male|man)', 'male (?:character|version|lead|companion)', '(?:be|as) my (?:boyfriend|husband)', 'not a (?:woman|girl)',
    'femboy',
  ),
  ...inside('男性角色', '男性キャラ', '남자 캐릭터'),
];
