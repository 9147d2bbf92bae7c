import type { Db } from '../../db/connect.js';
import type { Selectable } from 'kysely';
import type { ServiceOrderTable } from '../../db/database.js';
import { readList } from '../../db/json-text.js';
import type { ServiceOrder } from '../../../shared/schemas/service-orders.js';
import { finalServiceStatuses, ServiceOrderStatus } from '../../../shared/service-orders.js';
import { mediaUrl } from '../catalogue.js';

export type ServiceOrderRow = Selectable<ServiceOrderTable>;

/** The platform's part of a price at this fee (whole coins, rounded down: the creator keeps the rest). */
export const feeOf = (price: number, feePercent: number) => Math.floor((price * feePercent) / 100);

/** Orders as the viewer (their buyer or their creator) sees them. */
export async function toServiceOrders(db: Db, rows: ServiceOrderRow[], viewerId: string, feePercent: number): Promise<ServiceOrder[]> {
  if (!rows.length) return [];
  const characterIds = [...new Set(rows.map((r) => r.character_id))];
  const buyerIds = [...new Set(rows.map((r) => r.user_id))];
  const photoIds = [...new Set(rows.flatMap((r) => readList(r.photo_ids)))];
  const [characters, buyers, photos] = await Promise.all([
    db.selectFrom('characters').select(['id', 'name', 'avatar']).where('id', 'in', characterIds).execute(),
    db.selectFrom('users').select(['id', 'nick']).where('id', 'in', buyerIds).execute(),
    photoIds.length ? db.selectFrom('photos').select(['id', 'file']).where('id', 'in', photoIds).execute() : Promise.resolve([]),
  ]);
  const character = new Map(characters.map((c) => [c.id, c]));
  const nick = new Map(buyers.map((u) => [u.id, u.nick]));
  const photo = new Map(photos.map((p) => [p.id, p.file]));
  return rows.map((r) => {
    const c = character.get(r.character_id);
    const buyer = r.user_id === viewerId;
    return {
      id: r.id,
      role: buyer ? 'buyer' : 'provider',
      characterId: r.character_id,
      characterName: c?.name ?? '',
      characterAvatar: c ? mediaUrl(c.avatar) : '',
      kind: r.kind,
      price: r.price,
      creatorAmount: r.price - (r.status === ServiceOrderStatus.done ? r.fee : feeOf(r.price, feePercent)),
      status: r.status,
      brief: r.brief,
      buyerNick: nick.get(r.user_id) ?? '',
      reply: r.reply,
      photos: readList(r.photo_ids).flatMap((id) => (photo.has(id) ? [{ id, url: mediaUrl(photo.get(id)!) }] : [])),
      rejectReason: r.reject_reason,
      sessionId: buyer ? r.session_id : null,
      dueAt: finalServiceStatuses.includes(r.status) ? null : r.due_at === null ? null : Number(r.due_at),
      createTime: Number(r.create_time),
      updateTime: Number(r.update_time),
    };
  });
}
