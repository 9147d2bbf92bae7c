import { describe, expect, it } from 'vitest';
import { extractOffline } from './extract-offline.js';
import { factNorm, rewriteSummary, type FactRow } from './facts.js';
import { selectFacts, usedFacts } from './select.js';
import { memoryLimits } from './limits.js';
import { estimateTokens } from './text.js';
import { stageOf, startAffection } from './relationship.js';

const kinds = (text: string, lang: string) => extractOffline(text, lang).map((f) => `${f.kind}:${f.text}`);
let seq = 0;
const row = (kind: string, text: string, extra: Partial<FactRow> = {}): FactRow => ({
  id: `f${++seq}`,
  user_id: 'u',
  character_id: 'c',
  kind,
  text,
  norm: '',
  source_message_id: null,
  pinned: 0,
  user_edited: 0,
  deleted: 0,
  create_time: seq,
  update_time: seq,
  ...extra,
});

describe('the offline extractor', () => {
  it('reads names, jobs, likes, plans, dates, promises and people in the major languages', () => {
    expect(
      kinds('My name is Anna. I work as a nurse. I love jazz. My birthday is on March 3. I promise to call you tonight.', 'en'),
    ).toEqual(expect.arrayContaining(['name:Anna', 'job:nurse', 'like:jazz', 'date:birthday is on March 3', 'promise:call you tonight']));
    expect(kinds('My sister is called Lena.', 'en')).toContain('person:sister is called Lena');
    expect(kinds('Me llamo Lucía y me encanta el flamenco. Te prometo que vendré mañana.', 'es')).toEqual(
      expect.arrayContaining(['name:Lucía', 'like:el flamenco', 'promise:vendré mañana']),
    );
    expect(kinds("Je m'appelle Claire. Mon anniversaire est le 4 mai.", 'fr')).toEqual(
      expect.arrayContaining(['date:anniversaire est le 4 mai']),
    );
    expect(kinds('Ich heiße Jonas. Meine Schwester heißt Mia.', 'de')).toEqual(expect.arrayContaining(['person:Schwester heißt Mia']));
    expect(kinds('Меня зовут Иван. Обещаю, что приеду летом.', 'ru')).toEqual(expect.arrayContaining(['promise:приеду летом']));
    expect(kinds('اسمي ليلى وأحب القهوة', 'ar').length).toBeGreaterThan(0);
    expect(kinds('我的生日是五月四日', 'zh')).toContain('date:生日是五月四日');
    expect(kinds('私の誕生日は三月三日です', 'ja')).toEqual(expect.arrayContaining([expect.stringMatching(/^date:誕生日は/)]));
    expect(kinds('hello there, how are you?', 'en')).toEqual([]);
  });

  it('files a pet as a pet, not among the people in the user life (before: "person:cat named Biscuit")', () => {
    expect(kinds('I have a cat named Biscuit', 'en')).toEqual(['pet:cat named Biscuit']);
    expect(kinds('My dog is called Rex.', 'en')).toEqual(['pet:dog is called Rex']);
    expect(kinds('Mi gato se llama Tom.', 'es')).toEqual(['pet:gato se llama Tom']);
    expect(kinds('Mein Hund heißt Bello.', 'de')).toEqual(['pet:Hund heißt Bello']);
    expect(kinds('Моего кота зовут Барсик.', 'ru')).toEqual(['pet:кота зовут Барсик']);
    expect(kinds('I have a sister named Lena', 'en')).toEqual(['person:sister named Lena']);
  });

  it('never reads a question as a fact: a question word is no name, place or job in any language of the packs (before: NAME = "क्या")', () => {
    expect(kinds('याद रखना: मेरा नाम रवि है और मेरी बिल्ली का नाम मिंटू है।', 'hi')).toEqual(['name:रवि', 'pet:बिल्ली का नाम मिंटू है']);
    expect(kinds('मेरा नाम क्या है? और मेरी बिल्ली का नाम क्या है?', 'hi')).toEqual([]);
    // Without a question mark too, in every language whose pack reads a name.
    const asked: Array<[string, string]> = [
      ['मेरा नाम क्या है', 'hi'],
      ['my name is what', 'en'],
      ['ich heiße wie', 'de'],
      ['ich wohne in welcher Stadt', 'de'],
      ['me llamo cómo', 'es'],
      ["je m'appelle comment", 'fr'],
      ['je travaille comme quoi', 'fr'],
      ['il mio nome è cosa', 'it'],
      ['meu nome é qual', 'pt'],
      ['меня зовут как', 'ru'],
      ['мене звати як', 'uk'],
      ['mam na imię jak', 'pl'],
      ['менің атым не', 'kk'],
      ['benim adım ne', 'tr'],
      ['nama saya siapa', 'id'],
      ['nama saya apa', 'ms'],
      ['tên anh là gì', 'vi'],
      ['اسمي ايه', 'ar'],
      ['আমার নাম কী', 'bn'],
      ['என் பெயர் என்ன', 'ta'],
      ['ကျွန်တော့်နာမည် ဘာလဲ', 'my'],
      ['我叫什么名字', 'zh'],
      ['我的名字是什麼', 'zh-hant'],
      ['私の名前は何ですか', 'ja'],
      ['내 이름은 뭐야', 'ko'],
    ];
    for (const [text, lang] of asked) expect(kinds(text, lang), `${lang}: ${text}`).toEqual([]);
    // A question's words before its last comma still tell; a name is a name in its own language.
    expect(kinds("I'm from Berlin, what about you?", 'en')).toEqual(['place:Berlin']);
    expect(kinds('Je m’appelle Claire, et toi ?', 'fr')).toEqual(['name:Claire']);
    expect(kinds('我叫小明，你呢？', 'zh')).toEqual(['name:小明']);
    expect(kinds('My name is Kim', 'en')).toEqual(['name:Kim']);
    expect(kinds('Is my birthday on March 3?', 'en')).toEqual([]);
  });

  it('reads a Hindi pet, and a German one written in lower case (before: the Hindi cat was never saved)', () => {
    expect(kinds('मेरे पास मिंटू नाम की बिल्ली है', 'hi')).toEqual(['pet:मिंटू नाम की बिल्ली']);
    expect(kinds('मेरे कुत्ते का नाम शेरू है', 'hi')).toEqual(['pet:कुत्ते का नाम शेरू है']);
    expect(kinds('mein Hund heißt Bello', 'de')).toEqual(['pet:Hund heißt Bello']);
  });

  it('reads pets in Arabic, Portuguese, Italian, Turkish, Indonesian, Ukrainian and Polish (before: never saved)', () => {
    expect(kinds('عندي قطة اسمها مشمش', 'ar')).toEqual(['pet:قطة اسمها مشمش']);
    expect(kinds('كلبي اسمه ماكس', 'ar')).toEqual(['pet:كلبي اسمه ماكس']);
    expect(kinds('meu cachorro se chama Rex', 'pt')).toEqual(['pet:cachorro se chama Rex']);
    expect(kinds('Tenho uma gata chamada Mia.', 'pt')).toEqual(['pet:gata chamada Mia']);
    expect(kinds('il mio cane si chiama Rex', 'it')).toEqual(['pet:cane si chiama Rex']);
    expect(kinds('Ho una gatta che si chiama Mia.', 'it')).toEqual(['pet:gatta che si chiama Mia']);
    expect(kinds('köpeğimin adı Karabaş', 'tr')).toEqual(['pet:köpeğimin adı Karabaş']);
    expect(kinds('Kedimin adı Minnoş.', 'tr')).toEqual(['pet:Kedimin adı Minnoş']);
    expect(kinds('anjingku namanya Bobi', 'id')).toEqual(['pet:anjingku namanya Bobi']);
    expect(kinds('kucing saya bernama Mimi', 'id')).toEqual(['pet:kucing saya bernama Mimi']);
    expect(kinds('мій пес Рекс', 'uk')).toEqual(['pet:пес Рекс']);
    expect(kinds('Мою кішку звати Мурка.', 'uk')).toEqual(['pet:кішку звати Мурка']);
    expect(kinds('mój pies ma na imię Burek', 'pl')).toEqual(['pet:pies ma na imię Burek']);
    expect(kinds('Mam kota o imieniu Filemon.', 'pl')).toEqual(['pet:kota o imieniu Filemon']);
  });

  it('reads no pet from a question or a question word in these languages', () => {
    expect(kinds('كلبي اسمه ايه', 'ar')).toEqual([]);
    expect(kinds('قطتي اسمها ماذا؟', 'ar')).toEqual([]);
    expect(kinds('Meu cachorro se chama Rex?', 'pt')).toEqual([]);
    expect(kinds('Il mio cane si chiama Come', 'it')).toEqual([]);
    expect(kinds('Köpeğimin adı Ne', 'tr')).toEqual([]);
    expect(kinds('kedimin adı ne', 'tr')).toEqual([]);
    expect(kinds('Kucing saya bernama Siapa?', 'id')).toEqual([]);
    expect(kinds('мій пес дуже милий', 'uk')).toEqual([]);
    expect(kinds('Мою кішку звати Як?', 'uk')).toEqual([]);
    expect(kinds('Mój pies ma na imię Jak', 'pl')).toEqual([]);
  });

  it('reads an Arabic job joined to "and", typed without hamza or with vowel marks (before: missed)', () => {
    expect(kinds('أعمل مهندسًا', 'ar')).toEqual(['job:مهندس']);
    expect(kinds('اسمي أحمد وأعمل مهندسًا', 'ar')).toEqual(['name:أحمد', 'job:مهندس']);
    expect(kinds('اعمل مهندس', 'ar')).toEqual(['job:مهندس']);
    expect(kinds('أعمل مُهندسةً', 'ar')).toEqual(['job:مهندسة']);
    expect(kinds('اسمي ليلى واعيش في القاهرة', 'ar')).toEqual(['name:ليلى', 'place:القاهرة']);
    // "اعمل ما تريد" is "do what you want", not a job.
    expect(kinds('اعمل ما تريد', 'ar')).toEqual([]);
  });

  it('keys a fact for merging: one value for a name, the normalised text for a like', () => {
    expect(factNorm('name', 'Anna')).toBe(factNorm('name', 'Annie'));
    expect(factNorm('like', 'Jazz!')).toBe(factNorm('like', 'jazz'));
    expect(factNorm('like', 'jazz')).not.toBe(factNorm('like', 'blues'));
  });
});

describe('choosing the facts for a reply', () => {
  const limits = memoryLimits(false);
  const many = Array.from({ length: 40 }, (_, i) => row('like', `hobby ${i} with thing${i}`));
  const sister = row('person', 'sister is called Lena');
  const pinned = row('note', 'allergic to peanuts', { pinned: 1 });

  it('puts the relevant fact and every pinned one in, and stays within the budget', () => {
    const chosen = selectFacts(
      [...many, sister, pinned],
      'what is my sister called?',
      limits,
      'Earlier: they met in a cafe.\n- Likes: tea',
    );
    expect(chosen.facts.map((f) => f.text)).toEqual(expect.arrayContaining(['sister is called Lena', 'allergic to peanuts']));
    expect(chosen.facts.length).toBeLessThanOrEqual(limits.promptFacts + 1);
    expect(chosen.tokens).toBeLessThanOrEqual(limits.promptTokens);
  });

  it('a question about "my dog" brings the pet fact in, in each language whose pets are read (Italian, Turkish, Polish…)', () => {
    const tight = { ...limits, promptFacts: 3 };
    for (const [fact, question] of [
      ['cane si chiama Rex', 'Ti ricordi del mio cane'],
      ['köpeğimin adı Karabaş', 'Köpeğimi hatırlıyor musun'],
      ['pies ma na imię Burek', 'Pamiętasz mojego psa'],
      ['dog is called Bello', 'Do you remember my dog'],
    ] as const) {
      const chosen = selectFacts([...many, row('pet', fact, { update_time: 0 })], question, tight);
      expect(
        chosen.facts.map((f) => f.text),
        question,
      ).toContain(fact);
    }
  });

  it('keeps the story so far within its share, newest lines first', () => {
    const long = Array.from({ length: 200 }, (_, i) => `- line ${i} of a long story so far`).join('\n');
    const chosen = selectFacts([], 'hi', limits, long);
    expect(estimateTokens(chosen.summary)).toBeLessThanOrEqual(limits.promptTokens);
    expect(chosen.summary).toContain('line 199');
    expect(chosen.summary).not.toContain('line 0 ');
  });

  it('gives Premium five times the facts and window', () => {
    const free = memoryLimits(false);
    const premium = memoryLimits(true);
    expect(premium.facts).toBe(free.facts * 5);
    expect(premium.promptFacts).toBe(free.promptFacts * 5);
    expect(premium.window).toBe(free.window * 5);
  });

  it('marks the facts a reply used', () => {
    const jazz = row('like', 'smooth jazz');
    const lena = row('person', 'sister is called Lena');
    expect(usedFacts([jazz, lena], 'We could put on some smooth jazz tonight.').map((f) => f.text)).toEqual(['smooth jazz']);
    expect(usedFacts([jazz, lena], 'Hello you.')).toEqual([]);
  });
});

describe('the story so far follows the user', () => {
  it('forgets a deleted fact and takes an edited one', () => {
    expect(rewriteSummary('- Likes: jazz; chess online\nWe talked about chess online. It was fun.', 'chess online', null)).toBe(
      '- Likes: jazz\nIt was fun.',
    );
    expect(rewriteSummary('- Lives in: Lisbon', 'lisbon', 'Porto')).toBe('- Lives in: Porto');
  });
});

describe('relationship stages', () => {
  it('starts from her relationship type and moves by thresholds', () => {
    expect(stageOf(startAffection('girlfriend'))).toBe('partner');
    expect(stageOf(startAffection('friend'))).toBe('friend');
    expect(stageOf(startAffection('teacher'))).toBe('stranger');
    expect([0, 19, 20, 49, 50, 79, 80, 100].map(stageOf)).toEqual([
      'stranger',
      'stranger',
      'friend',
      'friend',
      'close',
      'close',
      'partner',
      'partner',
    ]);
  });
});
