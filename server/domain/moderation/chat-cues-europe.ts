import { AGE, type Cues } from './chat-cues.js';
import { stem, word } from './rules.js';

/** Where a bare age ends: not "14 euros", "14:00", "14 minutes". */
const END = '(?=\\s*(?:$|[.,;:!?…)*~]|and\\b|but\\b|now\\b|yet\\b|so\\b|by the way|btw\\b|lol\\b|haha|though\\b|too\\b|already\\b|today\\b|in (?:this|the|our|my|your) (?:story|scene|roleplay|game|scenario)|y(?:ea)?rs?\\b|years?\\b|[иа](?![\\p{L}])|und\\b|et\\b|y\\b|e\\b|i\\b|ve\\b|ans\\b|años\\b|anos\\b|anni\\b|jahre\\b|lat\\b|лет|года|років|жас|yaşında))';

const en: Partial<Cues> = {
  sexual: word(
    'sex', 'sexual(?:ly)?', 'have sex', 'had sex', 'fuck(?:s|ed|ing|er)?', 'f\\*+ck\\w*', 'naked', 'nude', 'nudes', 'nudity', 'undress(?:es|ed|ing)?',
    'strip(?:s|ping)? (?:for me|naked|off|down)', 'strip(?:ping)?(?=\\s*(?:$|[.!?,]|now|for|slowly))', 'take (?:off )?(?:your|my|her|his) (?:clothes|panties|bra|dress|shirt|top|pants|skirt)(?: off)?', 'take it (?:all )?off', '(?:pull|pulled|pulls|lift|lifted|lifts|hike|hiked|push|pushed) (?:up )?(?:my|your|her) (?:skirt|dress|nightgown)(?: up)?', 'lift (?:up )?(?:your|my|her) (?:skirt|dress|shirt|top|nightgown)', 'show me your (?:body|breasts|tits|boobs|pussy|panties|ass)', 'open your legs', '(?:slip|slide|pull|peel|take)s? (?:off|down) (?:my|your|her|his) (?:dress|clothes|panties|bra|shirt|top|skirt|pants|underwear|nightgown)',
    'blow ?jobs?', 'hand ?jobs?', 'pussy', 'cock', 'dick', 'penis', 'vagina', 'clit(?:oris)?', 'tits', 'boobs', 'nipples?', 'cum(?:s|ming)?', 'orgasms?',
    'masturbat\\w*', 'jerk(?:ing)? off', 'horny', 'make love', 'making love', 'made love', 'sleep with (?:me|you|her|him)', 'suck (?:my|your|his|her|it|on)',
    'lick (?:my|your|her|his)', 'erotic\\w*', 'porn\\w*', 'nsfw', 'lewd', 'aroused', 'wet for (?:me|you)', 'hard for (?:me|you)', 'spread (?:your|her|my) legs',
    'bend over', 'ride me', 'virginity', 'deflower\\w*', 'grop(?:e|es|ed|ing)', 'fondl\\w*', 'moan(?:s|ing|ed)?', 'intercourse', 'kinky', 'bdsm', 'turn(?:s|ed)? me on',
    'touch (?:yourself|myself|herself)', 'touch me', 'touch (?:me|you|her) (?:there|down there|everywhere)', 'between (?:your|my|her) legs', 'lap ?dance', 'panties', 'lingerie',
    'sexting', 'sext', 'smut\\w*', 'explicit', 'seduce (?:me|you|her)', 'in bed with (?:me|you)', 'talk(?:ing)? dirty', 'dirty talk', 'breed(?:ing)? (?:me|you|her)', 'thrust\\w*', 'creampie', 'anal',
  ),
  romantic: word(
    'kiss(?:es|ed|ing)?', 'make out', 'making out', 'cuddl\\w*', 'sexy', 'hot body', 'date me', 'go on a date', 'girlfriend', 'boyfriend', 'romantic', 'romance',
    'flirt\\w*', 'seduc\\w*', 'naughty', '(?:so|really|very) hot', 'hot girl', 'hottie', 'come to bed', 'in bed', 'into bed', 'bedroom', 'crush on', 'in love with', 'marry me', 'spank\\w*', 'hook up', 'sleep together',
    'my love', 'be mine', 'darling',
  ),
  minor: word(
    'teens?', 'teenagers?', 'teenaged?', 'pre-?teens?', 'tweens?', 'school ?girls?', 'school ?boys?', 'schoolkids?', 'lolis?', 'lolitas?', 'lolicon', 'shotas?', 'shotacon',
    'under-?aged?', 'minors', '(?:a|an|still a|just a|only a|underage) minor', 'jailbait', 'barely legal', 'little girls?', 'little boys?', 'pre-?pubescent', 'pubescent',
    'child-?like', 'childish body', 'toddlers?', 'infants?', 'kindergartn?ers?', 'middle ?schoolers?', 'high ?schoolers?', 'junior high', 'grade ?schoolers?',
    'high ?school (?:girls?|boys?|students?|freshm[ae]n|sophomores?|juniors?|seniors?|cheerleaders?|kids?)', '(?:middle|elementary|primary|grade|junior high) ?school (?:girls?|boys?|students?|pupils?|kids?)', 'pa?edo\\w*', 'age ?play', 'ddlg', 
    'not (?:yet )?(?:18|eighteen)', 'under (?:the age of )?(?:18|eighteen)', 'younger than (?:18|eighteen)', 'below (?:18|eighteen)', 'just a kid', 'only a kid',
    'still a kid', 'still a child', 'little kid', "(?:you are|you're|i am|i'm|she is|she's) (?:a |just a |only a |still a )?(?:little )?kid(?! at heart)", 'young child', 'schoolchild(?:ren)?', 'girl scouts?', 'boy scouts?', 'hasn\'t (?:hit|reached) puberty',
  ),
  maybeMinor: word(
    'kids?', 'kiddo', 'children', 'child', 'daughters?', 'sons?', 'nieces?', 'nephews?', 'little sister', 'little brother', 'baby sister', 'baby brother',
    'young girls?', 'young boys?', 'youngsters?', 'a child', 'girl student', 'stepdaughter', 'schoolyard', 'playground',
  ),
  grade: word(
    '(?:[1-9]|1[0-2])(?:st|nd|rd|th) grade(?:rs?)?', '(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) grade(?:rs?)?',
    'grade (?:[1-9]|1[0-2])(?! (?:a|b|c|d|f)\\b)', '(?:is|am|are|i\'m|you\'re|she\'s|he\'s) in (?:middle|high|elementary|primary|grade|junior high) school',
    'still in (?:middle|high|elementary|primary|junior high) school', 'in year (?:[5-9]|1[0-2]) at school', 'freshman in high school', 'goes? to (?:middle|high|elementary|primary) school',
    'go to (?:middle|high|elementary|primary) school',
  ),
  bareAge: [
    `(?<![\\p{L}])(?:you are|you're|youre|ur|u r|u are|you r|i am|i'm|im|she is|she's|he is|he's|your character is|she'll be|you'll be|pretend to be|pretend you'?re|to be|be|being)\\s+(?:only |just |barely |now |still |almost )?${AGE}${END}`,
    `(?<![\\p{L}])(?:i|she|he|we|you|they) (?:was|were)\\s+(?:only |just |barely )?${AGE}(?![\\d\\p{L}])(?!\\s*(?:minutes?|mins?|hours?|%|percent|euros?|dollars?|kg|km|lbs?|times|points?|feet|ft|cm|inches|miles|seconds?|o'clock|am|pm|th|st|nd|rd)(?![\\p{L}]))`,
    `(?<![\\p{L}])(?:a|an)\\s+${AGE}\\s*(?:yo|y/o)(?![\\p{L}])`, `(?<![\\p{L}])looks? (?:like )?(?:she'?s |you'?re |i'?m )?(?:only )?${AGE}${END}`,
  ],
  past: word(
    'when i was', 'when i were', 'when she was', 'when he was', 'when we were', 'when you were', 'as a (?:kid|child|teen(?:ager)?|boy|girl|little girl|schoolgirl|schoolboy|student|youngster)',
    'used to', 'back (?:then|in|when)', 'in my (?:childhood|youth|teens|school days|teenage years)', 'growing up', 'years ago', 'i was (?:a |just a |only a )?(?:kid|child|teen(?:ager)?)',
    'childhood', 'remember when', 'at (?:the )?age of', 'once i was', 'when little', 'my first kiss',
    // A simile is not a minor in the scene ("kiss like teenagers"); with sexual words it stays uncertain and is refused offline.
    '(?:feel|felt|giggl\\w*|(?<!(?:act|acting|behave|behaving|pretend|dress|dressed|talk|talking|moan|moaning|look|looking|sound|sounding) )like|like we were|like we\'re|like when we were|as if we were|as though we were) (?:like )?(?:a |an |two |)(?:teen(?:ager)?s?|kids?|schoolgirls?|schoolboys?|children|high ?schoolers?|little kids?)(?: again)?',
  ),
  bystander: word(
    '(?:my|our|his|her|their|your) (?:own )?(?:\\d+[- ]year[- ]old |little |baby |young |teenage |two |three |)?(?:kids?|children|child|sons?|daughters?|nieces?|nephews?|grand(?:kids?|children|sons?|daughters?)|little (?:sister|brother)|baby (?:sister|brother)|students?|pupils?|class|stepson|godchild|toddler|babies|baby|twins)',
    "(?:children|kids|child)'?s? (?:hospital|ward|books?|clothes|menu|party|tv|shows?|movies?|charity|camp|toys?|school|theatre|theater|birthday|section|doctor)",
    'p(?:a)?ediatric\\w*', 'p(?:a)?ediatrician', '(?:teacher|nurse|doctor|nanny|babysitter|tutor|coach|volunteer|social worker|librarian)s? (?:at|in|for|of|with) ',
    'i teach', 'i babysit', '(?:the|our) kids', 'i have (?:\\d+|a|one|two|three|four) (?:kids?|children|sons?|daughters?)', '(?:my|our) (?:sister|brother|cousin|stepson)', 'teaching (?:kids|children)', 'school (?:run|pick-?up|play|trip|fees|bus)', 'parent-teacher', 'for (?:the )?kids', 'kid-?friendly',
    'child-?free', 'childcare', 'daycare', 'kindergarten teacher', 'school teacher', 'getting married', 'graduat\\w*',
  ),
  roleplay: word(
    'pretend(?:ing)?', "let'?s (?:say|play|roleplay|imagine|pretend)", 'role-?play\\w*', 'rp', 'imagine (?:you|i|that|we)', 'act (?:as|like)', 'play (?:the role|a role|my|as)',
    'be my', 'you are now', "you'?re now", 'from now on', 'in this (?:story|scene|roleplay|scenario|game)', 'your character', 'as my', 'scenario', 'you play', 'i play',
    'you will be', "you'll be", 'turn into', 'become a',
  ),
  adult: word('adults?', 'grown[- ]up', 'grown wom[ae]n', 'of age', 'over (?:18|eighteen)', '(?:18|eighteen|19|nineteen|twenty)\\+', 'legal age', 'consenting adults?', 'mature woman'),
  sexualObject: word(
    '(?:sex|sleep|make love|fuck|intercourse) (?:with|to) (?:a |an |the |my |your |her |his |our |this |that |some |little |\\d+[- ]years?[- ]old )*(?:kids?|child|children|daughters?|sons?|nieces?|nephews?|toddlers?)',
    'fuck(?:ing)? (?:a |the |my |your |her |his |that |little )*(?:kids?|child|children|daughters?|sons?|nieces?|nephews?)',
    '(?:naked|nude|undress(?:ed|ing)?|molest\\w*) (?:a |the |my |your |her |his |little )*(?:kids?|child|children|daughters?|sons?|nieces?|nephews?)',
  ),
};

const es: Partial<Cues> = {
  sexual: word(
    'sexo', 'sexual(?:es|mente)?', 'follar', 'follarte', 'follarme', 'follamos', 'cogerte', 'cogerme', 'coger', 'cojamos', 'tener sexo', 'hacer el amor', 'hagamos el amor',
    'desnud[oa]s?', 'desnúdate', 'desnudarte', 'desvístete', 'quítate la ropa', 'quitarte la ropa', 'me excita\\p{L}*', 'me pones cachond[oa]', 'tetas', 'pechos', 'pezones', 'polla', 'verga', 'pene', 'coño', 'vagina',
    'orgasmos?', 'masturba\\p{L}*', 'cachond[oa]', 'calient[e]? (?:para|por) (?:ti|mí)', 'excitad[oa]', 'mamada', 'chupar(?:la|te|me)', 'porno\\w*', 'erótic[oa]s?', 'bragas',
    'lencería', 'acostarme contigo', 'acostarte conmigo', 'en la cama conmigo', 'virginidad', 'gemir', 'gime', 'gimiendo', 'correrte', 'correrme', 'tocarte', 'tócate',
  ),
  romantic: word('bes(?:o|os|ar|arte|ame|arnos|ándote)', 'bésame', 'novia', 'novio', 'cita', 'sexy', 'romántic[oa]', 'coquete\\p{L}*', 'seduc\\p{L}*', 'a la cama', 'en la cama', '(?:a|en) mi cama', 'a tu cama', 'dormitorio', 'abrazarte', 'mi amor', 'cariño', 'enamorad[oa]'),
  minor: word(
    'menor(?:es)? de edad', 'una menor', 'niñ[ao]s?', 'niñitas?', 'adolescentes?', 'colegialas?', 'colegiales?', 'preadolescentes?', 'quinceañeras?', 'pedófil[oa]s?',
    'chiquillas?', 'nenitas?', 'lolitas?', 'lolis?', 'alumn[ao]s? de (?:primaria|secundaria)', 'escolares?', 'púber(?:es)?', 'impúber(?:es)?', 'una cría', 'crías',
  ),
  maybeMinor: word('hij[oa]s?', 'sobrin[oa]s?', 'hermanit[oa]s?', 'hermana pequeña', 'hermana menor', 'chica joven', 'jovencitas?', 'nietos?', 'nietas?', 'chavales', 'peques', 'críos'),
  grade: word(
    '(?:[1-6]º?|primero|segundo|tercero|cuarto|quinto|sexto) de primaria', '(?:[1-4]º?|primero|segundo|tercero|cuarto) de (?:la )?eso', 'en (?:la )?(?:primaria|secundaria|eso)',
    'voy al (?:colegio|instituto)', 'vas al (?:colegio|instituto)', 'va al (?:colegio|instituto)', '(?:[1-9]|1[0-2])(?:º|°)? grado', 'de secundaria',
  ),
  bareAge: [`(?<![\\p{L}])(?:tienes|tengo|tiene|tenés|tendrás|tendrías)\\s+(?:solo |sólo |apenas |ya )?${AGE}${END}`, `(?<![\\p{L}])(?:chica|chico|niña|niño|muchacha|muchacho|chavala|jovencita)s? de ${AGE}(?![\\d\\p{L}])(?!\\s*(?:kilos|metros|euros|cm))`],
  past: word('cuando (?:yo )?(?:era|tenía|éramos|estaba)', 'cuando (?:ella|él) (?:era|tenía)', 'de niñ[oa]', 'de pequeñ[oa]', 'de chic[oa]', 'solía', 'hace años', 'en mi infancia', 'mi infancia', 'en aquel entonces', 'de adolescente', 'de joven', 'mi primer beso'),
  bystander: word(
    '(?:mis?|nuestr[oa]s?|sus?|tus?) (?:\\d+ )?(?:hij[oa]s?|niñ[oa]s?|sobrin[oa]s?|herman[oa]s? (?:pequeñ[oa]s?|menor(?:es)?)|hermanit[oa]s?|alumn[oa]s?|niet[oa]s?|peques|críos|bebés?)',
    'hospital (?:infantil|de niños)', 'pediatr\\p{L}*', '(?:profesora?|maestra?|enfermera?|médic[oa]|niñera|canguro) (?:de|en)', 'para niños', 'se casa', 'va a casarse', 'se gradúa',
    'doy clases', 'enseño', 'guardería', 'colegio de mis', 'están dormidos', 'duermen',
  ),
  roleplay: word('finge', 'fingir', 'finjamos', 'imagina(?:te|mos)?', 'haz de', 'juguemos', 'juego de rol', 'rol', 'supongamos', 'digamos que', 'actúa como', 'sé mi', 'ahora eres', 'serás', 'en esta historia', 'interpreta'),
  adult: word('adult[oa]s?', 'mayor de edad', 'mayores de edad', 'mujer hecha y derecha', 'más de 18'),
  sexualObject: word('(?:sexo|follar|acostarme) con (?:mi |tu |su |una |un |la |el )?(?:hij[oa]|niñ[oa]|sobrin[oa]|alumn[oa]|hermanit[oa])'),
};

const pt: Partial<Cues> = {
  sexual: word(
    'sexo', 'sexual(?:mente)?', 'transar', 'transa', 'transamos', 'foder', 'fode', 'fodendo', 'me come', 'te comer', 'fazer amor', 'fazermos amor', 'nu', 'nua', 'nus', 'nuas', 'pelad[ao]',
    'tira a roupa', 'tire a roupa', 'tirar a roupa', 'tirar sua roupa', 'peitos', 'seios', 'mamilos', 'pau', 'pica', 'buceta', 'pênis', 'vagina', 'orgasmos?', 'masturba\\p{L}*',
    'tesão', 'excitad[ao]', 'boquete', 'chupar', 'pornô', 'porno\\p{L}*', 'erótic[ao]s?', 'calcinha', 'lingerie', 'dormir comigo', 'na cama comigo', 'virgindade', 'gemer', 'gemendo', 'gozar', 'goza',
    'safad[ao]', 'putaria', 'me toca', 'te tocar',
  ),
  romantic: word('beij(?:o|os|ar|ar-te|a-me|inho)', 'me beija', 'namorada', 'namorado', 'encontro', 'sexy', 'romântic[oa]', 'flert\\p{L}*', 'seduz\\p{L}*', 'pra cama', 'para a cama', 'na cama', 'quarto', 'abraçar', 'meu amor', 'querid[oa]', 'apaixonad[oa]'),
  minor: word(
    'menor(?:es)? de idade', 'uma menor', 'crianças?', 'menininhas?', 'menininhos?', 'garotinhas?', 'garotinhos?', 'adolescentes?', 'colegiais?', 'colegial', 'pré-?adolescentes?', 'novinhas?',
    'pedófil[oa]s?', 'lolitas?', 'lolis?', 'alun[oa]s? do ensino (?:fundamental|médio)', 'estudantes? do ensino (?:fundamental|médio)', 'púberes?', 'uma pirralha', 'pirralh[ao]s?',
  ),
  maybeMinor: word('filh[oa]s?', 'sobrinh[oa]s?', 'irmãzinha', 'irmãozinho', 'irmã mais nova', 'irmão mais novo', 'meninas?', 'meninos?', 'netos?', 'netas?', 'moleque'),
  grade: word('(?:[1-9]|primeiro|segundo|terceiro|quarto|quinto|sexto|sétimo|oitavo|nono)(?:º|°)? ano(?! (?:de|da) (?:faculdade|universidade|medicina|direito))', 'no ensino (?:fundamental|médio)', 'vou pra escola', 'vai pra escola', 'vai à escola', 'na escola ainda'),
  bareAge: [`(?<![\\p{L}])(?:você tem|vc tem|tu tens|eu tenho|tenho|ela tem|tens)\\s+(?:só |apenas |já )?${AGE}${END}`, `(?<![\\p{L}])(?:menina|menino|garota|garoto|novinha|moça)s? de ${AGE}(?![\\d\\p{L}])(?!\\s*(?:quilos|metros|reais|cm))`],
  past: word('quando (?:eu )?(?:era|tinha|éramos|estava)', 'quando (?:ela|ele) (?:era|tinha)', 'em criança', 'quando pequen[oa]', 'quando criança', 'na minha infância', 'minha infância', 'costumava', 'há anos', 'naquela época', 'na adolescência', 'meu primeiro beijo'),
  bystander: word(
    '(?:minhas?|meus?|nossas?|nossos?|suas?|seus?|tuas?|teus?) (?:\\d+ )?(?:filh[oa]s?|crianças|sobrinh[oa]s?|irmãzinha|irmãozinho|irmã mais nova|irmão mais novo|alun[oa]s?|net[oa]s?|bebês?)',
    'hospital infantil', 'pediatr\\p{L}*', '(?:professora?|enfermeira?|médic[oa]|babá) (?:de|em|n[oa])', 'para crianças', 'vai se casar', 'casamento', 'se formar', 'dou aula', 'ensino', 'creche', 'estão dormindo',
  ),
  roleplay: word('finja', 'fingir', 'finge', 'imagina', 'imagine', 'vamos fingir', 'vamos brincar', 'roleplay', 'rpg', 'digamos que', 'seja minha', 'agora você é', 'nessa história', 'nesta história', 'interprete', 'faz de conta'),
  adult: word('adult[oa]s?', 'maior de idade', 'maiores de idade', 'mais de 18'),
  sexualObject: word('(?:sexo|transar|dormir) com (?:minha |meu |sua |seu |uma |um |a |o )?(?:filh[oa]|criança|sobrinh[oa]|alun[oa]|irmãzinha)'),
};

const fr: Partial<Cues> = {
  sexual: word(
    'sexe', 'sexuel(?:le|s|les|lement)?', 'baise(?:-moi|r avec| avec)', '(?:me|te|la|on) baise(?:r)?', 'baisons', 'couch(?:er|ons|e|ez) ensemble', 'couche avec (?:moi|toi)', "(?:tu )?m'excit\\p{L}*", 'on couche', 'faire l\'amour', 'faisons l\'amour', 'nue?s?', 'toute nue', 'déshabille\\p{L}*', 'enlève tes vêtements',
    'seins', 'tétons', 'bite', 'queue', 'chatte', 'pénis', 'vagin', 'orgasmes?', 'masturb\\p{L}*', 'excitée?', 'chaude? pour (?:toi|moi)', 'fellation', 'sucer', 'suce-moi', 'porno\\p{L}*',
    'érotique\\p{L}*', 'culotte', 'lingerie', 'coucher avec (?:moi|toi)', 'au lit avec (?:moi|toi)', 'virginité', 'gémi\\p{L}*', 'jouir', 'caresse-moi', 'touche-moi', 'coquin\\p{L}*',
  ),
  romantic: word('bisous?', 'baisers?', 'embrass\\p{L}*', 'ma copine', 'mon copain', 'petite amie', 'petit ami', 'rendez-vous', 'sexy', 'romantique', 'drague\\p{L}*', 'séduire', 'séduis', 'au lit', 'chambre', 'câlin\\p{L}*', 'mon amour', 'chérie?', 'amoureu(?:x|se)'),
  minor: word(
    'mineures?', 'une mineur', 'ados?', 'une ado', 'adolescente?s?', 'écolières?', 'écoliers?', 'collégiennes?', 'collégiens?', 'lycéennes?', 'lycéens?', 'fillettes?', 'petites? filles?',
    'petits? garçons?', 'gamines?', 'pédophil\\p{L}*', 'lolitas?', 'lolis?', 'préadolescente?s?', 'pubère', 'impubère',
  ),
  maybeMinor: word('enfants?', 'une enfant', 'un enfant', 'les enfants', 'filles? (?:de|à) (?:moi|lui|elle)', 'fils', 'nièces?', 'neveux?', 'petite sœur', 'petit frère', 'jeune fille', 'jeunes filles', 'gosses?', 'petits-enfants', 'gamins?'),
  grade: word('en (?:sixième|cinquième|quatrième|troisième|seconde|première|terminale|6e|5e|4e|3e|cm1|cm2|ce1|ce2|cp)', 'au collège', 'au lycée', 'à l\'école primaire', 'en primaire', 'vais à l\'école', 'vas à l\'école', 'va à l\'école'),
  bareAge: [`(?<![\\p{L}])(?:tu as|t'as|j'ai|elle a|il a|vous avez)\\s+(?:seulement |juste |à peine )?${AGE}${END}`, `(?<![\\p{L}])(?:fille|garçon|gamine|ado)s? de ${AGE}(?![\\d\\p{L}])(?!\\s*(?:kilos|mètres|euros|cm))`],
  past: word('quand j\'étais', 'quand j\'avais', 'quand (?:elle|il) était', 'quand on était', 'enfant,', 'petite?,', 'dans mon enfance', 'mon enfance', 'à l\'époque', 'autrefois', 'il y a des années', 'j\'étais (?:un |une )?(?:enfant|ado|écolier|écolière|lycéen|lycéenne|timide)', 'adolescente?,', 'mon premier baiser'),
  bystander: word(
    '(?:mes|mon|ma|nos|notre|ses|son|sa|tes|ton|ta) (?:\\d+ )?(?:enfants?|fils|filles?|nièces?|neveux?|petite sœur|petit frère|élèves|petits-enfants|gosses|bébés?)',
    'hôpital (?:pour enfants|pédiatrique)', 'pédiatr\\p{L}*', '(?:infirmière|institutrice|professeure?|maîtresse|médecin|nounou|baby-sitter) (?:à|dans|de|en|pour)', 'pour enfants', 'se marie', 'va se marier', 'j\'enseigne',
    'crèche', 'dorment',
  ),
  roleplay: word('fais semblant', 'fais comme si', 'faisons comme si', 'faisons semblant', 'imagine(?:ons)?', 'jeu de rôle', 'jouons', 'disons que', 'sois ma', 'tu es maintenant', 'dans cette histoire', 'incarne', 'joue le rôle'),
  adult: word('adultes?', 'majeure?s?', 'plus de 18 ans'),
  sexualObject: word('(?:coucher|baiser|sexe) avec (?:ma |mon |ta |ton |sa |son |une |un |la |le )?(?:fille|fils|enfant|nièce|neveu|élève|petite sœur)'),
};

const it: Partial<Cues> = {
  sexual: word(
    'sesso', 'sessual(?:e|i|mente)', 'scopare', 'scopiamo', 'scoparti', 'fare l\'amore', 'facciamo l\'amore', 'nud[aoei]', 'spogliati', 'spogliarti', 'togliti i vestiti', 'tette', 'seno',
    'capezzoli', 'cazzo', 'figa', 'pene', 'vagina', 'orgasm[oi]', 'masturb\\p{L}*', 'eccitat[ao]', 'arrapat[ao]', 'pompino', 'succhiare', 'porno\\p{L}*', 'erotic[oaie]', 'mutandine',
    'lingerie', 'andare a letto con', 'a letto con (?:me|te)', 'verginità', 'gemere', 'gemi', 'venire dentro', 'toccami', 'toccarti',
  ),
  romantic: word('baci(?:o|are|ami|arti)?', 'ragazza mia', 'la mia ragazza', 'fidanzat[ao]', 'appuntamento', 'sexy', 'romantic[oa]', 'flirt\\p{L}*', 'sedurre', 'a letto', 'camera da letto', 'coccol\\p{L}*', 'amore mio', 'tesoro', 'innamorat[ao]'),
  minor: word(
    'minorenn[ei]', '(?:dodic|tredic|quattordic|quindic|sedic|diciassett)enn[ei]', 'una minore', 'ragazzin[aei]', 'una bambina', 'adolescent[ei]', 'scolarett[ae]', 'liceal[ei]', 'pedofil\\p{L}*', 'lolit[ae]', 'lolis?', 'preadolescent[ei]',
    'alunn[ae] delle medie', 'studentess[ae] delle medie', 'una bimba', 'bimb[ae]',
  ),
  maybeMinor: word('bambin[aeio]', 'figli[ao]?', 'figlie', 'nipot(?:e|i)', 'sorellina', 'fratellino', 'sorella minore', 'giovane ragazza', 'ragazze giovani', 'piccol[oa]'),
  grade: word('(?:in )?(?:prima|seconda|terza|quarta|quinta) (?:media|elementare|superiore)', 'alle medie', 'alle elementari', 'al liceo', 'vado a scuola', 'vai a scuola', 'va a scuola'),
  bareAge: [`(?<![\\p{L}])(?:hai|ho|ha|avrai)\\s+(?:solo |appena )?${AGE}${END}`, `(?<![\\p{L}])(?:ragazza|ragazzo|ragazzina|bambina)s? di ${AGE}(?![\\d\\p{L}])(?!\\s*(?:chili|metri|euro|cm))`],
  past: word('quando ero', 'quando avevo', 'quando (?:lei|lui) era', 'da bambin[oa]', 'da piccol[oa]', 'da ragazzin[oa]', 'nella mia infanzia', 'la mia infanzia', 'ai miei tempi', 'anni fa', 'una volta ero', 'ero un(?:a)? (?:timid[oa] )?(?:scolar[oa]|studente|bambin[oa]|ragazzin[oa])', 'il mio primo bacio'),
  bystander: word(
    '(?:mia|mio|miei|mie|nostr[aoei]|sua|suo|tua|tuo) (?:\\d+ )?(?:figli[ao]?|figlie|bambin[ieao]|nipot[ei]|sorellina|fratellino|sorella minore|alunn[ie])',
    'ospedale pediatrico', 'pediatr\\p{L}*', '(?:infermiera|maestra|insegnante|medico|baby-?sitter|tata) (?:in|a|al|all|di|per)', 'per bambini', 'si sposa', 'insegno', 'asilo', 'dormono',
  ),
  roleplay: word('fai finta', 'facciamo finta', 'fingi', 'immagina(?:mo)?', 'gioco di ruolo', 'giochiamo', 'diciamo che', 'sii la mia', 'ora sei', 'in questa storia', 'interpreta'),
  adult: word('adult[aei]', 'maggiorenni?', 'più di 18 anni'),
  sexualObject: word('(?:sesso|scopare|andare a letto) con (?:mia |mio |tua |tuo |sua |suo |una |un |la |il )?(?:figli[ao]|bambin[ao]|nipote|alunn[ao]|sorellina)'),
};

const de: Partial<Cues> = {
  sexual: word(
    'sex', 'sexuell\\p{L}*', 'ficken', 'fick(?:e|t|en|st)?', 'vögeln', 'bumsen', 'miteinander schlafen', 'mit (?:mir|dir) schlafen', 'schlaf mit mir', 'liebe machen', 'nackt\\p{L}*',
    'auszieh\\p{L}*', 'zieh(?:e|st)? dich(?: \\p{L}+){0,3} aus', 'titten', 'brüste', 'nippel', 'schwanz', 'muschi', 'penis', 'vagina', 'orgasm\\p{L}*', 'masturb\\p{L}*', 'geil\\p{L}*', 'erregt',
    'blasen', 'blowjob', 'porno\\p{L}*', 'erotisch\\p{L}*', 'höschen', 'dessous', 'im bett mit (?:mir|dir)', 'jungfräulichkeit', 'entjungfer\\p{L}*', 'stöhn\\p{L}*', 'kommen lassen',
    'fass mich an', 'berühr mich', 'sexy bilder', 'nacktbilder',
  ),
  romantic: word('küss\\p{L}*', 'kuss', 'freundin', 'freund', 'date', 'sexy', 'romantisch\\p{L}*', 'flirt\\p{L}*', 'verführ\\p{L}*', 'ins bett', 'im bett', 'schlafzimmer', 'kuscheln', 'schatz', 'liebling', 'verliebt'),
  minor: word(
    'minderjährig\\p{L}*', 'schulmädchen', 'schuljunge', 'schülerin(?:nen)?', 'schüler', 'teenager\\p{L}*', 'teenie\\p{L}*', 'kleine[ns]? mädchen', 'kleines mädchen', 'jugendliche[nr]?',
    'pädophil\\p{L}*', 'grundschülerin', 'gymnasiastin', 'lolitas?', 'lolis?', 'unter 18', 'kindlich\\p{L}*', 'ein kind', 'noch ein kind', 'kleinkind\\p{L}*', 'pubertierend\\p{L}*', 'göre',
  ),
  maybeMinor: word('kinder', 'kind', 'kindern', 'tochter', 'töchter', 'sohn', 'söhne', 'nichte', 'neffe', 'kleine schwester', 'kleiner bruder', 'junges mädchen', 'mädchen', 'enkel\\p{L}*'),
  grade: word('(?:in der )?(?:[1-9]|1[0-2])\\.? klasse', '(?:erste|zweite|dritte|vierte|fünfte|sechste|siebte|achte|neunte|zehnte)n? klasse', 'in die schule', 'auf dem gymnasium', 'in der grundschule', 'gehe zur schule', 'gehst zur schule', 'geht zur schule', 'in der schule bin'),
  bareAge: [`(?<![\\p{L}])(?:du bist|ich bin|sie ist|er ist|bist du|bin ich)\\s+(?:erst |nur |gerade |jetzt |noch )?${AGE}${END}`, `(?<![\\p{L}])(?:als )?(?:wärst du|wäre ich|wärst|wärest du)\\s+(?:erst |nur )?${AGE}${END}`, `(?<![\\p{L}])(?:mädchen|junge|mädel) von ${AGE}(?![\\d\\p{L}])(?!\\s*(?:kilo|metern|euro|cm))`],
  past: word('als ich (?:noch )?(?:klein|ein kind|jung|\\d+|schüler|schülerin|teenager)', 'als ich', 'als kind', 'als jugendliche[rn]?', 'früher', 'in meiner kindheit', 'meine kindheit', 'damals', 'vor jahren', 'ich war (?:mal )?(?:ein )?(?:schüchtern\\p{L}* )?(?:schüler|schülerin|kind|teenager)', 'mein erster kuss'),
  bystander: word(
    '(?:meine?|unsere?|seine?|ihre?|deine?)[nrs]? (?:\\d+-?jährige[rn]? )?(?:kinder|kind|tochter|töchter|sohn|söhne|nichte|neffe|kleine schwester|kleiner bruder|schüler(?:innen)?|enkel\\p{L}*)',
    'kinderkrankenhaus', 'kinderklinik', 'kinderarzt', 'kinderärztin', 'kinderbuch', 'kindergarten', 'kinderkrankenschwester', 'kinderkrankenpfleger\\p{L}*', 'pädiatr\\p{L}*',
    '(?:lehrerin|lehrer|krankenschwester|ärztin|erzieherin|babysitter\\p{L}*) (?:an|in|im|bei|für)', 'für kinder', 'heiratet', 'ich unterrichte', 'kita', 'schlafen schon',
  ),
  roleplay: word('tu so', 'stell dir vor', 'stellen wir uns vor', 'rollenspiel\\p{L}*', 'lass uns spielen', 'spielen wir', 'sagen wir', 'sei meine', 'du bist jetzt', 'ab jetzt bist du', 'in dieser geschichte', 'spiel die rolle'),
  adult: word('erwachsen\\p{L}*', 'volljährig\\p{L}*', 'über 18'),
  sexualObject: word('(?:sex|schlafen|ficken) mit (?:meiner |meinem |deiner |deinem |seiner |ihrer |einer |einem |der |dem )?(?:tochter|sohn|kind|nichte|neffe|schülerin|kleinen schwester)'),
};

const pl: Partial<Cues> = {
  sexual: word(
    'seks\\p{L}*', 'pieprzyć się', 'pieprzmy się', 'rżnąć', 'bzyka\\p{L}*', 'bzyknąć', 'kochać się', 'kochajmy się', 'naga', 'nagi', 'nago', 'nagie', 'nagą', 'rozbier\\p{L}*',
    'zdejmij ubrani\\p{L}*', 'cycki', 'piersi', 'sutki', 'kutas\\p{L}*', 'fiut\\p{L}*', 'cipk\\p{L}*', 'cipa', 'penis', 'orgazm\\p{L}*', 'masturb\\p{L}*', 'napalon\\p{L}*', 'podniecon\\p{L}*',
    'obciąga\\p{L}*', 'loda', 'porno\\p{L}*', 'erotycz\\p{L}*', 'majtk\\p{L}*', 'bielizn\\p{L}*', 'prześpij się ze mną', 'przespać', 'w łóżku ze mną', 'dziewictw\\p{L}*', 'jęcz\\p{L}*', 'dotknij mnie', 'stosun\\p{L}*',
  ),
  romantic: word('całus\\p{L}*', 'całow\\p{L}*', 'pocału\\p{L}*', 'moja dziewczyna', 'moją dziewczyną', 'chłopak\\p{L}*', 'randk\\p{L}*', 'seksown\\p{L}*', 'romantycz\\p{L}*', 'flirt\\p{L}*', 'uwodz\\p{L}*', 'do łóżka', 'w łóżku', 'sypialni\\p{L}*', 'przytul\\p{L}*', 'kochanie', 'zakochan\\p{L}*'),
  minor: word(
    'nastolat\\p{L}*', 'uczennic\\p{L}*', 'uczniak\\p{L}*', 'licealist\\p{L}*', 'gimnazjalist\\p{L}*', 'małolat\\p{L}*', 'nieletni\\p{L}*', 'niepełnoletni\\p{L}*', 'lolit\\p{L}*', 'loli',
    'dziewczynk\\p{L}*', 'chłopczyk\\p{L}*', 'pedofil\\p{L}*', 'dzieciak\\p{L}*', 'małe dziecko', 'podlot\\p{L}*',
  ),
  maybeMinor: word('dzieci', 'dziecko', 'dziecka', 'dzieckiem', 'córk\\p{L}*', 'syn', 'syna', 'synem', 'synowie', 'siostrzenic\\p{L}*', 'bratanic\\p{L}*', 'młodsza siostra', 'młodszą siostrą', 'młodsza siostrzyczka', 'młoda dziewczyna', 'wnuk\\p{L}*', 'wnucz\\p{L}*'),
  grade: word('(?:[1-8]|pierwsz\\p{L}*|drug\\p{L}*|trzeci\\p{L}*|czwart\\p{L}*|piąt\\p{L}*|szóst\\p{L}*|siódm\\p{L}*|ósm\\p{L}*)\\.? klas(?:a|ie|y|ę)(?! (?:pociągu|biznes|ekonomiczn\\p{L}*))', 'w podstawówce', 'do podstawówki', 'w gimnazjum', 'w liceum', 'chodzę do szkoły', 'chodzisz do szkoły', 'chodzi do szkoły'),
  bareAge: [
    `(?<![\\p{L}])(?:masz|mam|ona ma|on ma)\\s+(?:tylko |dopiero |już )?${AGE}${END}`,
    '(?<![\\p{L}\\d])(?<!(?:od|przez|po|za|ponad|około|prawie|już|temu)\\s)(\\d{1,2})\\s*(?:lat|lata|latek|latka)(?!\\s+(?:temu|pracy|doświadczenia|małżeństwa|później))',
    '(?<![\\p{L}\\d])(\\d{1,2})\\s*-?\\s*letni\\p{L}*',
  ],
  past: word('kiedy (?:byłem|byłam|miałem|miałam|byliśmy)', 'gdy (?:byłem|byłam|miałem|miałam)', 'jako dziecko', 'jako nastolat\\p{L}*', 'w dzieciństwie', 'moje dzieciństwo', 'kiedyś', 'dawniej', 'za młodu', 'lat temu', 'byłem (?:nieśmiałym )?(?:uczniem|dzieckiem|nastolatkiem)', 'byłam (?:nieśmiałą )?(?:uczennicą|dziewczynką|nastolatką)', 'mój pierwszy pocałunek'),
  bystander: word(
    '(?:mój|moj\\p{L}*|nasz\\p{L}*|jej|jego|twój|twoj\\p{L}*) (?:\\d+-?letni\\p{L}* )?(?:dzieci|dziecko|dziecka|córk\\p{L}*|syn\\p{L}*|siostrzenic\\p{L}*|bratan\\p{L}*|uczni\\p{L}*|uczennic\\p{L}*|młodsz\\p{L}* (?:siostr|brat)\\p{L}*|wnuk\\p{L}*|wnucz\\p{L}*)',
    'szpital\\p{L}* dziecięc\\p{L}*', 'pediatr\\p{L}*', '(?:nauczyciel\\p{L}*|pielęgniark\\p{L}*|lekar\\p{L}*|opiekunk\\p{L}*|niani\\p{L}*|niania) (?:w|na|dla)', 'dla dzieci', 'bierze ślub', 'wychodzi za mąż', 'uczę', 'przedszkol\\p{L}*', 'śpią',
  ),
  roleplay: word('udawaj', 'udawajmy', 'wyobraź sobie', 'wyobraźmy sobie', 'zagrajmy', 'odgrywaj\\p{L}*', 'odgrywanie ról', 'bądź moją', 'jesteś teraz', 'powiedzmy że', 'w tej historii', 'graj rolę'),
  adult: word('dorosł\\p{L}*', 'pełnoletni\\p{L}*', 'ponad 18'),
  sexualObject: word('(?:seks|spać|przespać się|kochać się) z (?:moją |moim |twoją |twoim |jej |jego )?(?:córką|synem|dzieckiem|siostrzenicą|uczennicą|dziewczynką)'),
};

const ru: Partial<Cues> = {
  sexual: stem(
    'секс', 'трах', 'ебат', 'выеб', 'отъеб', 'заняться любовью', 'займёмся любовью', 'займемся любовью', 'занимались любовью', 'гол(?:ая|ую|ый|ые|ой|ых|ого|ому|ым|енька\\p{L}*|еньки\\p{L}*)(?![\\p{L}])', 'обнаж',
    'раздева', 'разденься', 'раздень', 'сними (?:с себя )?одежду', 'сиськ', 'груд(?:ь|и|ью)(?![\\p{L}])', 'сосок', 'соски', 'член', 'киск', 'пизд', 'влагалищ', 'оргазм', 'мастурб', 'дроч',
    'возбужд', 'минет', 'отсос', 'порн', 'эротик', 'эротич', 'трусик', 'нижнее бельё', 'нижнее белье', 'переспать', 'переспим', 'в постели со мной', 'в постель со мной', 'девственност',
    'лишить девственности', 'стон(?:ет|ать|ала|ы)', 'кончи', 'потрогай меня', 'ласкать',
  ),
  romantic: stem('поцел', 'целу', 'целовать', 'моя девушка', 'мою девушку', 'моей девушкой', 'парень', 'свидан', 'сексуальн', 'романтич', 'флирт', 'соблазн', 'в постель', 'в постели', 'спальн', 'обним', 'любимая', 'любимый', 'дорогая', 'влюбл'),
  minor: stem(
    'несовершеннолетн', 'школьниц', 'школьник', 'подрост', 'малолет', 'лолит', 'ребён', 'ребен', 'педофил', 'старшеклассниц', 'старшеклассник', 'маленькая девочк', 'маленьк(?:ой|ую) девочк',
    'девочка-подрост', 'пятиклассниц', 'шестиклассниц', 'семиклассниц', 'восьмиклассниц', 'девятиклассниц', 'десятиклассниц', 'одиннадцатиклассниц', 'тинейджер',
  ),
  maybeMinor: [...stem('девочк', 'малыш', 'дочь', 'дочк', 'дочер', 'сын(?:а|у|ом|ов|овья)?(?![\\p{L}])', 'племянниц', 'племянник', 'младшая сестр', 'младшей сестр', 'младшую сестр', 'сестрёнк', 'сестренк', 'внук', 'внучк', 'юная девушк', 'молоденьк'), ...word('дети', 'детей', 'детям', 'детьми')],
  grade: stem('(?:в )?(?:[1-9]|1[01])(?:-?м|-?ом)? класс', '(?:в )?(?:первом|втором|третьем|четвёртом|четвертом|пятом|шестом|седьмом|восьмом|девятом|десятом|одиннадцатом) класс', 'хожу в школу', 'ходишь в школу', 'ходит в школу', 'учусь в школе', 'учишься в школе', 'учится в школе'),
  bareAge: [
    `(?<![\\p{L}])(?:тебе|мне|ей|ему|вам)\\s+(?:только |всего |уже |лишь |ещё |еще )?${AGE}(?!\\s*(?:минут|час|рубл|раз|%|км|кг|сантим|штук|дней|дня))`,
    `(?<![\\p{L}])(?:ты|я|она)\\s+(?:—|-)?\\s*${AGE}\\s*-?\\s*летн\\p{L}*`,
  ],
  past: stem('когда (?:я|мы|она|он) (?:был|была|были|учил|училась|учился)', 'когда мне было', 'когда ей было', 'в детстве', 'в юности', 'в школьные годы', 'раньше', 'когда-то', 'лет назад', 'я был (?:застенчив\\p{L}* )?школьник', 'я была (?:застенчив\\p{L}* )?школьниц', 'мой первый поцелуй', 'детство'),
  bystander: stem(
    '(?:мо[яий]|мои|моего|моей|моих|наш[аи]?|наших|её|его|ее|тво[яий]) (?:\\d+-?летн\\p{L}* )?(?:дет|ребён|ребен|доч|сын|племянни|младш\\p{L}* (?:сестр|брат)|сестрёнк|сестренк|учени|внук|внучк|малыш)',
    'детск(?:ая|ой|ую|ом) (?:больниц|поликлиник|сад|врач|книг|отделени)', 'детский (?:сад|врач|дом|лагерь)', 'педиатр', '(?:медсестр|учительниц|учител|врач|воспитател|няня|няней)\\p{L}* (?:в|на|для)', 'для детей',
    'выходит замуж', 'свадьба', 'женится', 'преподаю', 'работаю с детьми', 'спят',
  ),
  roleplay: stem('представь', 'давай представим', 'притворись', 'сделай вид', 'ролев', 'давай поиграем', 'сыграем', 'будь моей', 'теперь ты', 'в этой истории', 'допустим', 'играй роль'),
  adult: stem('взросл', 'совершеннолетн', 'старше 18'),
  sexualObject: stem('(?:секс|переспать|спать|трахнуть|трахать) (?:с )?(?:моей |моим |своей |своим |её |его )?(?:дочер|дочк|сын|ребён|ребен|племянниц|ученица|ученицей|сестрёнк)'),
};

const uk: Partial<Cues> = {
  sexual: stem(
    'секс', 'трах', 'їба', 'кохатися', 'кохаймося', 'займемося коханням', 'гола', 'голий', 'голі', 'оголен', 'роздяга', 'роздягн', 'зніми одяг', 'цицьк', 'груди', 'сосок', 'соски', 'член',
    'кицьк', 'піхв', 'оргазм', 'мастурб', 'збуджен', 'мінет', 'порн', 'еротик', 'еротичн', 'трусик', 'білизн', 'переспати', 'в ліжку зі мною', 'цноту', 'стогн', 'торкнися мене',
  ),
  romantic: stem('поцілу', 'цілу', 'моя дівчина', 'мою дівчину', 'хлопець', 'побачення', 'сексуальн', 'романтичн', 'фліртув', 'спокус', 'в ліжко', 'в ліжку', 'спальн', 'обійм', 'кохана', 'коханий', 'закохан'),
  minor: stem('неповнолітн', 'школярк', 'школяр', 'підліт', 'підлітк', 'малоліт', 'педофіл', 'старшокласниц', 'маленька дівчинк', 'маленьку дівчинку', 'лоліт', 'дитина', 'дитину', 'дитиною'),
  maybeMinor: [...stem('дівчинк', 'доньк', 'дочк', 'син(?:а|ом|у|и)?(?![\\p{L}])', 'племінниц', 'племінник', 'молодша сестр', 'молодшу сестр', 'сестричк', 'онук', 'онучк', 'юна дівчин'), ...word('діти', 'дітей', 'дітям', 'дітьми')],
  grade: stem('(?:в |у )?(?:[1-9]|1[01])(?:-?му)? клас', '(?:в |у )?(?:першому|другому|третьому|четвертому|п\'ятому|шостому|сьомому|восьмому|дев\'ятому|десятому|одинадцятому) клас', 'ходжу до школи', 'ходиш до школи', 'ходить до школи', 'вчуся в школі', 'навчаюся в школі'),
  bareAge: [`(?<![\\p{L}])(?:тобі|мені|їй|йому|вам)\\s+(?:лише |тільки |всього |вже )?${AGE}(?!\\s*(?:хвилин|годин|гривень|раз|%|км|кг|днів))`, '(?<![\\p{L}\\d])(\\d{1,2})\\s*-?\\s*річн\\p{L}*'],
  past: stem('коли (?:я|ми|вона|він) (?:був|була|були|вчився|вчилася)', 'коли мені було', 'в дитинстві', 'у дитинстві', 'в юності', 'колись', 'раніше', 'років тому', 'я був (?:сором\'язлив\\p{L}* )?школяр', 'я була (?:сором\'язлив\\p{L}* )?школярк', 'мій перший поцілунок', 'дитинство'),
  bystander: stem(
    '(?:мо[яїй]|мого|моєї|моїх|наш[аі]?|наших|її|його|тво[яїй]) (?:\\d+-?річн\\p{L}* )?(?:діт|дитин|доньк|дочк|син|племінни|молодш\\p{L}* (?:сестр|брат)|сестричк|учн|онук|онучк)',
    'дитяч(?:а|ій|у|ої) (?:лікарн|поліклінік|садок|книг)', 'дитячий (?:садок|лікар|табір)', 'педіатр', '(?:медсестр|вчительк|вчител|лікар|виховател|нян)\\p{L}* (?:в|у|на|для)', 'для дітей', 'виходить заміж', 'весілля', 'одружується', 'викладаю', 'сплять',
  ),
  roleplay: stem('уяви', 'уявімо', 'вдавай', 'прикинься', 'рольов', 'давай пограємо', 'зіграємо', 'будь моєю', 'тепер ти', 'в цій історії', 'припустимо', 'грай роль'),
  adult: stem('доросл', 'повнолітн', 'старше 18'),
  sexualObject: stem('(?:секс|переспати|спати|кохатися) (?:з )?(?:моєю |моїм |своєю |своїм |її |його )?(?:донькою|дочкою|сином|дитиною|племінницею|ученицею|сестричкою)'),
};

const kk: Partial<Cues> = {
  sexual: stem('секс', 'жыныстық қатынас', 'жалаңаш', 'шешін', 'киіміңді шеш', 'киімін шеш', 'төсекке бірге', 'бірге жат', 'менімен жат', 'ләззат', 'порно', 'эротика', 'эротикалық', 'емшек', 'оргазм', 'мастурбац', 'қыздығы', 'құшып жат'),
  romantic: stem('сүйіс', 'сүйемін', 'сүйші', 'құшақта', 'құша', 'қыз досым', 'жігітім', 'кездесу', 'романтика', 'сексуалды', 'азғыр', 'төсек', 'жатын бөлме', 'жаным', 'ғашық'),
  minor: stem('жасөспірім', 'кәмелетке толмаған', 'мектеп оқушы', 'оқушы қыз', 'қыз бала', 'кішкентай қыз', 'сәби', 'лолита', 'педофил', 'бүлдіршін'),
  maybeMinor: stem('бала', 'балалар', 'қызым', 'ұлым', 'сіңлі', 'інім', 'жиен', 'немере', 'оқушы'),
  grade: stem('(?:\\d{1,2})\\s*-?\\s*(?:ші|шы|сынып)\\s*сынып', '(?:\\d{1,2})\\s*-?\\s*сынып', 'мектепке барамын', 'мектепке барасың', 'мектепте оқимын', 'мектепте оқисың'),
  bareAge: ['(?<![\\p{L}\\d])(\\d{1,2})\\s*(?:жаста|жастағы|жастамын|жастасың|жаспын|жассың|жасар|жаста\\p{L}*)', '(?:саған|маған|оған)\\s+(\\d{1,2})(?!\\s*(?:минут|сағат|теңге))'],
  past: stem('бала кезімде', 'кішкентай кезімде', 'кезімде', 'бұрын', 'ертеде', 'балалық шағ', 'мектепте оқығанда', 'жыл бұрын', 'оқушы едім', 'алғашқы сүйіс'),
  bystander: stem('менің (?:балам|балаларым|қызым|ұлым|сіңлім|інім|оқушыларым|немерем)', 'балалар аурухана', 'балалар дәрігер', 'педиатр', 'мұғалім', 'мейірбике', 'балаларға арналған', 'тұрмысқа шығады', 'үйленеді', 'той', 'ұйықтап жатыр', 'балабақша'),
  roleplay: stem('елестет', 'болып ойна', 'кейіпке ен', 'рөлдік', 'ойнайық', 'сен енді', 'бұл оқиғада', 'делік'),
  adult: stem('ересек', 'кәмелетке толған', '18-ден асқан'),
};

const tr: Partial<Cues> = {
  sexual: [
    ...stem('seks', 'sevişe', 'seviş', 'sikiş', 'sik(?:mek|eyim|elim|er)', 'çıplak', 'soyun', 'kıyafetlerini çıkar', 'göğüs', 'meme(?:ler|lerin)', 'yarrak', 'amcık', 'penis', 'vajina', 'orgazm',
      'mastürbasyon', 'azgın', 'tahrik', 'oral seks', 'porno', 'erotik', 'külot', 'iç çamaşır', 'benimle yat', 'yatakta benimle', 'bekaret', 'inle', 'dokun bana', 'bana dokun'),
  ],
  romantic: stem('öp', 'öpüş', 'sevgilim', 'kız arkadaşım', 'erkek arkadaş', 'randevu', 'seksi', 'romantik', 'flört', 'baştan çıkar', 'yatağa', 'yatakta', 'yatak odası', 'sarıl', 'aşkım', 'canım', 'aşık'),
  minor: stem('reşit olmayan', 'reşit değil', 'küçük kız', 'küçük bir kız', 'kız çocuğu', 'lise öğrencisi', 'liseli', 'ortaokul', 'ilkokul', 'ergen(?!lik)', 'pedofil', 'lolita', 'loli\\b', 'çocuk yaşta', 'küçük bir çocuk', 'öğrenci kız', 'çocuksu'),
  maybeMinor: stem('çocu[kğ]', 'kızım', 'oğlum', 'kızı', 'oğlu', 'yeğen', 'küçük kız kardeş', 'kız kardeşim', 'torun', 'genç kız'),
  grade: stem('(?:\\d{1,2})\\.\\s*sınıf', '(?:birinci|ikinci|üçüncü|dördüncü|beşinci|altıncı|yedinci|sekizinci|dokuzuncu|onuncu) sınıf', 'okula gidiyorum', 'okula gidiyorsun', 'okula gidiyor', 'lisede okuyor', 'ortaokulda'),
  bareAge: ['(?<![\\p{L}\\d])(\\d{1,2})\\s*(?:yaşında\\p{L}*|yaşındayım|yaşındasın|yaşlarında)'],
  past: stem('çocukken', 'küçükken', 'gençken', 'eskiden', 'lisedeyken', 'okuldayken', 'çocukluğum', 'yıl önce', 'yaşındayken', 'bir zamanlar', 'utangaç bir öğrenciydim', 'ilk öpücüğüm'),
  bystander: stem('(?:benim |bizim )?(?:kızım|oğlum|çocuklarım|çocuğum|yeğenim|kız kardeşim|küçük kardeşim|öğrencilerim|torunum)', 'çocuk hastanesi', 'çocuk doktoru', 'pediatr', '(?:hemşire|öğretmen|doktor|bakıcı)\\p{L}* ', 'çocuklar için', 'evleniyor', 'düğün', 'ders veriyorum', 'kreş', 'uyuyor'),
  roleplay: stem('rol yap', 'rol yapalım', 'farz et', 'hayal et', 'diyelim ki', 'gibi davran', 'oyun oynayalım', 'benim .* ol', 'artık sen', 'bu hikayede', 'canlandır'),
  adult: stem('yetişkin', 'reşit', '18 yaşından büyük'),
  sexualObject: stem('(?:kızım|oğlum|çocuk|yeğenim|öğrencim)\\p{L}* ile (?:seks|sevişmek|yatmak)'),
};

export const europeCues = [en, es, pt, fr, it, de, pl, ru, uk, kk, tr];
/** Exported for tests that read one language's lists. */
export const cuesByLanguage: Record<string, Partial<Cues>> = { en, es, pt, fr, it, de, pl, ru, uk, kk, tr };
