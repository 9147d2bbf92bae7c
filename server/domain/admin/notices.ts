/**
 * Telling a user of an operator's decision, in their language (notice-texts.ts): through the bot
 * when they linked Telegram and the bot runs, else by mail when they have an email identity. Best
 * effort, after the decision is committed: a failure is logged and answered, never thrown.
 */
import { getBrand } from '../../../shared/brands.js';
import { matchLocale } from '../../../shared/locales.js';
import type { Deps } from '../../deps.js';
import { noticeTexts, type NoticeLocale, type NoticeTexts } from './notice-texts.js';

export type NoticeChannel = 'telegram' | 'mail' | 'none';

export function noticeTextsFor(lang: string | null | undefined): NoticeTexts {
  const code = matchLocale(lang) ?? 'en';
  return noticeTexts[(code in noticeTexts ? code : 'en') as NoticeLocale];
}

export async function notifyUser(deps: Deps, userId: string, write: (t: NoticeTexts) => string): Promise<NoticeChannel> {
  try {
    const [user, identities] = await Promise.all([
      deps.db.selectFrom('users').select('lang').where('id', '=', userId).executeTakeFirst(),
      deps.db.selectFrom('identities').select(['type', 'subject']).where('user_id', '=', userId).execute(),
    ]);
    if (!user) return 'none';
    const t = noticeTextsFor(user.lang);
    const text = write(t);
    const notice = deps.bot?.notifier.notice;
    if (notice && deps.bot?.ready() && identities.some((i) => i.type === 'telegram') && (await notice(userId, text))) return 'telegram';
    const email = identities.find((i) => i.type === 'email')?.subject;
    if (!email) return 'none';
    const brand = getBrand(deps.config.brand).title;
    await deps.mailer.send({ to: email, subject: `${brand}: ${t.subject}`, text: `${text}\n\n${brand}\n` });
    return 'mail';
  } catch (e) {
    deps.log.warn('decision notice not sent', { userId, error: e instanceof Error ? e.message : String(e) });
    return 'none';
  }
}
