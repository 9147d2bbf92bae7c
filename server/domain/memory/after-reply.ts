import type { Deps } from '../../deps.js';
import type { MessageRow, SessionRow } from '../../db/database.js';
import type { PromptFact } from './facts.js';
import type { MemoryFactKind, RelationshipStage } from '../../../shared/schemas/memory.js';
import { usedFacts } from './select.js';
import { changeAffection, STORY_REPLIES, type RelationshipState } from './relationship.js';

export interface AfterReply {
  usedFacts: Array<{ id: string; kind: MemoryFactKind; text: string }>;
  relationship: { affection: number; stage: RelationshipStage; delta: number } | undefined;
}

/**
 * After a reply is saved: note which remembered facts it used (the mark on the reply) and move the
 * relationship (a message, a gift, a finished story). `known` is the relationship as the reply's
 * prompt read it: unchanged, it is what the reply shows. Memory never fails a reply: an error here
 * is logged and the reply goes out without the extras.
 */
export async function afterReply(
  deps: Deps,
  session: SessionRow,
  answered: MessageRow,
  replyRow: MessageRow,
  promptFacts: readonly PromptFact[],
  known: RelationshipState & { messagesToday: number },
  charged: boolean,
): Promise<AfterReply> {
  try {
    const now = deps.clock();
    const used = usedFacts(promptFacts, replyRow.content);
    if (used.length) {
      await deps.db
        .insertInto('memory_fact_uses')
        .values(used.map((f) => ({ message_id: replyRow.id, fact_id: f.id, session_id: session.id })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    let change: { state: RelationshipState; delta: number } | null = null;
    if (answered.kind === 'gift') change = await changeAffection(deps.db, session, 'gift', answered.id, now, {});
    else if (charged) change = await changeAffection(deps.db, session, 'message', replyRow.id, now, { usedToday: known.messagesToday });
    if (session.script_id) {
      // With whether the story was counted already: every reply after its end would ask again.
      const r = await deps.db
        .selectFrom('messages')
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb
            .exists(eb.selectFrom('relationship_events').select('id').where('session_id', '=', session.id).where('reason', '=', 'story'))
            .as('counted'),
        ])
        .where('session_id', '=', session.id)
        .where('role', '=', 'assistant')
        .where('kind', '=', 'text')
        .executeTakeFirstOrThrow();
      if (Number(r.n) >= STORY_REPLIES && !Number(r.counted)) {
        const story = await changeAffection(deps.db, session, 'story', session.script_id, now, {});
        if (story) change = { state: story.state, delta: story.delta + (change?.delta ?? 0) };
      }
    }
    return {
      usedFacts: used.map((f) => ({ id: f.id, kind: f.kind as MemoryFactKind, text: f.text })),
      relationship: change
        ? { affection: change.state.affection, stage: change.state.stage, delta: change.delta }
        : { affection: known.affection, stage: known.stage, delta: 0 },
    };
  } catch (e) {
    deps.log.warn('memory after reply failed', { sessionId: session.id, error: String(e) });
    return { usedFacts: [], relationship: undefined };
  }
}
