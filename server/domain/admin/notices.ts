/**
 * Telling a user of an operator's decision, in their language (notice-texts.ts): through the bot
 * when they linked Telegram and the bot runs, else by mail when they have an email identity. Best
 * effort, after the decision is committed: a failure is logged and answered, never thrown.
 */
import type { Deps } from '../../deps.js';
import { sendNotice, tableFor, type NoticeChannel } from '../notice.js';
import { noticeTexts, type NoticeTexts } from './notice-texts.js';

export type { NoticeChannel };

export const noticeTextsFor = (lang: string | null | undefined): NoticeTexts => tableFor<NoticeTexts>(noticeTexts, lang);

export async function notifyUser(deps: Deps, userId: string, write: (t: NoticeTexts) => string): Promise<NoticeChannel> {
  try {
    return await sendNotice(deps, userId, (lang) => {
      const t = noticeTextsFor(lang);
      return { subject: t.subject, text: write(t) };
    });
  } catch (e) {
    deps.log.warn('decision notice not sent', { userId, error: e instanceof Error ? e.message : String(e) });
    return 'none';
  }
}
