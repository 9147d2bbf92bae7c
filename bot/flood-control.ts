import { autoRetry } from '@grammyjs/auto-retry';
import { Api, GrammyError } from 'grammy';

/**
 * Telegram's flood control: past about 30 messages a second for a bot (or one a second in a
 * chat) it answers 429 with `retry_after`, and the call was not carried out. Every call the bot
 * makes waits that long and tries again (at most 3 times, at most 30 s a wait), so a reply the user
 * was charged for, a purchase's confirmation or her first message of the day arrives late rather
 * than never. Only 429 is retried: after a network error or a 5xx the call may have been carried
 * out, and sending it again could send a message twice.
 */
export const waitOutFloodControl = () =>
  autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 30, rethrowHttpErrors: true, rethrowInternalServerErrors: true });

/**
 * The same bot's API without that waiting, for a reply's draft frames: a frame that Telegram
 * refuses is dropped (the final message carries all of its text), and waiting would only hold up
 * the next frame and the final message.
 */
export const withoutWaiting = (api: Api) => new Api(api.token, api.options);

/** Seconds Telegram's flood control asked to wait before the next call, or 0 when `e` is not one. */
export const floodWaitOf = (e: unknown) => (e instanceof GrammyError && e.error_code === 429 ? (e.parameters.retry_after ?? 1) : 0);
