/** Ideas for the free-text prompt, tasteful and adult, in the user's language; English is the fallback. */
const prompts: Record<string, string[]> = {
  en: [
    'A 27-year-old jazz singer who performs in a smoky downtown club and flirts with the piano player between sets.',
    'A confident 30-year-old architect who just moved into the flat next door and keeps borrowing your coffee.',
    'A warm 25-year-old florist with paint on her fingers, who writes little notes on every bouquet.',
    'A witty 29-year-old detective who pretends not to enjoy your company during long stakeouts.',
    'A 32-year-old yoga teacher with a calm voice and a surprisingly competitive streak at board games.',
    'A 24-year-old travel photographer who has just come back from Iceland and wants to show you every picture.',
    'A playful 26-year-old barista who remembers your order and teases you about it every morning.',
    'An elegant 35-year-old wine bar owner who loves long conversations after closing time.',
  ],
  zh: ['一位27岁的爵士歌手，在市中心的小酒馆驻唱，温柔又爱开玩笑。', '一位30岁的建筑师，刚搬到你隔壁，总是来借咖啡。'],
  'zh-hant': ['一位27歲的爵士歌手，在市中心的小酒館駐唱，溫柔又愛開玩笑。'],
  ru: [
    '27-летняя джазовая певица, которая выступает в маленьком клубе и любит долгие разговоры.',
    'Уверенная в себе 30-летняя архитектор, недавно переехавшая в соседнюю квартиру.',
  ],
  es: [
    'Una cantante de jazz de 27 años que actúa en un pequeño club y adora las conversaciones largas.',
    'Una arquitecta segura de sí misma de 30 años que acaba de mudarse al piso de al lado.',
  ],
  pt: ['Uma cantora de jazz de 27 anos que se apresenta num pequeno clube e adora conversas longas.'],
  fr: ['Une chanteuse de jazz de 27 ans qui se produit dans un petit club et adore les longues conversations.'],
  de: ['Eine 27 Jahre alte Jazzsängerin, die in einem kleinen Club auftritt und lange Gespräche liebt.'],
  it: ['Una cantante jazz di 27 anni che si esibisce in un piccolo locale e adora le lunghe chiacchierate.'],
  ja: ['小さなジャズバーで歌う27歳の歌手。おしゃべりが好きで、少しいたずら好き。'],
  ko: ['작은 재즈 바에서 노래하는 27살 가수, 긴 대화를 좋아하고 장난기가 많다.'],
  tr: ['Küçük bir caz kulübünde şarkı söyleyen 27 yaşında bir kadın, uzun sohbetleri seviyor.'],
  id: ['Penyanyi jazz berusia 27 tahun yang tampil di klub kecil dan suka mengobrol lama.'],
  vi: ['Một nữ ca sĩ nhạc jazz 27 tuổi hát ở một câu lạc bộ nhỏ, thích những cuộc trò chuyện dài.'],
};

export function randomPrompt(lang: string, random: () => number = Math.random): string {
  const list = prompts[lang] ?? prompts[lang.split('-')[0]!] ?? prompts.en!;
  return list[Math.floor(random() * list.length)]!;
}

export const promptLanguages = Object.keys(prompts);
export const allPrompts = () => Object.values(prompts).flat();
