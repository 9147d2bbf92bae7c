import { randomInt } from 'node:crypto';
import pg from 'pg';
import { sql, type Expression } from 'kysely';
import type { Logger } from '../../log.js';

/** The advisory-lock class under which each process holds its own key while alive (see the chat-scale migration). */
export const OWNER_LOCK_CLASS = 7214;

/** True while the process whose key is `owner` lives: its listening connection holds that owner lock. */
export const ownerIsLive = (owner: Expression<number | null>) => sql<boolean>`exists (
  select 1 from pg_locks l where l.locktype = 'advisory' and l.granted and l.objsubid = 2
    and l.classid = ${sql.lit(OWNER_LOCK_CLASS)} and l.objid = (${owner})::oid
    and l.database = (select oid from pg_database where datname = current_database()))`;

/**
 * One connection per process, kept for two things PostgreSQL ties to a session: LISTEN (the chat
 * queue's and the reply streams' wake-ups) and the process's own advisory lock, whose key marks
 * the queue rows it owns as alive. When the process dies the connection closes, the lock goes and
 * the next settle of the queue sweeps its rows. Opened on first use.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private opening: Promise<number> | null = null;
  private handlers = new Map<string, Set<(payload: string) => void>>();
  private closed = false;
  /** This process's key under OWNER_LOCK_CLASS. */
  owner = 0;

  constructor(
    private readonly url: string,
    private readonly log: Logger,
  ) {}

  /** Connects (once), takes the owner lock and listens; resolves with the owner key. */
  ready(): Promise<number> {
    this.opening ??= this.open().catch((e: unknown) => {
      this.opening = null;
      throw e;
    });
    return this.opening;
  }

  on(channel: string, handler: (payload: string) => void) {
    let set = this.handlers.get(channel);
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(handler);
    return () => set.delete(handler);
  }

  private async open(): Promise<number> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', (e) => this.log.warn('postgres listener failed', { error: e.message }));
    client.on('notification', (n) => {
      for (const h of this.handlers.get(n.channel) ?? []) h(n.payload ?? '');
    });
    client.on('end', () => {
      if (this.client !== client || this.closed) return;
      // Lost: our rows are swept by the others; listen again under a new key.
      this.client = null;
      this.opening = null;
      setTimeout(() => void this.ready().catch(() => undefined), 500).unref();
    });
    await client.connect();
    let owner = 0;
    while (!owner) {
      const key = randomInt(1, 2 ** 31 - 1);
      const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS ok', [OWNER_LOCK_CLASS, key]);
      if (rows[0]?.ok) owner = key;
    }
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${channel}`);
    this.client = client;
    this.owner = owner;
    return owner;
  }

  /** LISTEN on a channel (after ready). */
  async listen(channel: string) {
    if (!this.handlers.has(channel)) this.handlers.set(channel, new Set());
    await this.ready();
    await this.client?.query(`LISTEN ${channel}`);
  }

  async close() {
    this.closed = true;
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => undefined);
  }
}
