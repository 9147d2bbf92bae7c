import type { Db } from '../db/connect.js';
import { jsonText, readJson } from '../db/json-text.js';
import type { UserRow } from '../db/database.js';
import type { Profile } from '../../shared/schemas/user.js';
import { energy as E, isPremium } from '../../shared/constants.js';
import { newId } from './ids.js';
import { applyLedger } from './ledger.js';
import { energyCap } from './energy.js';
import { neutralNick } from '../../shared/nick.js';

export interface NewUserInput {
  nick?: string;
  lang: string;
  channel?: string;
  isVisitor: boolean;
  countryCode?: string;
  referrerId?: string | null;
  now: number;
}

// An account is named from a display name the person chose for a public profile (Telegram,
// Google) or a placeholder (shared/nick.ts), never from an email address or phone number.
export { neutralNick } from '../../shared/nick.js';

/** A new account starts with the free energy, written to the ledger like any other change. */
export async function createUser(trx: Db, input: NewUserInput): Promise<UserRow> {
  const id = newId('u');
  await trx
    .insertInto('users')
    .values({
      id,
      nick: input.nick?.trim() || neutralNick(id),
      avatar: '',
      lang: input.lang,
      channel: input.channel?.trim() ?? '',
      energy: 0,
      gold_balance: 0,
      vip_expire_at: 0,
      energy_refilled_at: input.now,
      is_visitor: input.isVisitor ? 1 : 0,
      country_code: input.countryCode ?? '',
      city: '',
      ab: parseInt(id.slice(-2), 16) % 2 === 0 ? 'A' : 'B',
      style: null,
      chat_model: 'base',
      nsfw: 0,
      danger_zone: 0,
      tags: jsonText([]),
      preferences: jsonText({}),
      referrer_id: input.referrerId ?? null,
      create_time: input.now,
      update_time: input.now,
    })
    .execute();
  await applyLedger(trx, { userId: id, currency: 'energy', amount: E.initialEnergy, reason: 'register', now: input.now });
  return trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export const getUser = (db: Db, id: string) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

/** The user's chosen UI language. */
export async function setUserLang(db: Db, id: string, lang: string, now: number): Promise<void> {
  await db.updateTable('users').set({ lang, update_time: now }).where('id', '=', id).execute();
}

export async function bindsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('identities').select('type').where('user_id', '=', userId).execute();
  return rows.map((r) => r.type);
}

export async function toProfile(db: Db, u: UserRow, now: number): Promise<Profile> {
  const [binds, rewards] = await Promise.all([
    bindsOf(db, u.id),
    db
      .selectFrom('rewards')
      .select('event')
      .where('user_id', '=', u.id)
      .where('event', 'in', ['add_home_screen', 'questionnaire'])
      .execute(),
  ]);
  const rewarded = new Set(rewards.map((r) => r.event));
  return {
    id: u.id,
    nick: u.nick,
    avatar: u.avatar,
    lang: u.lang,
    channel: u.channel,
    energy: u.energy,
    energyCap: energyCap(u.vip_expire_at, now),
    goldBalance: u.gold_balance,
    vipExpireAt: u.vip_expire_at,
    isVip: isPremium(u.vip_expire_at, now),
    isVisitor: u.is_visitor === 1,
    rewardEnergyAddHomeScreen: rewarded.has('add_home_screen'),
    rewardCoinsQuestionnaire: rewarded.has('questionnaire'),
    location: { countryCode: u.country_code, city: u.city },
    createTime: u.create_time,
    ab: u.ab,
    style: (u.style as Profile['style']) ?? null,
    chatModel: u.chat_model === 'advanced' ? 'advanced' : 'base',
    nsfw: u.nsfw === 1,
    dangerZone: u.danger_zone === 1,
    tags: readJson(u.tags, []),
    preferences: readJson(u.preferences, {}),
    binds,
  };
}
