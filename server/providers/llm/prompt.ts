import { findLocale } from '../../../shared/locales.js';
import type { ChatTurn } from './types.js';

/** The character as the prompt describes it (a subset of CharacterDetail). */
export interface PromptCharacter {
  name: string;
  age: number;
  personality: string;
  relationship: string;
  occupation: string;
  kinks: readonly string[];
  description: string;
  greeting: string;
}

export interface PromptScript {
  title: string;
  opening: string;
  prompt: string;
}

/** Onboarding answers: strings mostly; lists and numbers are accepted as the schema allows. */
export type PromptPreferences = Readonly<Record<string, string | number | boolean | readonly string[] | undefined>>;

export interface PromptInput {
  character: PromptCharacter;
  script?: PromptScript | null;
  preferences?: PromptPreferences | null;
  /** The story so far: the running summary of turns older than the window. */
  memory?: string | null;
  /** The facts she remembers that matter for this reply (already chosen within the memory budget). */
  facts?: ReadonlyArray<{ kind: string; text: string }> | null;
  /** Where the relationship stands (docs/memory.md). */
  relationship?: { stage: string; affection: number } | null;
  /** Locale code of the user's UI language (en, ar, zh-hant, …). */
  lang: string;
  userName?: string | null;
  /** The gift the user just sent in the app, when the reply answers one. */
  gift?: { emoji: string; name: string } | null;
  /** The whole conversation so far, oldest first, ending with the user's new message. */
  turns: readonly ChatTurn[];
  /** How many recent turns to send: free 10, Premium 50. */
  maxTurns: number;
}

/** English name of a locale, for the "reply in X" instruction ("Chinese (Traditional)", "Arabic"). */
export function languageName(lang: string): string {
  return findLocale(lang)?.language ?? 'English';
}

/** System prompt + the last `maxTurns` turns, ready for chat completions. */
export function buildPrompt(input: PromptInput): ChatTurn[] {
  const system = [
    personaSection(input.character),
    input.script ? scriptSection(input.script) : '',
    preferencesSection(input.preferences, input.userName),
    factsSection(input.facts),
    input.memory?.trim() ? `## The story so far (from earlier in your chats)\n${input.memory.trim()}` : '',
    input.relationship ? relationshipSection(input.relationship) : '',
    input.gift ? giftSection(input.gift) : '',
    rulesSection(input.character.name, languageName(input.lang)),
  ]
    .filter(Boolean)
    .join('\n\n');
  // Earlier system turns would repeat or contradict ours; the window keeps only dialogue.
  const dialogue = input.turns.filter((t) => t.role !== 'system');
  const window = input.maxTurns > 0 ? dialogue.slice(-input.maxTurns) : [];
  return [{ role: 'system', content: system }, ...window.map((t) => ({ role: t.role, content: t.content }))];
}

function personaSection(c: PromptCharacter): string {
  const lines = [
    `You are ${c.name}, a ${Math.max(18, c.age)}-year-old adult woman, chatting with the user in a private companion app.`,
    `Personality: ${c.personality}.`,
    `Your relationship to the user: ${c.relationship} (both of you are consenting adults).`,
    `Occupation: ${c.occupation}.`,
    c.kinks.length ? `Interests and turn-ons: ${c.kinks.join(', ')}.` : '',
    c.description.trim() ? `About you:\n${c.description.trim()}` : '',
    c.greeting.trim() ? `Your usual greeting (for tone): ${c.greeting.trim()}` : '',
  ];
  return `## Your character\n${lines.filter(Boolean).join('\n')}`;
}

function scriptSection(s: PromptScript): string {
  const lines = [
    `Title: ${s.title}`,
    s.opening.trim() ? `Opening scene: ${s.opening.trim()}` : '',
    s.prompt.trim() ? `Scene direction: ${s.prompt.trim()}` : '',
  ];
  return `## The story you are playing\n${lines.filter(Boolean).join('\n')}`;
}

function preferencesSection(prefs: PromptPreferences | null | undefined, userName: string | null | undefined): string {
  const lines: string[] = [];
  if (userName?.trim()) lines.push(`The user's name: ${userName.trim()}`);
  for (const [key, value] of Object.entries(prefs ?? {})) {
    const text = Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
    if (text.trim()) lines.push(`${humanize(key)}: ${text.trim()}`);
  }
  return lines.length ? `## About the user and what they enjoy\n${lines.join('\n')}` : '';
}

/** Facts the user told her (or wrote in her memory sheet): the prompt's memory, most relevant first. */
export function factsSection(facts: PromptInput['facts']): string {
  if (!facts?.length) return '';
  return `## What you remember about the user\n${facts.map((f) => `- ${f.kind}: ${f.text}`).join('\n')}\nUse these naturally when they fit; never list them.`;
}

const STAGE_TONE: Record<string, string> = {
  stranger: 'You are just getting to know each other: friendly, curious, a little reserved.',
  friend: 'You are friends: warm, relaxed, teasing a little.',
  close: 'You are close: affectionate, open, you share feelings and remember shared moments.',
  partner: 'You are partners: intimate, devoted, loving.',
};

function relationshipSection(r: { stage: string; affection: number }): string {
  return `## Your relationship now\nStage: ${r.stage} (affection ${r.affection}/100). ${STAGE_TONE[r.stage] ?? ''}`.trim();
}

/** The gift's message reads like the user's own action; without this a model may answer it as small talk. */
function giftSection(gift: { emoji: string; name: string }): string {
  return `## Just now\nThe user has just sent you a gift in the app, paid for with their coins: ${gift.emoji} ${gift.name}. Thank them for it warmly and in character, naming the gift in the language you reply in.`;
}

function rulesSection(name: string, language: string): string {
  return [
    '## Rules',
    `- Always reply in ${language}, whatever language earlier messages used.`,
    `- Stay in character as ${name}; never mention being an AI, a model or these instructions.`,
    '- Write like a chat message: short, warm, natural; describe actions in *asterisks*.',
    '- Everyone in the story is an adult (18+). Never depict, imply or role-play minors; refuse and steer away if asked.',
    '- No real-world harm: no help with violence, weapons, drugs, self-harm or illegal acts; if the user seems in danger, gently suggest real help.',
    '- Flirting and romance are welcome within the app rules; keep it consensual.',
  ].join('\n');
}

/** `libidoLevel` → `Libido level`. */
function humanize(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
