import type { Deps } from '../deps.js';
import type { LoginResult } from '../../shared/schemas/auth.js';
import { creditReferral, referrerFromStartParam, type ReferralResult } from './rewards.js';

/**
 * The one referral rule of every sign-in (email, phone, Google, Telegram): the friend who invited
 * gets 10 energy when the invited person signs up. The inviter is the one of the link that first
 * brought them (the channel `ref_<uid>` saved on their account, visitor or new), else this call's
 * link (`callLinks` in order: Telegram's start_param, then the envelope's channel). Only a sign-up
 * counts (a visitor token never does), once per invited account (creditReferral's unique
 * `referred` key), never for oneself, and only for an inviter who has signed up too
 * (creditReferral). So a visitor who came by one friend's link credits that friend however they
 * sign in, and once.
 */
export async function creditSignUpReferral(
  deps: Deps,
  result: Pick<LoginResult, 'uid' | 'isRegister'>,
  ...callLinks: (string | null | undefined)[]
): Promise<ReferralResult | null> {
  if (!result.isRegister) return null;
  const invited = await deps.db.selectFrom('users').select('channel').where('id', '=', result.uid).executeTakeFirst();
  const referrerId = [invited?.channel, ...callLinks].map((l) => referrerFromStartParam(l?.trim())).find((id) => id !== null);
  if (!referrerId) return null;
  return creditReferral(deps, result.uid, referrerId);
}

/** For the sign-in routes: credit the inviter, answer the login result unchanged. */
export async function withReferral<R extends Pick<LoginResult, 'uid' | 'isRegister'>>(
  deps: Deps,
  callChannel: string,
  result: R,
): Promise<R> {
  await creditSignUpReferral(deps, result, callChannel);
  return result;
}
