import { Hono } from 'hono';
import { memory as s, type MemoryFactKind } from '../../shared/schemas/memory.js';
import { isPremium } from '../../shared/constants.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import type { Db } from '../db/connect.js';
import type { UserRow } from '../db/database.js';
import { ownSession } from '../domain/chat/sessions.js';
import { addFact, deleteFact, editFact, liveFacts, pinFact, type FactRow } from '../domain/memory/facts.js';
import { memoryLimits, type FactKind } from '../domain/memory/limits.js';
import { ensureRelationship, relationshipHistory, STAGE_FROM, stages } from '../domain/memory/relationship.js';

/** The chat's owner and character: facts are kept per user and character, shared by her chats. */
async function ownerOf(db: Db, user: UserRow, sessionId: string) {
  const session = await ownSession(db, user, sessionId);
  return { session, owner: { userId: user.id, characterId: session.character_id } };
}

async function toFacts(db: Db, rows: FactRow[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.source_message_id ? [r.source_message_id] : [])))];
  const sources = ids.length ? await db.selectFrom('messages').select(['id', 'content']).where('id', 'in', ids).execute() : [];
  const text = new Map(sources.map((m) => [m.id, m.content.slice(0, 300)]));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as MemoryFactKind,
    text: r.text,
    pinned: r.pinned === 1,
    userEdited: r.user_edited === 1,
    sourceMessageId: r.source_message_id,
    source: (r.source_message_id && text.get(r.source_message_id)) || null,
    createTime: Number(r.create_time),
    updateTime: Number(r.update_time),
  }));
}

const one = async (db: Db, row: FactRow) => ({ fact: (await toFacts(db, [row]))[0]! });

/** Memory the user can see and edit (docs/memory.md). */
export const memoryRoutes = new Hono<AppEnv>()
  .post(
    s.list.path,
    call(s.list, async ({ deps, params, member, now }) => {
      const user = await member();
      const { session, owner } = await ownerOf(deps.db, user, params.sessionId);
      const limit = memoryLimits(isPremium(user.vip_expire_at, now)).facts;
      return { facts: await toFacts(deps.db, await liveFacts(deps.db, owner, limit)), summary: session.memory, limit };
    }),
  )
  .post(
    s.add.path,
    call(s.add, async ({ deps, params, member, now }) => {
      const user = await member();
      const { owner } = await ownerOf(deps.db, user, params.sessionId);
      const premium = isPremium(user.vip_expire_at, now);
      return one(deps.db, await addFact(deps.db, owner, params.kind as FactKind, params.text, memoryLimits(premium).facts, premium, now));
    }),
  )
  .post(
    s.edit.path,
    call(s.edit, async ({ deps, params, member, now }) => {
      const { owner } = await ownerOf(deps.db, await member(), params.sessionId);
      return one(deps.db, await editFact(deps.db, owner, params.factId, params.text, now));
    }),
  )
  .post(
    s.pin.path,
    call(s.pin, async ({ deps, params, member, now }) => {
      const user = await member();
      const { owner } = await ownerOf(deps.db, user, params.sessionId);
      const premium = isPremium(user.vip_expire_at, now);
      return one(deps.db, await pinFact(deps.db, owner, params.factId, params.pinned, now, { limits: memoryLimits(premium), premium }));
    }),
  )
  .post(
    s.remove.path,
    call(s.remove, async ({ deps, params, member, now }) => {
      const { owner } = await ownerOf(deps.db, await member(), params.sessionId);
      await deleteFact(deps.db, owner, params.factId, now);
      return { deleted: true as const };
    }),
  )
  .post(
    s.used.path,
    call(s.used, async ({ deps, params, member }) => {
      const { session } = await ownerOf(deps.db, await member(), params.sessionId);
      const rows = await deps.db
        .selectFrom('memory_fact_uses')
        .innerJoin('memory_facts', 'memory_facts.id', 'memory_fact_uses.fact_id')
        .select(['memory_fact_uses.message_id', 'memory_facts.id', 'memory_facts.kind', 'memory_facts.text'])
        .where('memory_fact_uses.session_id', '=', session.id)
        .where('memory_facts.deleted', '=', 0)
        .orderBy('memory_fact_uses.message_id')
        .limit(2000)
        .execute();
      const byMessage = new Map<string, Array<{ id: string; kind: MemoryFactKind; text: string }>>();
      for (const r of rows) {
        const list = byMessage.get(r.message_id) ?? [];
        list.push({ id: r.id, kind: r.kind as MemoryFactKind, text: r.text });
        byMessage.set(r.message_id, list);
      }
      return { list: [...byMessage].map(([messageId, facts]) => ({ messageId, facts })) };
    }),
  )
  .post(
    s.relationship.path,
    call(s.relationship, async ({ deps, params, member, now }) => {
      const { session } = await ownerOf(deps.db, await member(), params.sessionId);
      const state = await ensureRelationship(deps.db, session, now);
      return {
        affection: state.affection,
        stage: state.stage,
        delta: state.lastDelta,
        stages: stages.map((stage) => ({ stage, from: STAGE_FROM[stage] })),
        history: await relationshipHistory(deps.db, session.id),
      };
    }),
  );
