import type { LlmProvider, ChatTurn } from '../../providers/llm/types.js';
import { summarizeMemory } from '../../providers/llm/offline-engine.js';
import { languageName } from '../../providers/llm/prompt.js';
import { keepAllowedFacts } from '../moderation/chat-guard.js';
import { extractOffline, type ExtractedFact } from './extract-offline.js';
import { factKinds, type FactKind } from './limits.js';

export interface FoldInput {
  previousSummary: string;
  /** Turns that left the prompt window since the last fold: folded into the story so far. */
  older: ChatTurn[];
  /** The user's messages since the last extraction, with their ids (a fact's source). */
  userMessages: Array<{ id: string; content: string }>;
  lang: string;
}

export interface FoldResult {
  /** The new story so far; null when nothing left the window. */
  summary: string | null;
  facts: Array<ExtractedFact & { sourceMessageId: string }>;
}

/** Thrown when a waiting reply took the slot back: the fold is tried again later. */
export class FoldPreempted extends Error {
  override readonly name = 'FoldPreempted';
}

export const isOfflineModel = (llm: LlmProvider) => llm.name.startsWith('offline');

/** The deterministic fold of the offline engine: its extractor and its fact-line summary. */
export function foldOffline(input: FoldInput): FoldResult {
  return {
    summary: input.older.length ? keepAllowedFacts(summarizeMemory(input.previousSummary, input.older, input.lang)) : null,
    facts: input.userMessages.flatMap((m) => extractOffline(m.content, input.lang).map((f) => ({ ...f, sourceMessageId: m.id }))),
  };
}

/**
 * One model request writes both: the story so far and the facts (each naming the user message it
 * came from). `signal` aborts it when a reply needs the slot. A failing or unreadable answer falls
 * back to the offline fold, so memory never stops.
 */
export async function foldWithModel(llm: LlmProvider, model: string, input: FoldInput, signal: AbortSignal): Promise<FoldResult> {
  // The offline fold is the fallback only: worked out when the model's answer lacks a part.
  let fallback: FoldResult | undefined;
  const offline = () => (fallback ??= foldOffline(input));
  const transcript = input.older.map((t) => `${t.role === 'user' ? 'User' : 'Character'}: ${t.content}`).join('\n');
  const numbered = input.userMessages.map((m, i) => `#${i + 1}: ${m.content}`).join('\n');
  const messages: ChatTurn[] = [
    {
      role: 'system',
      content: [
        "You keep a companion's memory of a user. Answer in exactly this form, nothing else:",
        'STORY: <the story so far: the earlier story merged with the new conversation, at most 6 sentences>',
        'FACTS:',
        '- <kind> #<message number> <one short fact about the user or the relationship>',
        `Kinds: ${factKinds.join(', ')}. Only lasting facts (name, job, likes, important dates, promises, running jokes, people in their life; their animals are pet, not person). No fact twice.`,
        `Write in ${languageName(input.lang)}.`,
      ].join('\n'),
    },
    {
      role: 'user',
      content: `Earlier story:\n${input.previousSummary || '(none)'}\n\nConversation that left the window:\n${transcript || '(none)'}\n\nThe user's new messages:\n${numbered || '(none)'}`,
    },
  ];
  let text = '';
  try {
    for await (const piece of llm.streamReply(messages, { model, maxTokens: 600, signal })) text += piece;
  } catch (e) {
    if (signal.aborted) throw new FoldPreempted('a reply needed the slot');
    void e;
    return offline();
  }
  if (signal.aborted) throw new FoldPreempted('a reply needed the slot');
  return parseFold(text, input, offline);
}

function parseFold(text: string, input: FoldInput, offline: () => FoldResult): FoldResult {
  const story = /STORY:\s*([\s\S]*?)(?:\n\s*FACTS:|$)/i.exec(text)?.[1]?.trim();
  const facts: FoldResult['facts'] = [];
  const factsPart = /FACTS:\s*([\s\S]*)$/i.exec(text)?.[1] ?? '';
  for (const line of factsPart.split('\n')) {
    const m = /^\s*[-•*]\s*([a-z]+)\s*(?:#(\d+))?\s*[:\-–]?\s*(.+)$/iu.exec(line);
    if (!m) continue;
    const kind = (factKinds as readonly string[]).includes(m[1]!.toLowerCase()) ? (m[1]!.toLowerCase() as FactKind) : 'note';
    const source = input.userMessages[Number(m[2] ?? 0) - 1] ?? input.userMessages.at(-1);
    if (source) facts.push({ kind, text: m[3]!.trim(), sourceMessageId: source.id });
  }
  const summary = input.older.length ? keepAllowedFacts(story?.slice(0, 2000) || '') || offline().summary : null;
  return { summary, facts: facts.length || !input.userMessages.length ? facts : offline().facts };
}
