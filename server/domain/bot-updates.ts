import type { Deps } from '../deps.js';
import { scheduledJob } from '../jobs/define.js';

/** Telegram gives up redelivering an update after a day; its claim is kept a little longer. */
const KEEP_MS = 2 * 24 * 3600_000;

/**
 * Claim a Telegram update for this process: true for the first claim of its id, false for a
 * duplicate (Telegram retrying, or the same update posted to another process). The unique key
 * decides, so concurrent deliveries to any number of processes are handled once.
 */
export async function claimUpdate(deps: Deps, updateId: number): Promise<boolean> {
  const row = await deps.db
    .insertInto('bot_updates')
    .values({ update_id: updateId, received_at: deps.clock() })
    .onConflict((oc) => oc.column('update_id').doNothing())
    .returning('update_id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Daily: claims older than Telegram's redelivery window are dropped. */
export const botUpdatesSweepJob = scheduledJob('bot.updates-sweep', '41 4 * * *', async (deps) => {
  await deps.db
    .deleteFrom('bot_updates')
    .where('received_at', '<', deps.clock() - KEEP_MS)
    .execute();
});
