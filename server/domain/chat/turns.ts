import { compiled, readTogether, type Arg, type Lit } from '../../db/compiled.js';
import { readJson } from '../../db/json-text.js';
import type { Deps } from '../../deps.js';
import type { MessageRow, SessionRow, UserRow } from '../../db/database.js';
import type { PromptInput } from '../../providers/llm/prompt.js';
import type { PersonaHints, ChatTurn } from '../../providers/llm/types.js';
import { gifts } from '../../../shared/attributes.js';
import { liveFactsRead, type PromptFact } from '../memory/facts.js';
import { memoryLimits } from '../memory/limits.js';
import { selectFacts } from '../memory/select.js';
import { relationshipFrom, relationshipRead } from '../memory/relationship.js';
import { renderMemory } from '../../providers/llm/offline/memory.js';
import { chosenName, fitForPrompt, withUserName } from './prompt-fit.js';
import { inLocaleScript } from '../content-texts.js';

const personaOf = compiled((db, arg: Arg<{ characterId: string }>) =>
  db
    .selectFrom('characters')
    .select(['name', 'age', 'personality', 'relationship', 'occupation', 'kinks', 'description', 'greeting'])
    .where('id', '=', arg('characterId')),
);

type RecentOf = { sessionId: string; upTo: number; limit: number };
/** Newest first, up to the message being answered; failed ones are not part of the conversation. */
const recentMessages = compiled((db, arg: Arg<RecentOf>, lit: Lit<RecentOf>) =>
  db
    .selectFrom('messages')
    .select(['role', 'content', 'create_time'])
    .where('session_id', '=', arg('sessionId'))
    .where('create_time', '<=', arg('upTo'))
    .where('status', '!=', 'failed')
    .orderBy('create_time', 'desc')
    .limit(lit('limit')),
);

/**
 * A story as its player reads it: title and opening scene in her language where translated, so
 * she names the story as its page does (her replies quoted the English title to an Arabic user).
 */
async function storyOf(db: Deps['db'], id: string, locale: string) {
  const row = await db
    .selectFrom('scripts')
    .select(['id', 'title', 'description', 'opening', 'prompt'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && inLocaleScript(db, row, locale);
}

/** The onboarding answers, without any the policy would not let into a prompt. */
function promptPreferences(json: UserRow['preferences']): Record<string, string> {
  const all = readJson(json, {}) as Record<string, string>;
  return Object.fromEntries(Object.entries(all).filter(([, v]) => typeof v !== 'string' || fitForPrompt(v)));
}

/**
 * Everything the model needs for one reply: persona, story, preferences, the facts she remembers
 * that matter most for this message and the story so far (within the memory budget), the
 * relationship state, and the last N turns up to the message being answered (free 10, Premium 50).
 * `facts` are the ones the prompt carries: the reply's "used a memory" mark is chosen among them.
 */
export async function turnsFor(deps: Deps, user: UserRow, session: SessionRow, answering: MessageRow, premium: boolean) {
  const { db } = deps;
  const limits = memoryLimits(premium);
  const maxTurns = limits.window;
  const now = deps.clock();
  const [character, script, [recent, allFacts, relationshipRows]] = await Promise.all([
    // The same for everyone, until the catalogue changes.
    deps.catalogue.get(`persona:${session.character_id}`, () =>
      personaOf(db, { characterId: session.character_id }).then((r) => r[0] ?? null),
    ),
    session.script_id ? storyOf(db, session.script_id, user.lang) : undefined,
    // One round trip on PostgreSQL.
    readTogether(db, [
      recentMessages.bind(db, { sessionId: session.id, upTo: answering.create_time, limit: maxTurns + 1 }),
      liveFactsRead(db, { userId: session.user_id, characterId: session.character_id }, limits.facts),
      relationshipRead(db, session, now),
    ]),
  ]);
  const relationship = await relationshipFrom(db, session, now, relationshipRows);
  // What the prompt carries into every turn is held to the policy here too: texts kept before
  // it read them so (older facts, a Telegram name, onboarding answers) never reach the model.
  const memory = selectFacts(
    allFacts.filter((f) => fitForPrompt(f.text)),
    answering.content,
    limits,
    session.memory && fitForPrompt(session.memory) ? session.memory : '',
  );
  const facts: PromptFact[] = memory.facts;
  if (!character) throw new Error(`character ${session.character_id} of session ${session.id} is gone`);
  // The message being answered may be a retried failure: make sure it is the last turn.
  const turns: ChatTurn[] = recent
    .reverse()
    .filter((m) => m.create_time < answering.create_time || m.role === 'assistant')
    .map((m) => ({ role: m.role === 'user' ? 'user' : 'assistant', content: m.content }) as ChatTurn);
  turns.push({ role: 'user', content: answering.content });
  const kinks = readJson(character.kinks, []);
  // A gift's turn is answered with thanks for it (gifts.ts): the model and the engine are told which.
  const gift = answering.kind === 'gift' ? gifts.find((g) => g.id === answering.gift_id) : undefined;
  const prompt: PromptInput = {
    character: {
      name: character.name,
      age: character.age,
      personality: character.personality,
      relationship: character.relationship,
      occupation: character.occupation,
      kinks,
      description: character.description,
      greeting: withUserName(character.greeting, user),
    },
    script: script ? { title: script.title, opening: script.opening, prompt: script.prompt } : null,
    preferences: promptPreferences(user.preferences),
    memory: memory.summary,
    facts: facts.map((f) => ({ kind: f.kind, text: f.text })),
    relationship: { stage: relationship.stage, affection: relationship.affection },
    lang: user.lang,
    userName: chosenName(user),
    gift: gift ? { emoji: gift.emoji, name: gift.name } : null,
    turns,
    maxTurns,
  };
  const persona: PersonaHints = {
    characterName: character.name,
    age: character.age,
    personality: character.personality,
    relationship: character.relationship,
    occupation: character.occupation,
    kinks,
    description: character.description,
    userName: user.nick,
    lang: user.lang,
    scriptTitle: script?.title,
    scriptOpening: script?.opening,
    gift: gift?.id,
    // Read only by the offline engine (a model reads the prompt): rendered when asked for.
    get memory() {
      return renderMemory(facts, memory.summary, user.lang);
    },
    // Oldest first, as she heard of them (facts come pinned first, then newest).
    get pets() {
      return facts
        .filter((f) => f.kind === 'pet')
        .sort((a, b) => a.update_time - b.update_time)
        .map((f) => f.text);
    },
  };
  return { prompt, persona, facts, relationship };
}
