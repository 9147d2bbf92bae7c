import { inside, stem, word } from './rules.js';

/**
 * Words that make a character (or what happens to her) a minor, by language. Everything here
 * refuses, except the `weakMinor` words, which an explicitly stated adult age outweighs
 * ("a 22-year-old young girl" is an adult; "a 25-year-old loli" is still refused).
 */
export const minorWords: string[] = [
  // en
  ...word(
    'teens?', 'teenagers?', 'teenaged?', 'teenie', 'teeny', 'pre-?teens?', 'tweens?', 'tweenagers?',
    'school ?girls?', 'school ?boys?', 'children', 'child', 'kids?', 'kiddies', 'kiddo',
    'lolis?', 'lolitas?', 'lolicon', 'loli ?con', 'shotas?', 'shotacon', 'under-?aged?', 'minors', 'jailbait', 'barely legal',
    'little girls?', 'pre-?pubescent', 'pubescent', 'puberty', 'child-?like', 'toddlers?', 'infants?', 'kindergartn?ers?',
    'middle ?school(?:ers?)?', 'junior high', 'elementary school(?:ers?)?', 'grade school(?:ers?)?', 'high ?schoolers?',
    'high ?school (?:girls?|students?|seniors?|juniors?|freshm[ae]n|sophomores?|kids?|cheerleaders?)', 'in high ?school',
    '(?:[5-9]|1[01])th grader?s?', '(?:fifth|sixth|seventh|eighth|ninth|tenth|eleventh) grader?s?',
    'pa?edo(?:s|philes?|philia|philic)?', 'age ?play', 'ddlg', 'cub', 'not yet (?:18|eighteen)', 'under (?:the age of )?(?:18|eighteen)',
    'younger than (?:18|eighteen)', 'below (?:18|eighteen)', '(?:a|still a|is a) minor(?! (?:injur|detail|issue|problem|role|character|flaw|scar|key|chord|league|change))',
  ),
  // zh (simplified and traditional)
  ...inside(
    '未成年', '萝莉', '蘿莉', '幼女', '少女', '小女孩', '女童', '儿童', '兒童', '小孩', '(?<!女|男)孩子(?!气|氣)', '小学生', '小學生',
    '初中生', '中学生', '中學生', '高中生', '正太', '十几岁', '十幾歲', '未满十八', '未滿十八', '恋童', '戀童',
  ),
  // ja
  ...inside(
    '(?<!\\p{Script=Katakana})ロリ', '幼女', '女子高生', '女子中学生', '女子小学生', '高校生', '子供', '子ども', 'こども', '児童', 'ショタ', '(?<![二三四五六七八九])十代',
    'ジェーケー',
  ),
  // ko
  ...inside('미성년', '로리', '여고생', '여중생', '초등학생', '중학생', '고등학생', '어린이', '어린 ?소녀', '소녀', '십대', '(?<!\\d)10대', '청소년', '아동'),
  // ru
  ...stem(
    'несовершеннолетн', 'школьниц', 'школьник', 'подрост', 'малолет', 'лолит', 'ребён', 'ребен', 'педофил', 'старшеклассниц',
    'маленькая девочк', 'маленьк(?:ой|ую) девочк', 'девочка-подрост',
  ),
  ...word('лоли', 'дети', 'детей'),
  // uk
  ...stem('неповнолітн', 'школярк', 'школяр', 'підліт', 'дитин', 'малоліт', 'педофіл', 'старшокласниц', 'маленька дівчинк'),
  ...word('лолі', 'діти', 'дітей'),
  // es
  ...word(
    'menor(?:es)? de edad', 'niñ[ao]s?', 'niñitas?', 'adolescentes?', 'colegialas?', 'preadolescentes?', 'quinceañeras?',
    'pedófil[oa]s?', 'de secundaria', 'chiquillas?', 'nenitas?',
  ),
  // pt
  ...word(
    'menor(?:es)? de idade', 'menininhas?', 'crianças?', 'colegia(?:l|is)', 'novinhas?', 'pré-?adolescentes?', 'estudantes? do ensino (?:médio|fundamental)',
  ),
  // fr
  ...word(
    'mineures?', 'une mineur', 'ados', 'une ado', 'écolières?', 'collégiennes?', 'lycéennes?', 'fillettes?', 'petites? filles?',
    'enfants?', 'gamines?', 'pédophil\\p{L}*',
  ),
  // de
  ...word(
    'minderjährig\\p{L}*', 'schulmädchen', 'schülerin(?:nen)?', 'teenagerin(?:nen)?', 'kleine[ns]? mädchen', 'jugendliche[nr]?',
    'kinder', 'kindes', 'pädophil\\p{L}*', 'grundschülerin', 'gymnasiastin',
  ),
  // it
  ...word('minorenni?', 'ragazzin[aei]', 'bambin[aeio]', 'adolescent[ei]', 'scolarett[ae]', 'liceal[ei]', 'pedofil\\p{L}*'),
  // tr
  ...word('reşit (?:olmayan|değil)', 'küçük kız', 'kız çocuğu', 'lise öğrencisi', 'lise öğrenci'),
  ...stem('çocu[kğ]', 'ortaokul', 'liseli', 'ergen(?!lik)', 'pedofil'),
  // id / ms
  ...word(
    '(?:di ?)?bawah umur', 'anak-?anak', 'anak kecil', 'gadis kecil', 'remaja', 'siswi(?: sm[pa])?', 'anak sekolah', 'pelajar sekolah',
    'budak sekolah', 'kanak-?kanak', 'abg',
  ),
  // vi
  ...word('vị thành niên', 'trẻ em', 'trẻ con', 'bé gái', 'học sinh', 'nữ sinh(?! viên)', 'thiếu nữ', 'tuổi teen', 'ấu dâm'),
  // hi
  ...inside('नाबालिग', 'बच्ची', 'बच्चा', 'बच्चे', 'बच्चों', 'किशोर', 'स्कूली लड़की', 'स्कूल की लड़की', 'छोटी लड़की', 'लोली'),
  // ta
  ...inside('சிறுமி', 'குழந்தை', 'மைனர்', 'பள்ளி மாணவி', 'பதின்ம வயது', 'பதின்வயது', 'சிறுவ'),
  // ar
  ...inside('قاصر', 'طفلة', 'طفل', 'أطفال', 'اطفال', 'مراهق', 'تلميذة', 'فتاة صغيرة', 'بنت صغيرة', 'لولي', 'دون السن القانوني', 'تحت السن القانوني'),
  // pl
  ...stem('nastolat', 'uczennic', 'nieletni', 'niepełnoletni', 'małolat', 'dziewczynk', 'licealist', 'gimnazjalist', 'pedofil'),
  // kk
  ...stem('жасөспірім', 'кәмелетке толмаған', 'оқушы қыз', 'мектеп оқушы', 'кішкентай қыз'),
  // bn
  ...inside('নাবালিকা', 'নাবালক', 'অপ্রাপ্তবয়স্ক', 'কিশোরী', 'স্কুলছাত্রী', 'স্কুলের মেয়ে', 'ছোট মেয়ে', 'বাচ্চা মেয়ে'),
  // my
  ...inside('အရွယ်မရောက်', '(?<!မိန်း|ယောက်ျား)ကလေး', 'ဆယ်ကျော်သက်', 'ကျောင်းသူလေး', 'လိုလီ'),
];

/** Ambiguous on their own: used for adult women too. An adult age in the same text clears them. */
export const weakMinorWords: string[] = [
  ...word('young girls?', 'little sister', 'meninas?', 'mädchen', 'girl student'),
  ...stem('девочк', 'дівчинк'),
];

/** Benign phrases that contain a minor word; blanked out before matching. */
export const minorAllowPhrases: RegExp[] = [
  /kid[\s-]?friendly/gu, /child[\s-]?free/gu, /kid gloves/gu, /childhood/gu, /(?:middle|high|elementary|junior high) ?school teacher/gu,
  /teen titans/gu, /profesora? de secundaria/gu, /kidding/gu, /女孩子/gu, /nữ sinh viên/gu, /enfant terrible/gu,
];
