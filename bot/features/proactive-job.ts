import type { Api } from 'grammy';
import { scheduledJob, type ScheduledJob } from '../../server/jobs/define.js';
import type { Jobs } from '../../server/jobs/jobs.js';
import { runProactive } from '../../server/domain/proactive/run.js';
import { firstMessageSender } from './proactive.js';

/**
 * "She writes first", every minute, through the job runner (once per tick across processes).
 * Each message is also claimed once by the database (server/domain/proactive/slots.ts), so a tick
 * that does run twice still sends each one once. Nothing is sent before the bot has met Telegram.
 */
export function proactiveJob(bot: { api: Api; isInited(): boolean }): ScheduledJob {
  return scheduledJob('bot.first-messages', '* * * * *', async (deps) => {
    if (!bot.isInited()) return;
    const r = await runProactive(deps, firstMessageSender(bot.api, deps));
    if (r.sent || r.failed) deps.log.info('first messages', { ...r });
  });
}

/** Registered by server/main.ts when the bot runs (the job needs its API). */
export const registerProactiveJob = (jobs: Jobs, bot: { api: Api; isInited(): boolean }) => jobs.add(proactiveJob(bot));
