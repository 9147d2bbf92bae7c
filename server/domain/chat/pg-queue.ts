import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { sql, type Expression } from 'kysely';
import type { BackgroundSlot, ReplyQueue, ReplySlotOptions } from '../../deps.js';
import type { Logger } from '../../log.js';
import { writesBefore } from '../../db/compiled.js';
import { ownerIsLive, type PgListener } from './pg-listen.js';

/** Between a turn's message id and the rest of its slot's id. */
const TURN_SLOT_SEPARATOR = ':';

/**
 * True for a user message whose turn holds a chat slot (waiting or running) of a live process:
 * another process's start-up recovery must leave that turn alone.
 */
export const turnIsLive = (messageId: Expression<string>) => sql<boolean>`exists (
  select 1 from chat_slots s
  where split_part(s.id, ${sql.lit(TURN_SLOT_SEPARATOR)}, 1) = ${messageId} and ${ownerIsLive(sql.ref('s.owner'))})`;

const ENTER = 'SELECT * FROM chat_slot_enter($1, $2, $3, $4, $5)';

/** How soon a process re-reads its waiters' places after slots went to others (places are only shown). */
const PLACES_MS = 200;

interface Local {
  kind: 0 | 1;
  grant: () => void;
  onPosition?: (position: number) => void;
  place: number;
  /** Background holders: aborted when a waiting reply asks for the slot. */
  preempt?: AbortController;
  running: boolean;
  premium: boolean;
  /** Its row is in (entering is done). */
  entered: boolean;
}

/**
 * The chat queue across every process on one PostgreSQL: the same rules as ChatQueue (at most
 * `concurrency` model requests at once, Premium first then arrival order, background work only
 * while no reply waits and stopped when one does), kept in the `chat_slots` table. Entering (with
 * the turn's new message, when given) and leaving are one call each to the functions of the
 * chat-scale migration (as changed by chat-slots-wake: only a move that concerns others
 * NOTIFYs). A NOTIFY naming granted slots starts this process's own at once, and its waiters'
 * places are read again a little later; an empty one (a preemption, a Premium reply moving
 * waiters back, a waiter leaving) has this process read its rows' state in one query at once.
 * `running` and `length` count this process's own.
 */
export class PgQueue implements ReplyQueue {
  readonly takesWrite = true;
  private local = new Map<string, Local>();
  private refreshing: Promise<void> | null = null;
  private again = false;
  private soon: NodeJS.Timeout | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    private readonly listener: PgListener,
    private readonly concurrency: number,
    private readonly log: Logger,
  ) {
    listener.on('chat_slots', (granted) => this.woken(granted));
    // A missed wake-up (the listener reconnecting) or slots held by a dead process with nobody
    // entering or leaving: a process with waiters settles and looks again now and then.
    this.timer = setInterval(() => {
      if (this.length === 0) return;
      void this.pool
        .query<{ moved: number }>('SELECT chat_slots_settle($1) AS moved', [this.concurrency])
        .then(async ({ rows }) => {
          if (rows[0]?.moved) await this.pool.query("SELECT pg_notify('chat_slots', '')");
          else await this.refresh();
        })
        .catch((e: unknown) => this.log.warn('chat queue settle failed', { error: String(e) }));
    }, 2000).unref();
  }

  close() {
    clearInterval(this.timer);
    if (this.soon) clearTimeout(this.soon);
  }

  /** A NOTIFY: the ids of the slots just granted, or empty for "read your rows". */
  private woken(granted: string) {
    if (!granted) return void this.refresh();
    for (const id of granted.split(',')) {
      const me = this.local.get(id);
      if (me) this.markRunning(me);
    }
    // The granted were ahead of every waiter left: places moved up.
    if (this.length > 0)
      this.soon ??= setTimeout(() => {
        this.soon = null;
        void this.refresh();
      }, PLACES_MS).unref();
  }

  get running() {
    let n = 0;
    for (const l of this.local.values()) if (l.running) n++;
    return n;
  }

  get length() {
    let n = 0;
    for (const l of this.local.values()) if (!l.running && l.kind === 0) n++;
    return n;
  }

  acquire(premium: boolean, opts: ReplySlotOptions = {}): Promise<() => void> {
    return this.enter(0, premium, opts).then(({ release }) => release);
  }

  acquireBackground(opts: { signal?: AbortSignal } = {}): Promise<BackgroundSlot> {
    return this.enter(1, false, opts).then(({ release, preempt }) => ({ release, preempted: preempt!.signal }));
  }

  private async enter(kind: 0 | 1, premium: boolean, opts: ReplySlotOptions) {
    // A turn stopped this early still writes its message, as the in-memory queue finds it written:
    // granted at once it goes on (its model request sees the stop), waiting it leaves (below).
    if (!opts.write) opts.signal?.throwIfAborted();
    const owner = await this.listener.ready();
    // A turn's slot is named after its message: the message is alive while the row's owner is.
    const id = opts.turn ? `${opts.turn}${TURN_SLOT_SEPARATOR}${randomUUID()}` : randomUUID();
    let grant!: () => void;
    const granted = new Promise<void>((resolve) => (grant = resolve));
    const me: Local = { kind, grant, onPosition: opts.onPosition, place: 0, running: false, premium, entered: false };
    if (kind === 1) me.preempt = new AbortController();
    this.local.set(id, me);
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      this.local.delete(id);
      this.pool.query('SELECT chat_slot_leave($1, $2)', [id, this.concurrency]).catch((e: unknown) => {
        // The row stays until this process's lock goes: log it, the slot is not lost for good.
        this.log.warn('chat queue leave failed', { error: String(e) });
      });
    };
    try {
      const enter = { sql: ENTER, parameters: [id, owner, kind, premium, this.concurrency] };
      const { write } = opts;
      const { rows } = await this.pool.query<{ granted: boolean; place: number }>(
        write ? writesBefore([write], enter) : ENTER,
        write ? [...write.parameters, ...enter.parameters] : enter.parameters,
      );
      me.entered = true;
      if (rows[0]?.granted) this.markRunning(me);
      else if (kind === 0 && rows[0]) this.moved(me, rows[0].place);
    } catch (e) {
      this.local.delete(id);
      throw e;
    }
    if (!me.running) {
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          if (me.running) return;
          leave();
          reject(opts.signal!.reason ?? new Error('aborted'));
        };
        opts.signal?.addEventListener('abort', onAbort, { once: true });
        // Gone while the line was being entered.
        if (opts.signal?.aborted) onAbort();
        void granted.then(() => {
          opts.signal?.removeEventListener('abort', onAbort);
          resolve();
        });
      });
    }
    return { release: leave, preempt: me.preempt };
  }

  private markRunning(me: Local) {
    if (me.running) return;
    me.running = true;
    me.grant();
  }

  private moved(me: Local, place: number) {
    // Granted already (a NOTIFY can overtake the answer to entering).
    if (me.running || place === me.place) return;
    me.place = place;
    me.onPosition?.(place);
  }

  /** The line moved somewhere: read this process's rows (one query), grant, re-place or preempt. */
  private refresh(): Promise<void> {
    if (this.refreshing) {
      this.again = true;
      return this.refreshing;
    }
    const pending = [...this.local.entries()].filter(([, l]) => !l.running || (l.kind === 1 && !l.preempt?.signal.aborted));
    if (pending.length === 0) return Promise.resolve();
    this.refreshing = this.pool
      .query<{ id: string; running: boolean; preempted: boolean; place: number }>(
        `SELECT s.id, s.running, s.preempted,
           CASE WHEN s.running OR s.kind = 1 THEN 0 ELSE (SELECT count(*)::integer FROM chat_slots w WHERE NOT w.running AND w.kind = 0
             AND (w.premium > s.premium OR (w.premium = s.premium AND w.seq <= s.seq))) END AS place
         FROM chat_slots s WHERE s.id = ANY($1)`,
        [pending.map(([id]) => id)],
      )
      .then(async ({ rows }) => {
        // A waiter whose row was swept (this process's listening connection dropped, and with it
        // its lock) enters again, under the owner key of the new connection.
        const found = new Set(rows.map((r) => r.id));
        for (const [id, me] of pending) {
          if (found.has(id) || me.running || !me.entered || !this.local.has(id)) continue;
          const owner = await this.listener.ready();
          await this.pool.query('SELECT * FROM chat_slot_enter($1, $2, $3, $4, $5)', [id, owner, me.kind, me.premium, this.concurrency]);
          this.again = true;
        }
        for (const r of rows) {
          const me = this.local.get(r.id);
          if (!me) continue;
          if (r.running) this.markRunning(me);
          else if (me.kind === 0) this.moved(me, r.place);
          if (r.preempted) me.preempt?.abort(new Error('a reply is waiting'));
        }
      })
      .catch((e: unknown) => this.log.warn('chat queue refresh failed', { error: String(e) }))
      .finally(() => {
        this.refreshing = null;
        if (this.again) {
          this.again = false;
          void this.refresh();
        }
      });
    return this.refreshing;
  }
}
