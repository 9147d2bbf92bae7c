import type { Deps } from '../../deps.js';
import { isPremium } from '../../../shared/constants.js';
import { newTimeId } from '../ids.js';
import { nextMessageTime } from '../chat/messages.js';
import { composeFirstMessage, rememberedFacts, untoldStory, type FirstMessagePlan } from './compose.js';
import { revokeWriteAccess } from './consent.js';
import { currentSession } from './current-chat.js';
import { storyPlayable } from '../chat/sessions.js';
import { ACTIVE_QUIET_MIN, dailyCap, defaultSettingsFor, dueTimes, localClock, pickKind, type ProactiveSettings } from './schedule.js';
import { claimSlot, releaseSlot, settleSlot } from './slots.js';
import { atMostAtOnce } from '../at-most-at-once.js';

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

/** Candidates read at a time: a pass's memory stays flat however many users let the bot write. */
const BATCH = 2_000;

/**
 * Users who let the bot write and did not turn her first messages off, with their settings and
 * Premium end, `BATCH` at a time in user id order.
 */
async function* candidates(deps: Deps, now: number) {
  for (let after = ''; ;) {
    const rows = await deps.db
      .selectFrom('bot_write_access as w')
      .innerJoin('users as u', 'u.id', 'w.user_id')
      .leftJoin('proactive_settings as s', 's.user_id', 'w.user_id')
      .select(['w.user_id', 'u.vip_expire_at', 'u.utc_offset_min', 's.enabled', 's.times', 's.time_zone', 's.quiet_from', 's.quiet_to'])
      .where('w.user_id', '>', after)
      .where('w.revoked_at', 'is', null)
      // Accounts closed by an operator hear nothing more.
      .where('w.user_id', 'not in', deps.db.selectFrom('user_bans').select('user_id'))
      // Nor does an account whose chat is paused (escalation.ts): it could not answer her.
      .where('w.user_id', 'not in', deps.db.selectFrom('chat_restrictions').select('user_id').where('until', '>', now))
      .where((eb) => eb.or([eb('s.enabled', '=', 1), eb('s.user_id', 'is', null)]))
      .orderBy('w.user_id')
      .limit(BATCH)
      .execute();
    yield rows.map((r) => ({
      userId: r.user_id,
      vipExpireAt: r.vip_expire_at,
      settings:
        r.times === null
          ? defaultSettingsFor(r.user_id, r.utc_offset_min)
          : ({
              enabled: true,
              times: r.times ? r.times.split(',') : [],
              timeZone: r.time_zone!,
              quietFrom: r.quiet_from!,
              quietTo: r.quiet_to!,
            } satisfies ProactiveSettings),
    }));
    if (rows.length < BATCH) return;
    after = rows.at(-1)!.user_id;
  }
}

/**
 * The due ones whose time was already sent, or whose day is full: left out with one query a
 * batch. A time stays due for half an hour and the job runs every minute, so most due users of a
 * pass are these; each used to cost its own reads before its claim was refused.
 */
async function alreadyServed(deps: Deps, due: Array<{ userId: string; day: string; at: string; cap: number }>) {
  const rows = await deps.db
    .selectFrom('proactive_sends')
    .select(['user_id', 'day', 'at'])
    .where(
      'user_id',
      'in',
      due.map((d) => d.userId),
    )
    .where('day', 'in', [...new Set(due.map((d) => d.day))])
    .execute();
  const times = new Set(rows.map((r) => `${r.user_id} ${r.day} ${r.at}`));
  const perDay = new Map<string, number>();
  for (const r of rows) perDay.set(`${r.user_id} ${r.day}`, (perDay.get(`${r.user_id} ${r.day}`) ?? 0) + 1);
  return (d: (typeof due)[number]) => times.has(`${d.userId} ${d.day} ${d.at}`) || (perDay.get(`${d.userId} ${d.day}`) ?? 0) >= d.cap;
}

/**
 * One pass of "she writes first": for every consenting user whose chosen time is due (in their
 * zone, outside quiet hours, not while they are chatting), take a slot of the day (the database
 * decides the cap and that each time is sent once across processes), write her message in
 * character, keep it in the conversation and deliver it. Never charged. Up to LLM_CONCURRENCY
 * messages are written at once (a model writes each in the chat queue's background lane).
 */
export async function runProactive(deps: Deps, sender: FirstMessageSender): Promise<ProactiveRun> {
  const out: ProactiveRun = { sent: 0, skipped: 0, failed: 0 };
  const now = deps.clock();
  for await (const batch of candidates(deps, now)) {
    const due = batch.flatMap((c) => {
      const first = dueTimes(c.settings, now)[0];
      return first ? [{ ...c, ...first, cap: dailyCap(isPremium(c.vipExpireAt, now)) }] : [];
    });
    if (due.length === 0) continue;
    const served = await alreadyServed(deps, due);
    const todo = due.filter((d) => !served(d));
    out.skipped += due.length - todo.length;
    await atMostAtOnce(todo, deps.config.llmConcurrency, async (c) => {
      try {
        const r = await writeFirst(deps, sender, c.userId, c.settings, c, now);
        out[r]++;
      } catch (e) {
        out.failed++;
        deps.log.warn('first message failed', { userId: c.userId, error: String(e) });
      }
    });
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
  // A Premium story's chat after Premium ended: the member could not answer her there.
  if (!(await storyPlayable(db, user, session, now))) return 'skipped';
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
        id: newTimeId('m'),
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
