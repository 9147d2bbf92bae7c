import type { UserRow } from '../../db/database.js';
import type { Deps } from '../../deps.js';
import { ErrorCode } from '../../../shared/errors.js';
import { AppError } from '../../errors.js';
import { telegramIdOf } from './telegram-id.js';

/**
 * The user's invite as a prepared inline message (the bot's savePreparedInlineMessage), for the
 * mini-app's shareMessage. A friend who starts the bot from it pays the referral rule's 10 energy.
 */
export async function prepareInviteMessage(deps: Deps, user: UserRow): Promise<{ id: string }> {
  const telegramUserId = await telegramIdOf(deps.db, user.id);
  if (telegramUserId === null) throw new AppError(ErrorCode.badParams, 'Sharing a prepared message needs a Telegram account');
  const api = deps.bot?.stars;
  if (!api || !deps.bot?.ready()) throw new AppError(ErrorCode.aiUnavailable, 'Telegram is not reachable right now, please try again');
  try {
    return { id: await api.prepareInvite(telegramUserId, user.id, user.lang ?? 'en') };
  } catch (err) {
    deps.log.error('savePreparedInlineMessage failed', { userId: user.id, error: err instanceof Error ? err.message : String(err) });
    throw new AppError(ErrorCode.aiUnavailable, 'Telegram could not prepare the message, please try again');
  }
}
