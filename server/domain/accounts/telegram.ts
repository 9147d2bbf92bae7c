import { validate, parse } from '@tma.js/init-data-node';
import { limits } from '../../../shared/constants.js';
import { ErrorCode } from '../../../shared/errors.js';
import { matchLocale } from '../../../shared/locales.js';
import { AppError } from '../../errors.js';

export interface TelegramIdentity {
  telegramId: string;
  nick: string;
  lang: string | undefined;
  startParam: string | undefined;
  photoUrl: string | undefined;
  /** The user let the bot write to them (Telegram asks when the mini-app opens from an inline button or the menu). */
  allowsWriteToPm: boolean;
}

/** How far ahead of our clock init data may be dated: Telegram's and ours drift by seconds, not minutes. */
const FUTURE_SKEW_MS = 5 * 60_000;

/** Check mini-app init data with the bot token (HMAC, at most 24 h old) and read the user from it. */
export function verifyInitData(raw: string, botToken: string | null, now: number): TelegramIdentity {
  if (!botToken) throw new AppError(ErrorCode.badParams, 'Telegram login is not available: the bot is not configured');
  try {
    // Signature only here; the age is checked against our clock below so tests can move time.
    validate(raw, botToken, { expiresIn: 0 });
  } catch {
    throw new AppError(ErrorCode.badParams, 'Telegram login data is invalid');
  }
  // A valid hash says Telegram's client sent it, not that it has every field we read (a missing
  // `signature`, a user id that is not a number): such data is refused, not a server error.
  let data: ReturnType<typeof parse>;
  try {
    data = parse(raw);
  } catch {
    throw new AppError(ErrorCode.badParams, 'Telegram login data is malformed, please reopen the app');
  }
  const authMs = data.auth_date.getTime();
  if (now - authMs > limits.initDataMaxAgeS * 1000) {
    throw new AppError(ErrorCode.badParams, 'Telegram login data has expired, please reopen the app');
  }
  // Signed in the future (beyond clocks' usual drift) is no data Telegram's client sent now.
  if (authMs - now > FUTURE_SKEW_MS) throw new AppError(ErrorCode.badParams, 'Telegram login data is invalid');
  const u = data.user;
  if (!u) throw new AppError(ErrorCode.badParams, 'Telegram login data has no user');
  const nick = [u.first_name, u.last_name].filter(Boolean).join(' ') || u.username || 'Telegram user';
  return {
    telegramId: String(u.id),
    nick,
    lang: matchLocale(u.language_code),
    startParam: data.start_param,
    photoUrl: u.photo_url,
    allowsWriteToPm: u.allows_write_to_pm === true,
  };
}
