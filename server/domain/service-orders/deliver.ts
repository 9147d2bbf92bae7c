import type { Deps } from '../../deps.js';
import type { UserRow } from '../../db/database.js';
import { ServiceOrderStatus as S } from '../../../shared/service-orders.js';
import { badParams, notFound } from '../../errors.js';
import { openSession } from '../chat/sessions.js';
import { insertAfterLast } from '../chat/messages.js';
import { newTimeId } from '../ids.js';
import { answer, assertAllowedText, guardedMove, refused, type Party } from './moves.js';
import { notifyOrderMove } from './notices.js';

/**
 * The creator delivers the piece and marks the work done (`provider/verify`): the text and the
 * chosen photos of her arrive as her messages in the buyer's chat with her (opened if there is
 * none), the photos unlocked for the buyer, who paid. The buyer then accepts, or the accept
 * window passes; either pays the creator.
 */
export async function deliverServiceOrder(deps: Deps, creator: UserRow, p: { orderId: string; text: string; photoIds: string[] }) {
  const { db } = deps;
  const now = deps.clock();
  const by: Party = { column: 'provider_id', userId: creator.id };
  const order = await db
    .selectFrom('service_orders')
    .selectAll()
    .where('id', '=', p.orderId)
    .where('provider_id', '=', creator.id)
    .executeTakeFirst();
  if (!order) throw notFound('Order');
  // A quick answer before any work; the guarded move below is what decides.
  if (order.status !== S.confirmed) return refused(db, p.orderId, by, 'delivered');
  assertAllowedText(p.text, 'text');
  const photoIds = [...new Set(p.photoIds)];
  if (photoIds.length) {
    const found = await db
      .selectFrom('photos')
      .select('id')
      .where('id', 'in', photoIds)
      .where('character_id', '=', order.character_id)
      .where('in_chat', '=', 0)
      .execute();
    if (found.length !== photoIds.length) throw badParams('Photos must be from her gallery');
  }
  const buyer = await db.selectFrom('users').selectAll().where('id', '=', order.user_id).executeTakeFirstOrThrow();
  const { session } = await openSession(db, buyer, order.character_id, undefined, now, buyer.lang);
  const row = await db.transaction().execute(async (trx) => {
    const moved = await guardedMove(trx, {
      orderId: p.orderId,
      from: [S.confirmed],
      to: S.delivered,
      by,
      set: { reply: p.text, photo_ids: photoIds, session_id: session.id },
      now,
    });
    if (!moved) return undefined;
    const message = { session_id: session.id, role: 'assistant', gift_id: null, client_msg_id: null, status: 'done' } as const;
    await insertAfterLast(trx, { ...message, id: newTimeId('m'), kind: 'text', content: p.text, photo_id: null }, now);
    for (const photoId of photoIds) {
      await insertAfterLast(trx, { ...message, id: newTimeId('m'), kind: 'photo', content: '📸', photo_id: photoId }, now);
      await trx
        .insertInto('photo_unlocks')
        .values({ user_id: buyer.id, photo_id: photoId, create_time: now })
        .onConflict((oc) => oc.columns(['user_id', 'photo_id']).doNothing())
        .execute();
    }
    await trx
      .updateTable('sessions')
      .set({ last_message: photoIds.length ? '📸' : p.text, update_time: now })
      .where('id', '=', session.id)
      .execute();
    return moved;
  });
  if (row) notifyOrderMove(deps, row, 'delivered');
  return row ? answer(deps, row, creator.id) : refused(db, p.orderId, by, 'delivered');
}
