import type { Db } from '../../db/connect.js';
import type { UserRow } from '../../db/database.js';
import { isPremium } from '../../../shared/constants.js';
import type { MeetCard, MeetConfig } from '../../../shared/schemas/meet.js';
import { publishedCharacters } from '../catalogue.js';
import { appliedConfig, meetConfigOf } from './settings.js';
import { bestFitFirst, likesBack } from './like-back.js';
import { meetCards, notChattingWith, notDecidedBy, passedBy } from './cards.js';

export const DECK_SIZE = 10;

/** Published characters the user may meet, narrowed by the settings that apply (never their own). */
export function meetable(db: Db, user: UserRow, config: MeetConfig) {
  let q = publishedCharacters(db).where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', '!=', user.id)]));
  if (config.style) q = q.where('style', '=', config.style);
  if (config.ageMin > 18) q = q.where('age', '>=', config.ageMin);
  if (config.ageMax < 99) q = q.where('age', '<=', config.ageMax);
  if (config.ethnicities.length) q = q.where('ethnicity', 'in', config.ethnicities);
  if (config.bodies.length) q = q.where('body', 'in', config.bodies);
  if (config.hairColors.length) q = q.where('hair_color', 'in', config.hairColors);
  return q;
}

/**
 * The next cards: characters not yet liked or passed (or, `again`, the passed ones), best fits
 * for the onboarding answers first. An empty list is an exhausted deck for these settings.
 */
export async function meetDeck(
  db: Db,
  user: UserRow,
  again: boolean,
  now: number,
  locale: string,
): Promise<{ list: MeetCard[]; exhausted: boolean; passed: number; config: MeetConfig; premium: boolean }> {
  const premium = isPremium(user.vip_expire_at, now);
  const config = await meetConfigOf(db, user.id);
  const base = meetable(db, user, appliedConfig(config, premium));
  const [rows, passed] = await Promise.all([
    bestFitFirst(
      base
        .selectAll('characters')
        .select(likesBack(user).as('likes_you'))
        .where(again ? passedBy(user.id) : notDecidedBy(user.id))
        .where(notChattingWith(user.id)),
      user,
    )
      .orderBy('rec_score', 'desc')
      .orderBy('id')
      .limit(DECK_SIZE)
      .execute(),
    base
      .where(passedBy(user.id))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    list: await meetCards(db, rows, user, premium, locale, now),
    exhausted: rows.length === 0,
    passed: Number(passed.n),
    config,
    premium,
  };
}
