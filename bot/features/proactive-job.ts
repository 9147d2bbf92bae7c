import { Cron } from 'croner';
import type { Api } from 'grammy';
import type { Deps } from '../../server/deps.js';
import { runProactive } from '../../server/domain/proactive/run.js';
import { firstMessageSender } from './proactive.js';

/**
 * "She writes first", every minute. `protect` keeps runs from overlapping in one process; across
 * processes each message is claimed once by the database (server/domain/proactive/slots.ts), so
 * several servers running this job still send each one once.
 */
export function registerProactiveJob(deps: Deps, bot: { api: Api }): { stop(): void } {
  const sender = firstMessageSender(bot.api, deps);
  const job = new Cron(
    '* * * * *',
    {
      protect: true,
      catch: (err) => deps.log.error('first messages run failed', { error: err instanceof Error ? err.message : String(err) }),
    },
    async () => {
      const r = await runProactive(deps, sender);
      if (r.sent || r.failed) deps.log.info('first messages', { ...r });
    },
  );
  return { stop: () => job.stop() };
}
