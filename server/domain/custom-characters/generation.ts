import { randomInt } from 'node:crypto';
import { unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Deps } from '../../deps.js';
import type { Db } from '../../db/connect.js';
import type { CharacterRow, UserRow } from '../../db/database.js';
import type { Appearance } from '../../../shared/attributes.js';
import { Cost, CustomCharacterState as State } from '../../../shared/enums.js';
import { ErrorCode, ErrorText } from '../../../shared/errors.js';
import { isPremium } from '../../../shared/constants.js';
import { CUSTOM_CHARACTER_IMAGES, CUSTOM_CHARACTER_PRICE } from '../../../shared/schemas/custom-character.js';
import { AppError } from '../../errors.js';
import { storeImage, type StoredImage } from '../../providers/image/index.js';
import { newId } from '../ids.js';
import { applyLedger } from '../ledger.js';
import { backgroundWork } from '../background-work.js';

const SIZE = { width: 768, height: 1024 };
/** A job older than this died with its process (restart, crash): it is failed and refunded. */
export const GENERATION_TIMEOUT_MS = 10 * 60_000;
const IMAGE_TIMEOUT_MS = 120_000;
const scenes = [
  'in a cosy café',
  'on the balcony at sunset',
  'walking in the park',
  'by the window on a rainy day',
  'at the beach in summer',
  'downtown at night',
];

/** Kept below 2^31: the column is a 32-bit integer on PostgreSQL. */
export const newSeed = () => randomInt(1, 2 ** 31 - 1);

export const appearanceOf = (c: CharacterRow): Appearance => ({
  style: c.style,
  age: c.age,
  ethnicity: c.ethnicity,
  eyeColor: c.eye_color,
  hairstyle: c.hairstyle,
  hairColor: c.hair_color,
  body: c.body,
  breast: c.breast,
  hip: c.hip,
  clothing: c.clothing,
});

/** Whether this user's next template creation is the Premium free one. */
export async function memberFreeAvailable(db: Db, user: UserRow, now: number): Promise<boolean> {
  if (!isPremium(user.vip_expire_at, now)) return false;
  const used = await db.selectFrom('member_free_uses').select('user_id').where('user_id', '=', user.id).executeTakeFirst();
  return !used;
}

export interface StartOptions {
  /** Card imports are free: the user brings the character. */
  free?: boolean;
  /** The drawing process's key (several processes, `drawingProcess`): written with the job itself. */
  processKey?: number;
}

/**
 * The key that marks a job as this live process's (PostgreSQL; none on SQLite's one process).
 * Taken before the job's transaction, so that the job is never, even for a moment, a job without
 * a live process that a process starting meanwhile would draw again.
 */
export async function drawingProcess(deps: Deps): Promise<number | undefined> {
  return deps.processKey ? deps.processKey() : undefined;
}

/**
 * Inside the caller's transaction: take the user's one generation slot (2005 when it is taken),
 * charge the generation (or use the Premium free template creation) and move the character to
 * `creating`. The charge and the state change commit together or not at all.
 */
export async function startGeneration(
  trx: Db,
  user: UserRow,
  c: { id: string; mode: string },
  now: number,
  opts: StartOptions = {},
): Promise<string> {
  const jobId = newId('job');
  const taken = await trx
    .insertInto('character_jobs')
    .values({ owner_id: user.id, character_id: c.id, job_id: jobId, started_at: now, process_key: opts.processKey ?? null })
    .onConflict((oc) => oc.column('owner_id').doNothing())
    .executeTakeFirst();
  if (Number(taken.numInsertedOrUpdatedRows ?? 0n) === 0) throw new AppError(ErrorCode.alreadyGenerating, ErrorText.alreadyGenerating);

  let cost: Cost = Cost.free;
  let paid = 0;
  if (!opts.free) {
    if (c.mode === 'template' && (await memberFreeAvailable(trx, user, now))) {
      await trx.insertInto('member_free_uses').values({ user_id: user.id, character_id: c.id, create_time: now }).execute();
      cost = Cost.memberFree;
    } else {
      await applyLedger(trx, {
        userId: user.id,
        currency: 'gold',
        amount: -CUSTOM_CHARACTER_PRICE,
        reason: 'create_character',
        refId: c.id,
        now,
      });
      paid = CUSTOM_CHARACTER_PRICE;
    }
  }
  await trx.updateTable('characters').set({ state: State.creating, cost, update_time: now }).where('id', '=', c.id).execute();
  await trx
    .updateTable('custom_characters')
    .set({ progress: 0, paid_coins: paid, fail_reason: '' })
    .where('character_id', '=', c.id)
    .execute();
  return jobId;
}

const generations = backgroundWork();
/** Resolves when every background generation of this process has finished (tests wait on it). */
export const generationIdle = generations.idle;

/** Run the pictures of a started generation in the background. */
export function launchGeneration(deps: Deps, characterId: string, jobId: string, portrait?: Buffer): void {
  generations.track(
    deps,
    runGeneration(deps, characterId, jobId, portrait).catch((e) =>
      deps.log.error('character generation crashed', { characterId, error: String(e) }),
    ),
  );
}

/** Portrait (variant 0) and gallery, drawn from the stored appearance and the character's own seed. */
async function runGeneration(deps: Deps, characterId: string, jobId: string, portrait?: Buffer): Promise<void> {
  const c = await deps.db.selectFrom('characters').selectAll().where('id', '=', characterId).executeTakeFirst();
  if (!c) return;
  // An imported card keeps its own art as the portrait, without a drawn gallery beside it.
  const count = portrait ? 1 : CUSTOM_CHARACTER_IMAGES;
  const stored: StoredImage[] = [];
  try {
    for (let variant = 0; variant < count; variant++) {
      const bytes =
        variant === 0 && portrait
          ? portrait
          : await deps.image.generate(
              {
                appearance: appearanceOf(c),
                seed: c.seed,
                variant,
                scene: variant === 0 ? undefined : scenes[(c.seed + variant) % scenes.length],
                ...SIZE,
              },
              AbortSignal.timeout(IMAGE_TIMEOUT_MS),
            );
      stored.push(await storeImage(deps.config.dataDir, bytes, SIZE));
      await deps.db
        .updateTable('custom_characters')
        .set({ progress: Math.round(((variant + 1) / count) * 95) })
        .where('character_id', '=', characterId)
        .where((eb) => eb.exists(eb.selectFrom('character_jobs').select('job_id').where('job_id', '=', jobId)))
        .execute();
    }
  } catch (e) {
    deps.log.warn('character generation failed', { characterId, error: String(e) });
    await removeFiles(
      deps,
      stored.flatMap((s) => [s.file, s.blurredFile]),
    );
    await failGeneration(deps, characterId, jobId);
    return;
  }
  const kept = await finishGeneration(deps, c, jobId, stored);
  if (!kept)
    await removeFiles(
      deps,
      stored.flatMap((s) => [s.file, s.blurredFile]),
    );
}

/** Swap in the new pictures; false when the job was settled or the character deleted meanwhile. */
async function finishGeneration(deps: Deps, c: CharacterRow, jobId: string, stored: StoredImage[]): Promise<boolean> {
  const now = deps.clock();
  const old: string[] = [];
  const done = await deps.db.transaction().execute(async (trx) => {
    const job = await trx.deleteFrom('character_jobs').where('job_id', '=', jobId).executeTakeFirst();
    if (Number(job.numDeletedRows) === 0) return false;
    const extra = await trx.selectFrom('custom_characters').select('confirmed').where('character_id', '=', c.id).executeTakeFirstOrThrow();
    const photos = await trx
      .selectFrom('photos')
      .select(['file', 'blurred_file'])
      .where('character_id', '=', c.id)
      .where('in_chat', '=', 0)
      .execute();
    old.push(...photos.flatMap((p) => [p.file, p.blurred_file]));
    const current = await trx.selectFrom('characters').select('avatar').where('id', '=', c.id).executeTakeFirstOrThrow();
    if (current.avatar) old.push(current.avatar);
    await trx.deleteFrom('photos').where('character_id', '=', c.id).where('in_chat', '=', 0).execute();
    for (const [i, img] of stored.entries()) {
      if (i === 0) continue; // variant 0 is the portrait: avatar and cover, not a gallery photo
      await trx
        .insertInto('photos')
        .values({
          id: newId('p'),
          character_id: c.id,
          file: img.file,
          blurred_file: img.blurredFile,
          width: img.width,
          height: img.height,
          sort: i,
          like_count: 0,
          prompt: scenes[(c.seed + i) % scenes.length]!,
          seed: c.seed,
          in_chat: 0,
          create_time: now,
        })
        .execute();
    }
    await trx
      .updateTable('characters')
      .set({
        avatar: stored[0]!.file,
        cover: stored[0]!.file,
        state: extra.confirmed ? State.done : State.createSuccess,
        update_time: now,
      })
      .where('id', '=', c.id)
      .execute();
    await trx.updateTable('custom_characters').set({ progress: 100, fail_reason: '' }).where('character_id', '=', c.id).execute();
    return true;
  });
  if (done) await removeFiles(deps, old);
  return done;
}

/**
 * The generation failed (or its process died): state createFail, the reason for the client, and
 * the charge given back in the same transaction (coins as a ledger row, or the free creation).
 */
export async function failGeneration(deps: Deps, characterId: string, jobId: string): Promise<boolean> {
  const now = deps.clock();
  return deps.db.transaction().execute(async (trx) => {
    // Whoever deletes the job settles it: a second caller (another process, a stale-job sweep at
    // the same moment) deletes nothing and refunds nothing.
    const job = await trx.deleteFrom('character_jobs').where('job_id', '=', jobId).returningAll().executeTakeFirst();
    if (!job) return false;
    const c = await trx.selectFrom('characters').select(['cost', 'owner_id']).where('id', '=', characterId).executeTakeFirst();
    const extra = await trx.selectFrom('custom_characters').select('paid_coins').where('character_id', '=', characterId).executeTakeFirst();
    if (!c || !extra) return true;
    if (c.cost === Cost.memberFree) {
      await trx.deleteFrom('member_free_uses').where('user_id', '=', job.owner_id).where('character_id', '=', characterId).execute();
    } else if (extra.paid_coins > 0) {
      await applyLedger(trx, {
        userId: job.owner_id,
        currency: 'gold',
        amount: extra.paid_coins,
        reason: 'refund',
        refId: characterId,
        now,
      });
    }
    await trx.updateTable('characters').set({ state: State.createFail, update_time: now }).where('id', '=', characterId).execute();
    await trx
      .updateTable('custom_characters')
      .set({ progress: 0, paid_coins: 0, fail_reason: ErrorText.imageFailed })
      .where('character_id', '=', characterId)
      .execute();
    return true;
  });
}

/** A generation left running by a process that is gone is failed and refunded when its owner looks. */
export async function settleStaleJobs(deps: Deps, ownerId: string): Promise<void> {
  const stale = await deps.db
    .selectFrom('character_jobs')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('started_at', '<', deps.clock() - GENERATION_TIMEOUT_MS)
    .execute();
  for (const job of stale) await failGeneration(deps, job.character_id, job.job_id);
}

export async function removeFiles(deps: Deps, files: string[]): Promise<void> {
  await Promise.all(files.filter(Boolean).map((f) => unlink(join(deps.config.dataDir, 'media', f)).catch(() => undefined)));
}
