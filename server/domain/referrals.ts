import type { Deps } from '../deps.js';
import type { LoginResult } from '../../shared/schemas/auth.js';
import { creditReferral, referrerFromStartParam, type ReferralResult } from './rewards.js';

/**
 * The web invite link (`?u=<uid>` or `?c=ref_<uid>`, saved as the channel `ref_<uid>`): the friend
 * who invited gets 10 energy when the invited person signs up, as with the Telegram link. Only a
 * sign-up counts (a visitor token never does), once per invited account (creditReferral's unique
 * `referred` key), never for oneself, and only for an inviter who has signed up too.
 * The channel saved on the account (the link that first brought them) wins over this call's.
 */
export async function creditSignUpReferral(
  deps: Deps,
  result: Pick<LoginResult, 'uid' | 'isRegister'>,
  callChannel: string,
): Promise<ReferralResult | null> {
  if (!result.isRegister) return null;
  const invited = await deps.db.selectFrom('users').select('channel').where('id', '=', result.uid).executeTakeFirst();
  const referrerId = referrerFromStartParam(invited?.channel) ?? referrerFromStartParam(callChannel.trim());
  if (!referrerId) return null;
  const referrer = await deps.db.selectFrom('users').select('is_visitor').where('id', '=', referrerId).executeTakeFirst();
  if (!referrer || referrer.is_visitor === 1) return { credited: false, reason: 'unknown_user' };
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
