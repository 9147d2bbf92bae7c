import { sql } from 'kysely';
import { compiled, type Arg, type Lit } from '../../db/compiled.js';
import type { Db } from '../../db/connect.js';
import type { MemoryFactTable } from '../../db/database.js';
import type { Selectable } from 'kysely';
import { ErrorCode } from '../../../shared/errors.js';
import { AppError, notFound } from '../../errors.js';
import { keepAllowedFacts } from '../moderation/chat-guard.js';
import { recordRefusal } from '../moderation/escalation.js';
import { newId } from '../ids.js';
import { FACT_MAX_CHARS, singleKinds, type FactKind, type MemoryLimits } from './limits.js';
import { factTokens } from './select.js';
import { normalize } from './text.js';

export type FactRow = Selectable<MemoryFactTable>;
/**
 * What a chat turn reads of each fact: enough to choose the ones its prompt carries, write them
 * and mark those her reply used. A free user's turn reads 40 facts, a Premium's 200: all twelve
 * columns took about twice as long to read (40 facts: 102 against 56 µs in a loop).
 */
export type PromptFact = Pick<FactRow, 'id' | 'kind' | 'text' | 'pinned' | 'user_edited' | 'update_time'>;

export interface NewFact {
  kind: FactKind;
  text: string;
  sourceMessageId?: string | null;
}

export interface Owner {
  userId: string;
  characterId: string;
}

/** The de-duplication key: a one-value kind is keyed by the kind alone, so a newer value replaces it. */
export function factNorm(kind: FactKind, text: string): string {
  return singleKinds.has(kind) ? `${kind}:` : `${kind}:${normalize(text)}`;
}

/** Trimmed, one line, within the size; empty when nothing is left. */
export function cleanFactText(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, FACT_MAX_CHARS).trim();
}

/** Nothing the content policy refuses is remembered. */
export const allowedFact = (text: string) => keepAllowedFacts(text).trim() === text.trim();

/** The live facts of a user and character, pinned first, then newest. */
export function liveFacts(db: Db, owner: Owner, limit = 1000): Promise<FactRow[]> {
  return liveFactsQuery(db, { ...owner, limit });
}

/** The live facts as a chat turn reads them (PromptFact), not run: for readTogether, with its prompt. */
export function liveFactsRead(db: Db, owner: Owner, limit: number) {
  return promptFactsQuery.bind(db, { ...owner, limit });
}

// Every chat turn reads them: compiled once (db/compiled.ts), in the order of the index
// memory_facts_live, so the few kept are read in place, not sorted from all.
type FactsOf = Owner & { limit: number };
const liveFactsOf = (db: Db, arg: Arg<FactsOf>, lit: Lit<FactsOf>) =>
  db
    .selectFrom('memory_facts')
    .where('user_id', '=', arg('userId'))
    .where('character_id', '=', arg('characterId'))
    .where('deleted', '=', 0)
    .orderBy('pinned', 'desc')
    .orderBy('update_time', 'desc')
    .orderBy('id', 'desc')
    .limit(lit('limit'));
const liveFactsQuery = compiled((db, arg: Arg<FactsOf>, lit: Lit<FactsOf>) => liveFactsOf(db, arg, lit).selectAll());
const promptFactsQuery = compiled((db, arg: Arg<FactsOf>, lit: Lit<FactsOf>) =>
  liveFactsOf(db, arg, lit).select(['id', 'kind', 'text', 'pinned', 'user_edited', 'update_time']),
);

/**
 * Merge extracted facts in: a new fact is inserted; the same fact again refreshes its source and
 * time; a one-value kind takes the newer value. A fact the user edited stays as they wrote it, and
 * one they deleted is not brought back (a one-value kind comes back only with a different value).
 * Then the oldest extracted, unpinned facts beyond `cap` are dropped.
 */
export async function mergeFacts(db: Db, owner: Owner, facts: readonly NewFact[], cap: number, now: number): Promise<number> {
  let merged = 0;
  for (const f of facts) {
    const text = cleanFactText(f.text);
    if (!text || !allowedFact(text)) continue;
    const r = await db
      .insertInto('memory_facts')
      .values({
        id: newId('f'),
        user_id: owner.userId,
        character_id: owner.characterId,
        kind: f.kind,
        text,
        norm: factNorm(f.kind, text),
        source_message_id: f.sourceMessageId ?? null,
        pinned: 0,
        user_edited: 0,
        deleted: 0,
        create_time: now,
        update_time: now,
      })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'character_id', 'norm'])
          .doUpdateSet({
            text: sql`excluded.text`,
            source_message_id: sql`excluded.source_message_id`,
            update_time: now,
            deleted: 0,
            // What comes back after a delete is the conversation's again: not the user's, not pinned.
            user_edited: 0,
            pinned: sql`case when memory_facts.deleted = 1 then 0 else memory_facts.pinned end`,
          })
          // A live fact the user wrote stays theirs. A deleted one (even one they had edited first)
          // comes back only with another value: the same value stays forgotten.
          .where((eb) => eb.or([eb('memory_facts.user_edited', '=', 0), eb('memory_facts.deleted', '=', 1)]))
          .where((eb) => eb.or([eb('memory_facts.deleted', '=', 0), eb(sql`lower(memory_facts.text)`, '<>', sql`lower(excluded.text)`)])),
      )
      .executeTakeFirst();
    merged += Number(r.numInsertedOrUpdatedRows ?? 0n);
  }
  await trimFacts(db, owner, cap);
  return merged;
}

/** Drop the oldest facts the extractor wrote beyond the cap; pinned and user-written ones stay. */
async function trimFacts(db: Db, owner: Owner, cap: number): Promise<void> {
  const over = await db
    .selectFrom('memory_facts')
    .select('id')
    .where('user_id', '=', owner.userId)
    .where('character_id', '=', owner.characterId)
    .where('deleted', '=', 0)
    .orderBy('pinned', 'desc')
    .orderBy('user_edited', 'desc')
    .orderBy('update_time', 'desc')
    .orderBy('id', 'desc')
    .offset(cap)
    .limit(10_000)
    .execute();
  const ids = over.map((r) => r.id);
  if (ids.length) await db.deleteFrom('memory_facts').where('id', 'in', ids).where('pinned', '=', 0).where('user_edited', '=', 0).execute();
}

async function ownFact(db: Db, owner: Owner, factId: string): Promise<FactRow> {
  const row = await db
    .selectFrom('memory_facts')
    .selectAll()
    .where('id', '=', factId)
    .where('user_id', '=', owner.userId)
    .where('character_id', '=', owner.characterId)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  if (!row) throw notFound('Fact');
  return row;
}

async function checkedText(db: Db, owner: Owner, text: string, now: number): Promise<string> {
  const clean = cleanFactText(text);
  if (!clean) throw new AppError(ErrorCode.badParams, 'Operation failed, input field cannot be empty');
  await assertRememberable(db, owner.userId, clean, now);
  return clean;
}

/**
 * A text the user asks her to remember (a fact, the story so far) that the policy refuses in a
 * prompt is refused (1000) and counted like a refused chat message (escalation.ts), so rewording
 * it again and again is not a free way to learn what passes.
 */
export async function assertRememberable(db: Db, userId: string, text: string, now: number): Promise<void> {
  if (allowedFact(text)) return;
  await recordRefusal(db, { userId, source: 'memory', category: 'minor', rule: 'memory', excerpt: text, now });
  throw new AppError(ErrorCode.badParams, 'This cannot be remembered');
}

/** Rows of this user and character are written one caller at a time (the user row is the lock). */
async function lockOwner(trx: Db, owner: Owner) {
  await trx
    .updateTable('users')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', owner.userId)
    .execute();
}

async function liveCount(trx: Db, owner: Owner): Promise<number> {
  const r = await trx
    .selectFrom('memory_facts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', owner.userId)
    .where('character_id', '=', owner.characterId)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

/**
 * The user's own fact. Over the cap the oldest extracted, unpinned fact makes room; when every
 * fact is the user's own or pinned, the add is refused (2003 for free members: Premium keeps 5x).
 */
export async function addFact(db: Db, owner: Owner, kind: FactKind, text: string, cap: number, premium: boolean, now: number) {
  const clean = await checkedText(db, owner, text, now);
  const norm = factNorm(kind, clean);
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, owner);
    const same = await trx
      .selectFrom('memory_facts')
      .selectAll()
      .where('user_id', '=', owner.userId)
      .where('character_id', '=', owner.characterId)
      .where('norm', '=', norm)
      .executeTakeFirst();
    if (!same || same.deleted) {
      if ((await liveCount(trx, owner)) >= cap) {
        const oldest = await trx
          .selectFrom('memory_facts')
          .select('id')
          .where('user_id', '=', owner.userId)
          .where('character_id', '=', owner.characterId)
          .where('deleted', '=', 0)
          .where('pinned', '=', 0)
          .where('user_edited', '=', 0)
          .orderBy('update_time')
          .orderBy('id')
          .executeTakeFirst();
        if (!oldest && premium) throw new AppError(ErrorCode.badParams, `She keeps up to ${cap} facts: delete one first`);
        if (!oldest) throw new AppError(ErrorCode.premiumRequired, `Free members keep ${cap} facts. Premium keeps 5x more`);
        await trx.deleteFrom('memory_facts').where('id', '=', oldest.id).execute();
      }
    }
    if (same) {
      return trx
        .updateTable('memory_facts')
        .set({ text: clean, kind, user_edited: 1, deleted: 0, update_time: now })
        .where('id', '=', same.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    return trx
      .insertInto('memory_facts')
      .values({
        id: newId('f'),
        user_id: owner.userId,
        character_id: owner.characterId,
        kind,
        text: clean,
        norm,
        source_message_id: null,
        pinned: 0,
        user_edited: 1,
        deleted: 0,
        create_time: now,
        update_time: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Reword a fact; if it now says what another fact says, the two become one. */
export async function editFact(db: Db, owner: Owner, factId: string, text: string, now: number) {
  const clean = await checkedText(db, owner, text, now);
  let previous = '';
  return db
    .transaction()
    .execute(async (trx) => {
      await lockOwner(trx, owner);
      const fact = await ownFact(trx, owner, factId);
      previous = fact.text;
      const norm = factNorm(fact.kind as FactKind, clean);
      if (norm !== fact.norm) {
        await trx
          .deleteFrom('memory_facts')
          .where('user_id', '=', owner.userId)
          .where('character_id', '=', owner.characterId)
          .where('norm', '=', norm)
          .where('id', '<>', fact.id)
          .execute();
      }
      return trx
        .updateTable('memory_facts')
        .set({ text: clean, norm, user_edited: 1, update_time: now })
        .where('id', '=', fact.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    })
    .then(async (row) => {
      await rewriteSummaries(db, owner, previous, clean);
      return row;
    });
}

/**
 * Pin or unpin. A pinned fact is in every prompt, so the pinned ones together must fit the
 * prompt's memory part at its smallest (its facts and tokens, the story so far's share left out):
 * past that a pin is refused (2003 for free members: Premium has 5x the room; 1000 for Premium),
 * else pinning every fact would put 40 (Premium: 200) of them in every prompt, beyond the limits.
 * Decided under the owner's lock, so concurrent pins cannot pass it together.
 */
export async function pinFact(db: Db, owner: Owner, factId: string, pinned: boolean, now: number, room: PinRoom) {
  return db.transaction().execute(async (trx) => {
    await lockOwner(trx, owner);
    const fact = await ownFact(trx, owner, factId);
    if (pinned && !fact.pinned) {
      const others = await trx
        .selectFrom('memory_facts')
        .select(['kind', 'text'])
        .where('user_id', '=', owner.userId)
        .where('character_id', '=', owner.characterId)
        .where('deleted', '=', 0)
        .where('pinned', '=', 1)
        .execute();
      const tokens = [...others, fact].reduce((n, f) => n + factTokens(f), 0);
      if (others.length + 1 > room.limits.promptFacts || tokens > room.limits.promptTokens - room.limits.summaryTokens) {
        if (room.premium) throw new AppError(ErrorCode.badParams, PinText.full);
        throw new AppError(ErrorCode.premiumRequired, PinText.fullFree);
      }
    }
    return trx
      .updateTable('memory_facts')
      .set({ pinned: pinned ? 1 : 0, update_time: now })
      .where('id', '=', fact.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

export interface PinRoom {
  limits: Pick<MemoryLimits, 'promptFacts' | 'promptTokens' | 'summaryTokens'>;
  premium: boolean;
}

export const PinText = {
  full: 'Pinned facts fill her memory of this chat: unpin one first',
  fullFree: 'Pinned facts fill her memory of this chat: unpin one first. Premium keeps 5x more',
} as const;

/**
 * Deleted for good from her memory: the row stays as a tombstone so the extractor does not learn
 * it again, and the story so far of her chats with the user forgets it too.
 */
export async function deleteFact(db: Db, owner: Owner, factId: string, now: number) {
  const fact = await ownFact(db, owner, factId);
  await db.deleteFrom('memory_fact_uses').where('fact_id', '=', fact.id).execute();
  await db.updateTable('memory_facts').set({ deleted: 1, pinned: 0, update_time: now }).where('id', '=', fact.id).execute();
  await rewriteSummaries(db, owner, fact.text, null);
}

/**
 * The story so far follows the user's corrections: an edited fact's old wording becomes the new
 * one, a deleted fact leaves it (a value of a `- Label: a; b` line, else the sentence naming it).
 */
export async function rewriteSummaries(db: Db, owner: Owner, oldText: string, newText: string | null) {
  const needle = oldText.trim().toLowerCase();
  if (needle.length < 2) return;
  const sessions = await db
    .selectFrom('sessions')
    .select(['id', 'memory'])
    .where('user_id', '=', owner.userId)
    .where('character_id', '=', owner.characterId)
    .execute();
  for (const s of sessions) {
    if (!s.memory.toLowerCase().includes(needle)) continue;
    const next = rewriteSummary(s.memory, needle, newText);
    await db.updateTable('sessions').set({ memory: next }).where('id', '=', s.id).where('memory', '=', s.memory).execute();
  }
}

export function rewriteSummary(summary: string, needle: string, replacement: string | null): string {
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (replacement !== null) return summary.replace(new RegExp(escaped, 'gi'), replacement);
  return summary
    .split('\n')
    .map((line) => {
      if (!line.toLowerCase().includes(needle)) return line;
      const list = /^(\s*[-•]\s*[^:：]+[:：]\s*)(.+)$/u.exec(line);
      if (list) {
        const values = list[2]!.split(/\s*;\s*/).filter((v) => !v.toLowerCase().includes(needle));
        return values.length ? `${list[1]}${values.join('; ')}` : '';
      }
      return line
        .split(/(?<=[.!?。！？])\s+/u)
        .filter((sentence) => !sentence.toLowerCase().includes(needle))
        .join(' ');
    })
    .filter((line) => line.trim())
    .join('\n');
}
