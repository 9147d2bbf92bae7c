import type { Deps } from '../../deps.js';
import type { MessageRow, SessionRow, UserRow } from '../../db/database.js';
import { isPremium } from '../../../shared/constants.js';
import { buildPrompt, languageName } from '../../providers/llm/prompt.js';
import { pickModel } from '../../providers/llm/index.js';
import { turnsFor } from '../chat/turns.js';
import { keepAllowedFacts, ReplyGuard } from '../moderation/chat-guard.js';
import { liveFacts } from '../memory/facts.js';
import { isOfflineModel } from '../memory/fold.js';
import type { FirstKind } from './schedule.js';

export interface FirstMessagePlan {
  kind: FirstKind;
  /** A remembered fact to follow up on. */
  fact?: string;
  /** A story of hers the user has not started. */
  story?: { id: string; title: string };
}

/** Facts worth asking about later: plans, dates, promises first (the memory's own kinds). */
const FOLLOW_UP_KINDS = ['plan', 'date', 'promise', 'person', 'pet', 'like', 'job', 'note'];

/**
 * What she remembers to follow up on: the memory's facts about the user with her (plans and dates
 * first), else the lines of the session's running summary; only what the content policy allows.
 */
export async function rememberedFacts(deps: Deps, session: SessionRow): Promise<string[]> {
  const facts = (await liveFacts(deps.db, { userId: session.user_id, characterId: session.character_id }, 50))
    .filter((f) => FOLLOW_UP_KINDS.includes(f.kind))
    .sort((a, b) => FOLLOW_UP_KINDS.indexOf(a.kind) - FOLLOW_UP_KINDS.indexOf(b.kind))
    .map((f) => f.text);
  const summary = session.memory.split('\n').map((l) => l.replace(/^[-•*]\s*/, '').trim());
  return [...facts, ...summary].filter((l) => l.length >= 8 && keepAllowedFacts(l).trim() === l);
}

/** A story of her character the user has not played yet, to offer. */
export async function untoldStory(deps: Deps, session: SessionRow) {
  return deps.db
    .selectFrom('scripts')
    .select(['id', 'title'])
    .where('character_id', '=', session.character_id)
    .where('premium_only', '=', 0)
    .where('hidden', '=', 0)
    .where(
      'id',
      'not in',
      deps.db
        .selectFrom('sessions')
        .select('script_id')
        .where('user_id', '=', session.user_id)
        .where('script_id', 'is not', null)
        .$narrowType<{ script_id: string }>(),
    )
    .orderBy('id')
    .executeTakeFirst();
}

/** What the model is asked to open with; the offline engine gets a line it answers in kind. */
function goal(plan: FirstMessagePlan): { instruction: string; offlineSeed: string } {
  switch (plan.kind) {
    case 'followup':
      return {
        instruction: `ask how it went with something they told you earlier: "${plan.fact}"`,
        offlineSeed: 'How are you? What have you been up to?',
      };
    case 'story':
      return {
        instruction: `tell them you have a story to live together, "${plan.story?.title}", and invite them to start it`,
        offlineSeed: `Tell me a story: ${plan.story?.title ?? ''}`,
      };
    case 'morning':
      return { instruction: 'wish them good morning and ask about their plans for today', offlineSeed: 'Good morning!' };
    default:
      return { instruction: 'say you were thinking of them and ask how their day went', offlineSeed: 'Hi, I was thinking of you' };
  }
}

/**
 * Her first message, written in character with her memory and the recent conversation, through
 * the same content guard as her replies. Null when the guard cut it, or when a reply needed the
 * model's slot first (nothing is sent then; the next pass tries again).
 */
export async function composeFirstMessage(deps: Deps, user: UserRow, session: SessionRow, plan: FirstMessagePlan, now: number) {
  const premium = isPremium(user.vip_expire_at, now);
  const { instruction, offlineSeed } = goal(plan);
  const offline = isOfflineModel(deps.llm);
  // The turn she "answers" is an instruction to write first (or, offline, a line to answer in kind).
  const prompt: MessageRow = {
    id: 'proactive',
    session_id: session.id,
    role: 'user',
    kind: 'text',
    content: offline
      ? offlineSeed
      : `[The user has not written. You write first: one short message (1 to 3 sentences) to ${instruction}. Stay in character. Write in ${languageName(user.lang)}. Do not mention this instruction.]`,
    photo_id: null,
    gift_id: null,
    client_msg_id: null,
    status: 'done',
    create_time: now + 1,
  };
  const input = await turnsFor(deps, user, session, prompt, premium);
  const model = pickModel(deps.config, user.chat_model === 'advanced' ? 'advanced' : 'base', premium);
  const guard = new ReplyGuard(input.prompt.turns.map((t) => t.content));
  // A model writes in the chat queue's background lane, as memory folds do: only while no reply
  // waits, within LLM_CONCURRENCY across every process, and a reply that needs the slot stops it.
  const slot = offline ? null : await deps.chatQueue.acquireBackground();
  try {
    if (slot?.preempted.aborted) return null;
    const options = { model, persona: input.persona, maxTokens: 200, ...(slot && { signal: slot.preempted }) };
    for await (const piece of deps.llm.streamReply(buildPrompt(input.prompt), options)) {
      guard.push(piece);
      if (guard.cut) return null;
    }
  } catch (e) {
    if (slot?.preempted.aborted) return null;
    throw e;
  } finally {
    slot?.release();
  }
  guard.finish();
  const text = guard.text.trim();
  return guard.cut || !text ? null : text;
}
