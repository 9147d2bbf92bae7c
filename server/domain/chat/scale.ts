import type { OpenDb } from '../../db/connect.js';
import type { Config } from '../../config.js';
import type { ReplyQueue, ReplyStreams, TurnStops } from '../../deps.js';
import type { Logger } from '../../log.js';
import { ChatQueue } from './queue.js';
import { LocalStreams } from './reply-streams.js';
import { PgListener } from './pg-listen.js';
import { PgQueue } from './pg-queue.js';
import { PgStreams } from './pg-streams.js';
import { LocalStops, PgStops } from './turn-stops.js';

/**
 * The chat queue, the reply streams and the stop buttons for the database in use: on SQLite (one process) in
 * memory; on PostgreSQL shared by every process through the database (README, Several processes).
 */
export function chatScale(
  open: OpenDb,
  config: Config,
  log: Logger,
  clock: () => number,
): { queue: ReplyQueue; streams: ReplyStreams; stops: TurnStops; processKey?: () => Promise<number>; close(): Promise<void> } {
  if (open.dialect !== 'postgres') {
    return { queue: new ChatQueue(config.llmConcurrency), streams: new LocalStreams(), stops: new LocalStops(), close: async () => {} };
  }
  const listener = new PgListener(config.databaseUrl, log);
  const queue = new PgQueue(open.pool, listener, config.llmConcurrency, log);
  return {
    queue,
    streams: new PgStreams(open.pool, listener, log, clock),
    stops: new PgStops(open.pool, listener, log),
    processKey: () => listener.ready(),
    async close() {
      queue.close();
      await listener.close();
    },
  };
}
