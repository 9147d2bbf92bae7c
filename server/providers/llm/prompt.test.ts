import { describe, expect, it } from 'vitest';
import { buildPrompt, languageName, type PromptInput } from './prompt.js';
import type { ChatTurn } from './types.js';

const turns = (n: number): ChatTurn[] =>
  Array.from({ length: n }, (_, i) => ({ role: i % 2 === 0 ? 'user' : 'assistant', content: `turn-${i + 1}` }) as ChatTurn);

const input = (over: Partial<PromptInput> = {}): PromptInput => ({
  character: {
    name: 'Luna',
    age: 24,
    personality: 'seductress',
    relationship: 'girlfriend',
    occupation: 'nurse',
    kinks: ['teasing', 'slow burn'],
    description: 'A night-shift nurse with a soft spot for jazz.',
    greeting: 'Hey you, finally awake?',
  },
  script: { title: 'Midnight Train', opening: 'The last train rattles through the rain.', prompt: 'Keep the mood mysterious.' },
  preferences: { personality: 'playful', libidoLevel: 'medium', kinks: ['romantic', 'cuddling'] },
  memory: '- Name: Alex\n- Likes: hiking',
  lang: 'ar',
  userName: 'Alex',
  turns: turns(30),
  maxTurns: 10,
  ...over,
});

describe('buildPrompt', () => {
  it('puts the persona, story, preferences, memory and rules in one system message', () => {
    const [system, ...rest] = buildPrompt(input());
    expect(system!.role).toBe('system');
    const s = system!.content;
    for (const part of [
      'Luna',
      '24-year-old',
      'seductress',
      'girlfriend',
      'nurse',
      'teasing, slow burn',
      'soft spot for jazz',
      'Hey you, finally awake?',
    ]) {
      expect(s).toContain(part);
    }
    expect(s).toContain('Midnight Train');
    expect(s).toContain('The last train rattles through the rain.');
    expect(s).toContain('Keep the mood mysterious.');
    expect(s).toContain('Libido level: medium');
    expect(s).toContain('Kinks: romantic, cuddling');
    expect(s).toContain("The user's name: Alex");
    expect(s).toContain('- Likes: hiking');
    expect(s).toContain('Always reply in Arabic');
    expect(s).toMatch(/adult \(18\+\)/);
    expect(s).toMatch(/minors/);
    expect(s).toMatch(/real-world harm/);
    expect(rest.every((t) => t.role !== 'system')).toBe(true);
  });

  it('sends only the last N turns (free 10, Premium 50), in order', () => {
    const free = buildPrompt(input({ turns: turns(30), maxTurns: 10 })).slice(1);
    expect(free.map((t) => t.content)).toEqual(Array.from({ length: 10 }, (_, i) => `turn-${21 + i}`));
    const premium = buildPrompt(input({ turns: turns(80), maxTurns: 50 })).slice(1);
    expect(premium).toHaveLength(50);
    expect(premium[0]!.content).toBe('turn-31');
    expect(premium.at(-1)!.content).toBe('turn-80');
    expect(buildPrompt(input({ turns: turns(3), maxTurns: 10 }))).toHaveLength(4);
  });

  it('names the language in English words, Traditional Chinese included', () => {
    expect(languageName('zh-hant')).toBe('Chinese (Traditional)');
    expect(languageName('uk')).toBe('Ukrainian');
    expect(buildPrompt(input({ lang: 'ja' }))[0]!.content).toContain('Always reply in Japanese');
    expect(buildPrompt(input({ lang: 'xx' }))[0]!.content).toContain('Always reply in English');
  });

  it('leaves out what is not there: no story, no memory, no preferences', () => {
    const s = buildPrompt(input({ script: null, memory: '', preferences: {}, userName: null }))[0]!.content;
    expect(s).not.toContain('story you are playing');
    expect(s).not.toContain('remember about the user');
    expect(s).not.toContain('About the user');
  });

  it('never states an age under 18 for the character', () => {
    expect(buildPrompt(input({ character: { ...input().character, age: 16 } }))[0]!.content).toContain('18-year-old adult');
  });

  it('tells her the user just sent a gift, which one, and to thank them for it (before: only "*gives you a gift: …*" as a user line)', () => {
    const [system] = buildPrompt(input({ gift: { emoji: '🧸', name: 'Teddy bear' } }));
    expect(system!.content).toMatch(/just sent you a gift in the app.*🧸 Teddy bear\. Thank them/);
    expect(buildPrompt(input())[0]!.content).not.toContain('gift');
  });
});
