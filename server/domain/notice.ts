import { getBrand } from '../../shared/brands.js';
import { matchLocale } from '../../shared/locales.js';
import type { Deps } from '../deps.js';

export type NoticeChannel = 'telegram' | 'mail' | 'none';

/** The user's language's table of a notice family, English when it has none. */
export function tableFor<T>(tables: Record<string, T>, lang: string | null | undefined): T {
  const code = matchLocale(lang) ?? 'en';
  return tables[code] ?? tables.en!;
}

/**
 * One notice to one user, written in their language by `compose`: through the bot when they linked
 * Telegram and the bot runs, else by mail to their email identity, else nowhere. Callers send it
 * after their decision is committed and decide what a failure means (it throws).
 */
export async function sendNotice(
  deps: Deps,
  userId: string,
  compose: (lang: string) => { subject: string; text: string },
): Promise<NoticeChannel> {
  const [user, identities] = await Promise.all([
    deps.db.selectFrom('users').select('lang').where('id', '=', userId).executeTakeFirst(),
    deps.db.selectFrom('identities').select(['type', 'subject']).where('user_id', '=', userId).execute(),
  ]);
  if (!user) return 'none';
  const { subject, text } = compose(user.lang);
  const viaBot = deps.bot?.notifier.notice;
  if (viaBot && deps.bot?.ready() && identities.some((i) => i.type === 'telegram') && (await viaBot(userId, text))) return 'telegram';
  const email = identities.find((i) => i.type === 'email')?.subject;
  if (!email) return 'none';
  const brand = getBrand(deps.config.brand).title;
  await deps.mailer.send({ to: email, subject: `${brand}: ${subject}`, text: `${text}\n\n${brand}\n` });
  return 'mail';
}
