import type { Deps } from '../../deps.js';
import type { Db } from '../../db/connect.js';
import type { UserRow } from '../../db/database.js';
import { CustomCharacterState as State, Release, Visibility } from '../../../shared/enums.js';
import { AppError } from '../../errors.js';
import { ErrorCode, ErrorText } from '../../../shared/errors.js';
import { removeFiles, settleStaleJobs } from './generation.js';
import { ownCharacter, setTags } from './owned.js';
import { withdrawOrdersOf } from '../service-orders/moves.js';
import { notifyOrderMove } from '../service-orders/notices.js';
import type { ServiceOrderRow } from '../service-orders/view.js';

/** What a removal leaves to do once it commits: her media files to remove, buyers to tell. */
export interface Removed {
  files: string[];
  /** Her orders not yet delivered, refunded in the removal (with her name for the notice). */
  withdrawn: (ServiceOrderRow & { name: string })[];
}

/** After the removal commits: the buyers of her refunded orders are told, her files go. */
export async function afterRemoval(deps: Deps, removed: Removed[]) {
  for (const order of removed.flatMap((r) => r.withdrawn)) notifyOrderMove(deps, order, 'withdrawn');
  await removeFiles(
    deps,
    removed.flatMap((r) => r.files),
  );
}

/**
 * Photos of `characterId` that someone other than its owner paid for: unlocked (coins, Stars, a
 * delivered service order all write photo_unlocks) or sent in their own chat with her (a Premium
 * member pays coins for each).
 */
function paidPhotos(trx: Db, characterId: string, ownerId: string) {
  return trx
    .selectFrom('photos')
    .select(['photos.id'])
    .where('photos.character_id', '=', characterId)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('photo_unlocks')
            .select('photo_unlocks.photo_id')
            .whereRef('photo_unlocks.photo_id', '=', 'photos.id')
            .where('photo_unlocks.user_id', '!=', ownerId),
        ),
        eb.exists(
          eb
            .selectFrom('messages')
            .innerJoin('sessions', 'sessions.id', 'messages.session_id')
            .select('messages.id')
            .whereRef('messages.photo_id', '=', 'photos.id')
            .where('sessions.user_id', '!=', ownerId),
        ),
      ]),
    )
    .execute();
}

/**
 * The owner deletes a character (also what closing the wizard before confirming calls; not while
 * drawing). One nobody else paid for is deleted with everything of hers. One whose photos others
 * paid for is retired instead: hidden from everyone (catalogue, search, its page, new chats,
 * orders, its owner's list), its tags and the photos nobody paid for deleted, the paid ones (and
 * her portrait, which their chats and orders show) kept for the buyers only, and nobody can pay
 * for any of them again (docs/money.md). Decided in one transaction that holds her row, so an
 * unlock racing the deletion is either seen (and its photo kept) or refused (unlockPhoto).
 */
export async function deleteCustomCharacter(deps: Deps, user: UserRow, id: string) {
  await settleStaleJobs(deps, user.id);
  const { c } = await ownCharacter(deps.db, user, id);
  if (c.state === State.creating) throw new AppError(ErrorCode.alreadyGenerating, ErrorText.alreadyGenerating);
  const removed = await deps.db.transaction().execute((trx) => removeCharacter(deps, trx, id, user.id));
  await afterRemoval(deps, [removed]);
  return { id };
}

/**
 * Deletes or retires (see deleteCustomCharacter) the owner's character in the caller's
 * transaction; answers what to do once it commits (afterRemoval). Also what erasing the owner's
 * account does with each of their characters.
 */
export async function removeCharacter(deps: Deps, trx: Db, id: string, ownerId: string): Promise<Removed> {
  // Held to the end: an unlock in flight (holding her row shared) finishes first and is seen below.
  let held = trx
    .selectFrom('characters')
    .select(['id', 'name', 'avatar', 'cover'])
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('delete_time', 'is', null);
  if (deps.dialect === 'postgres') held = held.forUpdate();
  const c = await held.executeTakeFirst();
  if (!c) return { files: [], withdrawn: [] };
  // First: a delivery racing this either committed (its unlocks are seen below) or finds it refunded.
  const withdrawn = (await withdrawOrdersOf(trx, id, deps.clock())).map((o) => ({ ...o, name: c.name }));
  const photos = await trx.selectFrom('photos').select(['id', 'file', 'blurred_file']).where('character_id', '=', id).execute();
  const paid = new Set((await paidPhotos(trx, id, ownerId)).map((p) => p.id));
  await setTags(trx, id, []); // her own words no other character has go with her
  if (!paid.size) {
    await trx.deleteFrom('characters').where('id', '=', id).execute();
    const files = [c.avatar, c.cover, ...photos.flatMap((p) => [p.file, p.blurred_file])].filter((f) => f && !f.startsWith('http'));
    return { files, withdrawn };
  }
  // Her creator's own chats and an edit waiting for review go as a deletion takes them.
  await trx.deleteFrom('sessions').where('character_id', '=', id).where('user_id', '=', ownerId).execute();
  await trx.deleteFrom('character_revisions').where('character_id', '=', id).execute();
  const unpaid = photos.filter((p) => !paid.has(p.id));
  if (unpaid.length)
    await trx
      .deleteFrom('photos')
      .where(
        'id',
        'in',
        unpaid.map((p) => p.id),
      )
      .execute();
  await trx
    .updateTable('characters')
    .set({ delete_time: deps.clock(), release: Release.notRelease, visibility: Visibility.private, update_time: deps.clock() })
    .where('id', '=', id)
    .execute();
  const kept = new Set([c.avatar, ...photos.filter((p) => paid.has(p.id)).flatMap((p) => [p.file, p.blurred_file])]);
  const files = [c.cover, ...unpaid.flatMap((p) => [p.file, p.blurred_file])].filter((f) => f && !f.startsWith('http') && !kept.has(f));
  return { files, withdrawn };
}
