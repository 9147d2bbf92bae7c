import { describe, expect, it } from 'vitest';
import { composeReply, createOfflineEngine, summarizeMemory } from './offline-engine.js';
import type { ChatTurn, PersonaHints } from './types.js';
import { allPacks } from './offline/packs.js';
import { gifts } from '../../../shared/attributes.js';

const persona = (over: Partial<PersonaHints> = {}): PersonaHints => ({
  characterName: 'Luna',
  age: 24,
  personality: 'caregiver',
  relationship: 'girlfriend',
  occupation: 'nurse',
  kinks: ['cuddling'],
  description: 'A night-shift nurse who loves jazz.',
  userName: 'user_48213',
  lang: 'en',
  ...over,
});

const user = (content: string): ChatTurn => ({ role: 'user', content });
const assistant = (content: string): ChatTurn => ({ role: 'assistant', content });

async function reply(messages: ChatTurn[], p: PersonaHints, engine = createOfflineEngine()): Promise<{ text: string; pieces: string[] }> {
  const pieces: string[] = [];
  for await (const piece of engine.streamReply(messages, { model: 'offline-companion', persona: p })) pieces.push(piece);
  return { text: pieces.join(''), pieces };
}

const ARABIC = /\p{Script=Arabic}/u;
const HAN = /\p{Script=Han}/u;
const LATIN_WORD = /[A-Za-z]{3,}/;

describe('offline companion engine', () => {
  it('streams a reply in several small pieces that join to the whole', async () => {
    const messages = [user('Hi! How are you?')];
    const { text, pieces } = await reply(messages, persona());
    expect(pieces.length).toBeGreaterThan(5);
    expect(text).toBe(composeReply(messages, persona()));
    expect(pieces.every((p) => p.length < 30)).toBe(true);
  });

  it('answers in Arabic when lang=ar', async () => {
    const { text } = await reply([user('مرحبا، كيف حالك؟')], persona({ lang: 'ar' }));
    expect(text).toMatch(ARABIC);
    expect(text.replace(/Luna/g, '')).not.toMatch(LATIN_WORD);
  });

  it('answers in Chinese when lang=zh, even to an English message', async () => {
    const { text } = await reply([user('hello, what are you doing?')], persona({ lang: 'zh' }));
    expect(text).toMatch(HAN);
    expect(text.replace(/Luna/g, '')).not.toMatch(LATIN_WORD);
  });

  it.each([
    'en',
    'zh',
    'zh-hant',
    'ru',
    'pt',
    'id',
    'es',
    'ms',
    'vi',
    'my',
    'it',
    'fr',
    'tr',
    'ar',
    'de',
    'hi',
    'ta',
    'ja',
    'ko',
    'uk',
    'bn',
    'pl',
    'kk',
  ])('writes %s, not English, for every intent it knows', (lang) => {
    const said = [
      'hi',
      'how are you?',
      'what are you doing?',
      'you are beautiful',
      'send a photo',
      'I feel sad',
      'bye',
      'tell me about yourself',
      'hmm',
    ];
    for (const s of said) {
      const text = composeReply([user(s)], persona({ lang }));
      expect(text.length).toBeGreaterThan(5);
      if (lang !== 'en') expect(text.replace(/Luna|\{|\}/g, ''), `${lang}: ${s}`).not.toMatch(/\b(you|the|and|I'm|what)\b/i);
      expect(text).not.toMatch(/\{\w+\}/); // every slot filled
    }
  });

  it('uses the character name when asked about herself', () => {
    const text = composeReply([user('Tell me about yourself')], persona());
    expect(text).toContain('Luna');
    expect(text).toMatch(/nurse/);
  });

  it('reacts to a greeting as a greeting and to a question about her day', () => {
    const hi = composeReply([user('Hey there')], persona({ personality: 'lover' }));
    expect(hi).toMatch(/hoping you'd show up|day just got better|thinking about you/);
    const doing = composeReply([user('what are you doing right now?')], persona());
    expect(doing).toMatch(/couch|tea|work/);
    const sad = composeReply([user("I'm so lonely today")], persona());
    expect(sad).toMatch(/here|listening|tell me/i);
  });

  it('speaks in the personality voice: actions in asterisks', () => {
    const dom = composeReply([user('hello')], persona({ personality: 'dominant' }));
    const shy = composeReply([user('hello')], persona({ personality: 'submissive' }));
    expect(dom).toMatch(/^\*[^*]+\*/);
    expect(shy).toMatch(/^\*[^*]+\*/);
    expect(dom.match(/^\*[^*]+\*/)![0]).not.toBe(shy.match(/^\*[^*]+\*/)![0]);
  });

  it('remembers a name the user stated earlier', () => {
    const convo = [
      user('Hi, my name is Alex'),
      assistant('Nice to meet you!'),
      user('I love hiking'),
      assistant('Cool.'),
      user("What's my name?"),
    ];
    expect(composeReply(convo, persona())).toContain('Alex');
    const ru = [user('Привет, меня зовут Саша'), assistant('Привет!'), user('Как меня зовут?')];
    expect(composeReply(ru, persona({ lang: 'ru' }))).toContain('Саша');
    expect(composeReply([user('What is my name?')], persona())).toMatch(/haven't told me your name/);
  });

  it('a question for the name is no name to take (before: Hindi "what is my name?" was thanked for the name "क्या")', () => {
    const hi = [user('याद रखना: मेरा नाम रवि है और मेरी बिल्ली का नाम मिंटू है।'), assistant('ठीक है'), user('मेरा नाम क्या है?')];
    const text = composeReply(hi, persona({ lang: 'hi' }));
    expect(text).toContain('रवि');
    expect(text).not.toContain('क्या...');
    const memory = summarizeMemory('', [user('मेरा नाम रवि है'), user('मेरा नाम क्या है?')], 'hi');
    expect(memory).toBe('- नाम: रवि');
    expect(summarizeMemory('', [user('Ich heiße Klaus'), user('Wie heiße ich? Ich heiße wie?')], 'de')).toBe('- Name: Klaus');
  });

  it('answers with the pet she remembers, asked by its kind or its name, and with the name too when asked both (before: "Klaus…" alone, or "gute Frage")', () => {
    const de = persona({ lang: 'de', memory: '- Name: Klaus', pets: ['Hund heißt Bello'] });
    const both = composeReply([user('Wie heiße ich eigentlich? Und wie heißt mein Hund?')], de);
    expect(both).toContain('Klaus');
    expect(both).toContain('Bello');
    expect(composeReply([user('Erinnerst du dich an meinen Hund?')], de)).toContain('Bello, natürlich!');
    expect(composeReply([user('Erinnerst du dich an Bello?')], de)).toContain('Bello');
    expect(composeReply([user('Wie heißt mein Hund?')], de)).toContain('Bello');
    // A dog is not answered with the cat; a pet not asked about is not brought up.
    expect(composeReply([user('Erinnerst du dich an meine Katze?')], de)).not.toContain('Bello');
    expect(composeReply([user('Magst du Hunde?')], de)).not.toContain('Bello');
    // "Ich heiße Klaus" is no compliment ("heiß", hot): she was blushing at it.
    expect(composeReply([user('Ich heiße Klaus')], persona({ lang: 'de' }))).not.toMatch(/rot|Kompliment|süß/);
    // Told in this conversation, asked in Hindi for both.
    const hi = [
      user('याद रखना: मेरा नाम रवि है और मेरी बिल्ली का नाम मिंटू है।'),
      assistant('ठीक है'),
      user('मेरा नाम क्या है? और मेरी बिल्ली का नाम क्या है?'),
    ];
    const text = composeReply(hi, persona({ lang: 'hi' }));
    expect(text).toContain('रवि');
    expect(text).toContain('मिंटू');
    // A kept fact that names no pet is said as kept.
    expect(composeReply([user('Do you remember my dog?')], persona({ pets: ['a fluffy old dog'] }))).toContain('a fluffy old dog');
  });

  it('answers "do you remember my dog?" with its name in every language of the packs', () => {
    const asked: Record<string, string> = {
      en: 'What is my dog called?',
      de: 'Erinnerst du dich an meinen Hund?',
      es: '¿Te acuerdas de mi perro?',
      fr: 'Tu te souviens de mon chien ?',
      pt: 'Você lembra do meu cachorro?',
      it: 'Ti ricordi il mio cane?',
      ru: 'Помнишь мою собаку?',
      uk: 'Пам’ятаєш мого пса?',
      pl: 'Pamiętasz mojego psa?',
      tr: 'Köpeğimin adını hatırlıyor musun?',
      id: 'Kamu ingat anjingku?',
      ms: 'Awak ingat anjing saya?',
      vi: 'Em có nhớ con chó của anh không?',
      ar: 'هل تتذكرين كلبي؟',
      hi: 'क्या तुम्हें मेरा कुत्ता याद है?',
      bn: 'তোমার কি আমার কুকুরের কথা মনে আছে?',
      ta: 'என் நாய் நினைவிருக்கிறதா?',
      my: 'ကျွန်တော့်ခွေးကို မှတ်မိလား?',
      zh: '你还记得我的狗吗？',
      'zh-hant': '你還記得我的狗嗎？',
      ja: '私の犬のこと覚えてる？',
      ko: '우리 강아지 기억해?',
      kk: 'Итімді есіңде ме?',
    };
    expect(Object.keys(asked).sort()).toEqual(allPacks.map((p) => p.code).sort());
    for (const pack of allPacks) {
      expect(
        pack.pets?.answer.every((l) => l.includes('{pet}')),
        pack.code,
      ).toBe(true);
      expect(
        pack.pets?.answerFact.every((l) => l.includes('{value}')),
        pack.code,
      ).toBe(true);
      const text = composeReply([user(asked[pack.code]!)], persona({ lang: pack.code, pets: ['dog named Rex'] }));
      expect(text, pack.code).toContain('Rex');
      expect(text).not.toMatch(/\{\w+\}/);
    }
  });

  it('answers what the user asks she remembers: their job, plans, likes, home (before: a dodge), in English and Arabic', () => {
    const told = [
      user('I work as an engineer.'),
      assistant('Oh!'),
      user("This weekend I'm going to go hiking in the mountains."),
      assistant('Fun.'),
      user('I love jazz.'),
      assistant('Me too.'),
    ];
    const ask = (q: string) => composeReply([...told, user(q)], persona());
    expect(ask('What is my job?')).toContain("You're an engineer");
    expect(ask('What am I doing this weekend?')).toContain('go hiking in the mountains');
    expect(ask('What do I love?')).toContain('jazz');
    // From the memory summary too (facts of turns that left the window).
    const memory = summarizeMemory('', [user('I live in Lisbon')], 'en');
    expect(composeReply([user('Where do I live?')], persona({ memory }))).toContain('Lisbon');
    // Asking tells nothing: no plan is read from the question itself.
    const ar = [user('أعمل ممرضة'), assistant('رائع'), user('سأذهب إلى البحر مع أخي'), assistant('جميل')];
    expect(composeReply([...ar, user('ما هو عملي؟')], persona({ lang: 'ar' }))).toContain('ممرضة');
    const plans = composeReply([...ar, user('ماذا سأفعل في نهاية الأسبوع؟')], persona({ lang: 'ar' }));
    // "سأذهب" keeps its verb (أذهب, I go; ذهب is "he went"), and "نهاية" is no greeting.
    expect(plans).toContain('أذهب إلى البحر مع أخي');
    expect(plans).not.toMatch(/أهلاً|مرحب/);
  });

  it('remembers from the memory summary', () => {
    const memory = summarizeMemory('', [user('My name is Jamie. I work as a nurse and I love jazz')], 'en');
    expect(composeReply([user('do you remember my name?')], persona({ memory }))).toContain('Jamie');
  });

  it('speaks of the story in a story chat without quoting its title as a place, in every language (before: „Letzter Tanz…“ ist noch nicht vorbei; हम अब “दूसरा खिलाड़ी” में हैं)', () => {
    const text = composeReply([user('so, what happens now?')], persona({ scriptTitle: 'Midnight Train' }));
    expect(text).toMatch(/where were we|story isn't over|keep going/);
    expect(text).not.toContain('Midnight Train');
    for (const pack of allPacks) {
      const scene = pack.lines.scene ?? [];
      expect(scene.length, pack.code).toBeGreaterThan(0);
      expect(
        scene.filter((l) => l.includes('{title}')),
        pack.code,
      ).toEqual([]);
      // A story's first turn of small talk is answered with a line of the story.
      const said = composeReply([user('hmm')], persona({ lang: pack.code, scriptTitle: 'Second Player' }));
      expect(said, pack.code).not.toContain('Second Player');
      expect(
        scene.some((l) => said.includes(l.split('{')[0]!)),
        `${pack.code}: ${said}`,
      ).toBe(true);
    }
    // Outside a story, no story line.
    expect(composeReply([user("let's continue the story")], persona())).not.toMatch(/where were we|story isn't over|keep going/);
  });

  it('fills a line with its own language only: no suffix glued to a name in another script, no English occupation (before: Turkish "Sen रविsın", Chinese "是一名nurse")', () => {
    const scripts = [/\p{Script=Latin}/u, /\p{Script=Devanagari}/u, /\p{Script=Cyrillic}/u, /\p{Script=Arabic}/u];
    const mixed = (text: string) => (text.match(/[\p{L}\p{M}]+/gu) ?? []).filter((w) => scripts.filter((re) => re.test(w)).length > 1);
    // Korean, Japanese and Chinese write their particles onto a name in any script: not asked of them.
    for (const pack of allPacks.filter((p) => !['ko', 'ja', 'zh', 'zh-hant'].includes(p.code)))
      for (const name of ['Klaus', 'रवि', 'Саша', 'ليلى']) {
        const text = composeReply([user('What is my name?')], persona({ lang: pack.code, memory: `- Name: ${name}` }));
        expect(text, pack.code).toContain(name);
        expect(mixed(text), `${pack.code}: ${text}`).toEqual([]);
      }
    for (const pack of allPacks.filter((p) => p.code !== 'en'))
      for (const personality of ['caregiver', 'sage', 'lover', 'dominant', 'unknown']) {
        const text = composeReply([user('Tell me about yourself')], persona({ lang: pack.code, personality }));
        expect(text, pack.code).not.toMatch(/nurse/);
      }
    expect(composeReply([user('Tell me about yourself')], persona({ lang: 'zh-hant', personality: 'lover' }))).toContain('護士');
  });

  it('is deterministic for the same input', () => {
    const convo = [user('hi'), assistant('Hey!'), user('how was your day?')];
    expect(composeReply(convo, persona())).toBe(composeReply(convo, persona()));
  });

  it('two consecutive turns differ, even when the user repeats themself', () => {
    for (const personality of ['caregiver', 'dominant', 'apathetic', 'unknown']) {
      const p = persona({ personality });
      const first = composeReply([user('hi')], p);
      const second = composeReply([user('hi'), assistant(first), user('hi')], p);
      expect(second).not.toBe(first);
      const third = composeReply([user('hi'), assistant(first), user('hi'), assistant(second), user('hi')], p);
      expect(third).not.toBe(second);
    }
  });

  it('a regenerate writes a reply other than the one it replaces (before: the same text every tap), in English and Arabic', () => {
    for (const [lang, text] of [
      ['en', 'hi, how was your day?'],
      ['ar', 'مرحبا، كيف كان يومك؟'],
    ] as const) {
      for (const personality of ['caregiver', 'dominant', 'unknown']) {
        const convo = [user(text)];
        const first = composeReply(convo, persona({ lang, personality }));
        const again = composeReply(convo, persona({ lang, personality, replacing: [first], nonce: 'tap-1' }));
        expect(again).not.toBe(first);
        const third = composeReply(convo, persona({ lang, personality, replacing: [again], nonce: 'tap-2' }));
        expect(third).not.toBe(again);
        // The same attempt (a retried regenerate) is still deterministic.
        expect(composeReply(convo, persona({ lang, personality, replacing: [again], nonce: 'tap-2' }))).toBe(third);
      }
    }
  });

  it('thanks the user for a gift, naming it, in English and Arabic (before: a generic smalltalk line)', () => {
    const gift = user('*gives you a gift: 🧸 Teddy bear*');
    for (const personality of ['caregiver', 'dominant', 'unknown']) {
      expect(composeReply([gift], persona({ personality, gift: 'teddy' }))).toMatch(/🧸 Teddy bear.*(Thank you|thank you)/);
      const ar = composeReply([user('مرحبا'), assistant('أهلاً'), gift], persona({ personality, gift: 'teddy', lang: 'ar' }));
      expect(ar).toMatch(/🧸 دبدوب.*شكراً/);
    }
  });

  it('every language has thank-you lines for a gift and a name for every gift', () => {
    for (const pack of allPacks) {
      expect(pack.lines.gift?.length, pack.code).toBeGreaterThan(1);
      expect(
        pack.lines.gift!.every((l) => l.includes('{gift}')),
        pack.code,
      ).toBe(true);
      for (const g of gifts) expect(pack.gifts?.[g.id], `${pack.code} ${g.id}`).toBeTruthy();
      const text = composeReply([user('*gives you a gift: 🌹 Rose*')], persona({ gift: 'rose', lang: pack.code }));
      expect(text, pack.code).toContain(`🌹 ${pack.gifts!.rose}`);
    }
  });

  it('never calls the user by a generated nick, but by a real one', () => {
    expect(composeReply([user('hi')], persona({ userName: 'user_48213' }))).not.toContain('user_48213');
    const named = [0, 1, 2, 3, 4, 5].map((i) => composeReply([user(`hi ${i}`)], persona({ userName: 'Marco' })));
    expect(named.some((t) => t.includes('Marco'))).toBe(true);
  });

  it('stops when the signal aborts', async () => {
    const engine = createOfflineEngine({ chunkDelayMs: 5 });
    const ctrl = new AbortController();
    const got: string[] = [];
    await expect(
      (async () => {
        for await (const p of engine.streamReply([user('tell me about yourself')], {
          model: 'm',
          persona: persona(),
          signal: ctrl.signal,
        })) {
          got.push(p);
          if (got.length === 2) ctrl.abort();
        }
      })(),
    ).rejects.toThrow();
    expect(got).toHaveLength(2);
  });

  it('works without persona hints', () => {
    expect(composeReply([user('hello')]).length).toBeGreaterThan(5);
  });
});

describe('summarizeMemory', () => {
  it('keeps facts the user told about themself, in short labelled lines', () => {
    const s = summarizeMemory(
      '',
      [
        user("Hi, I'm Alex. I live in Berlin"),
        assistant('Hi Alex!'),
        user('I work as a nurse and I love jazz. Tomorrow I will visit my mom'),
      ],
      'en',
    );
    expect(s).toContain('- Name: Alex');
    expect(s).toContain('- Lives in: Berlin');
    expect(s).toContain('- Job: nurse');
    expect(s).toMatch(/- Likes: jazz/);
    expect(s).toMatch(/- Plans: visit my mom/);
    expect(s).not.toContain('Hi Alex'); // assistant turns are not facts about the user
  });

  it('merges with the previous summary, newest name wins, lists grow without duplicates', () => {
    const first = summarizeMemory('', [user('My name is Alex. I love jazz')], 'en');
    const second = summarizeMemory(first, [user('Call me Sam. I love jazz. I love sushi')], 'en');
    expect(second).toContain('- Name: Sam');
    expect(second).not.toContain('Alex');
    expect(second).toContain('- Likes: jazz; sushi');
  });

  it('writes labels in the user language and keeps lines it cannot parse', () => {
    const s = summarizeMemory('- They once had a cat named Mochi', [user('Меня зовут Саша. Я люблю кофе')], 'ru');
    expect(s).toContain('- Имя: Саша');
    expect(s).toContain('- Любит: кофе');
    expect(s).toContain('Mochi');
  });

  it('reads facts only at word starts ("me llamo Carlos" is a name, not a like)', () => {
    const s = summarizeMemory('', [user('hola, me llamo Carlos y me encanta el fútbol')], 'es');
    expect(s).toContain('- Nombre: Carlos');
    expect(s).toContain('- Le gusta: el fútbol');
    expect(s).not.toMatch(/Le gusta:.*Carlos/);
    expect(summarizeMemory('', [user('我叫小明，我喜欢打篮球')], 'zh')).toContain('- 喜欢: 打篮球');
  });

  it('stays under ~1200 characters', () => {
    let s = '';
    for (let i = 0; i < 60; i++) s = summarizeMemory(s, [user(`I love thing number ${i} which is quite a long hobby description`)], 'en');
    expect(s.length).toBeLessThanOrEqual(1200);
    expect(s).toContain('thing number 59');
  });
});
