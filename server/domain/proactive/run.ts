import type { Deps } from '../../deps.js';
import { isPremium } from '../../../shared/constants.js';
import { newId } from '../ids.js';
import { nextMessageTime } from '../chat/messages.js';
import { composeFirstMessage, rememberedFacts, untoldStory, type FirstMessagePlan } from './compose.js';
import { revokeWriteAccess } from './consent.js';
import { currentSession } from './current-chat.js';
import { ACTIVE_QUIET_MIN, dailyCap, DEFAULT_SETTINGS, dueTimes, localClock, pickKind, type ProactiveSettings } from './schedule.js';
import { claimSlot, releaseSlot, settleSlot } from './slots.js';

export interface FirstMessage {
  userId: string;
  sessionId: string;
  characterName: string;
  text: string;
  story?: { id: string; title: string; characterId: string };
}

/** Delivers her message (the bot); 'blocked' when Telegram says the user blocked the bot. */
export interface FirstMessageSender {
  send(m: FirstMessage): Promise<'sent' | 'blocked' | 'failed'>;
}

export interface ProactiveRun {
  sent: number;
  /** Due but not sent: already sent by another run, the day's cap, her text refused, the user busy chatting. */
  skipped: number;
  failed: number;
}

/** Users who let the bot write and did not turn her first messages off, with their settings. */
async function candidates(deps: Deps) {
  const rows = await deps.db
    .selectFrom('bot_write_access as w')
    .leftJoin('proactive_settings as s', 's.user_id', 'w.user_id')
    .select(['w.user_id', 's.enabled', 's.times', 's.time_zone', 's.quiet_from', 's.quiet_to'])
    .where('w.revoked_at', 'is', null)
    // Accounts closed by an operator hear nothing more.
    .where('w.user_id', 'not in', deps.db.selectFrom('user_bans').select('user_id'))
    .where((eb) => eb.or([eb('s.enabled', '=', 1), eb('s.user_id', 'is', null)]))
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    settings:
      r.times === null
        ? DEFAULT_SETTINGS
        : ({
            enabled: true,
            times: r.times ? r.times.split(',') : [],
            timeZone: r.time_zone!,
            quietFrom: r.quiet_from!,
            quietTo: r.quiet_to!,
          } satisfies ProactiveSettings),
  }));
}

/**
 * One pass of "she writes first": for every consenting user whose chosen time is due (in their
 * zone, outside quiet hours, not while they are chatting), take a slot of the day (the database
 * decides the cap and that each time is sent once across processes), write her message in
 * character, keep it in the conversation and deliver it. Never charged.
 */
export async function runProactive(deps: Deps, sender: FirstMessageSender): Promise<ProactiveRun> {
  const out: ProactiveRun = { sent: 0, skipped: 0, failed: 0 };
  const now = deps.clock();
  for (const c of await candidates(deps)) {
    const due = dueTimes(c.settings, now);
    if (due.length === 0) continue;
    try {
      const r = await writeFirst(deps, sender, c.userId, c.settings, due[0]!, now);
      out[r]++;
    } catch (e) {
      out.failed++;
      deps.log.warn('first message failed', { userId: c.userId, error: String(e) });
    }
  }
  return out;
}

async function writeFirst(
  deps: Deps,
  sender: FirstMessageSender,
  userId: string,
  settings: ProactiveSettings,
  due: { day: string; at: string },
  now: number,
): Promise<keyof ProactiveRun> {
  const { db } = deps;
  const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
  const session = user && (await currentSession(db, userId));
  if (!user || !session) return 'skipped';
  if (session.update_time > now - ACTIVE_QUIET_MIN * 60_000) return 'skipped';
  const facts = await rememberedFacts(deps, session);
  const story = await untoldStory(deps, session);
  const { minutes } = localClock(now, settings.timeZone);
  const plan: FirstMessagePlan = { kind: pickKind(minutes, due.day, { fact: facts.length > 0, story: !!story }) };
  if (plan.kind === 'followup') plan.fact = facts[Number(due.day.slice(-2)) % facts.length];
  if (plan.kind === 'story') plan.story = story;

  const premium = isPremium(user.vip_expire_at, now);
  const slot = await claimSlot(db, {
    userId,
    day: due.day,
    at: due.at,
    cap: dailyCap(premium),
    sessionId: session.id,
    kind: plan.kind,
    now,
  });
  if (slot === null) return 'skipped';
  let text: string | null;
  try {
    text = await composeFirstMessage(deps, user, session, plan, now);
  } catch (e) {
    await releaseSlot(db, userId, due.day, slot);
    throw e;
  }
  if (!text) {
    await releaseSlot(db, userId, due.day, slot);
    return 'skipped';
  }
  // In the conversation like any message of hers, so the app and the bot show the same chat.
  const at = await nextMessageTime(db, session.id, now);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('messages')
      .values({
        id: newId('m'),
        session_id: session.id,
        role: 'assistant',
        kind: 'text',
        content: text,
        photo_id: null,
        gift_id: null,
        client_msg_id: `proactive:${due.day}:${slot}`,
        status: 'done',
        create_time: at,
      })
      .execute();
    await trx
      .updateTable('sessions')
      .set({ last_message: text.slice(0, 200), update_time: at })
      .where('id', '=', session.id)
      .execute();
  });
  const character = await db
    .selectFrom('characters')
    .select(['id', 'name'])
    .where('id', '=', session.character_id)
    .executeTakeFirstOrThrow();
  const result = await sender.send({
    userId,
    sessionId: session.id,
    characterName: character.name,
    text,
    story: plan.story && { ...plan.story, characterId: character.id },
  });
  if (result === 'blocked') await revokeWriteAccess(db, userId, now);
  await settleSlot(db, userId, due.day, slot, result === 'sent' ? 'sent' : 'failed');
  return result === 'sent' ? 'sent' : 'failed';
}
