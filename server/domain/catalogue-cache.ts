import {
  DeleteQueryNode,
  InsertQueryNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import type { Db, OpenDb } from '../db/connect.js';
import type { Logger } from '../log.js';
import { CATALOGUE_CHANNEL, CATALOGUE_TABLES } from '../db/migrations/2026-12-09-scale-jobs.js';
import type { ListCache } from './catalogue.js';

const watched = new Set<string>(CATALOGUE_TABLES);

/** One least-recently-used map of loads, at most `max` long. */
class Lru {
  private entries = new Map<string, Promise<unknown>>();
  constructor(private readonly max: number) {}

  get size() {
    return this.entries.size;
  }
  has(key: string) {
    return this.entries.has(key);
  }

  get<T>(key: string, load: () => Promise<T>, counted: () => void): Promise<T> {
    const hit = this.entries.get(key);
    if (hit) {
      // Most recently used last: the home pages every visitor asks for are never the ones dropped.
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit as Promise<T>;
    }
    counted();
    const value = load();
    this.entries.set(key, value);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value!);
    value.catch(() => this.entries.get(key) === value && this.entries.delete(key));
    return value;
  }

  clear() {
    this.entries.clear();
  }
}

/** Which part of the cache a load is kept in (see CatalogueCache). */
export type CacheTier = 'shared' | 'search';

/**
 * What is the same for everyone (list pages, tag and coin-pack lists), kept in this process until
 * the catalogue changes. Changes are seen two ways: this process's own writes to a catalogue
 * table (a Kysely plugin on the db, at once), and on PostgreSQL every process's writes (a
 * statement trigger notifies CATALOGUE_CHANNEL at commit; each process listens). A load that was
 * running when a change came is not kept. Bounded: the least recently used go first (list pages
 * share it with the chat's personas, one per character chatted with).
 *
 * Searches (a keyword or tag names the client typed) are kept apart in a small part of their own:
 * anyone may send a new one each call, and they must never push out the pages everyone shares.
 */
export class CatalogueCache implements ListCache {
  private shared: Lru;
  private searches: Lru;
  /** Changes seen so far (tests and the benchmark read it). */
  changes = 0;
  /** Loads started because the key was not kept (tests read it). */
  loads = 0;
  /** False while changes could be missed (PostgreSQL listener not connected): every load reads the database. */
  live = true;

  constructor(max = 1000, searchMax = 200) {
    this.shared = new Lru(max);
    this.searches = new Lru(searchMax);
  }

  get<T>(key: string, load: () => Promise<T>, tier: CacheTier = 'shared'): Promise<T> {
    if (!this.live) return load();
    return (tier === 'search' ? this.searches : this.shared).get(key, load, () => this.loads++);
  }

  /** Whether `key` is kept now, and in which part (tests read it). */
  has(key: string, tier: CacheTier = 'shared') {
    return (tier === 'search' ? this.searches : this.shared).has(key);
  }

  /** How many loads each part keeps (tests read it). */
  get sizes() {
    return { shared: this.shared.size, search: this.searches.size };
  }

  invalidate() {
    this.changes++;
    this.shared.clear();
    this.searches.clear();
  }
}

function tableOf(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  const n = node as unknown as { kind: string; table?: { identifier?: { name?: string } }; node?: OperationNode };
  if (n.kind === 'TableNode') return n.table?.identifier?.name;
  if (n.kind === 'AliasNode') return tableOf(n.node);
  return undefined;
}

function writesCatalogue(node: OperationNode): boolean {
  if (InsertQueryNode.is(node)) return watched.has(tableOf(node.into) ?? '');
  if (UpdateQueryNode.is(node)) return watched.has(tableOf(node.table) ?? '');
  if (DeleteQueryNode.is(node)) return node.from.froms.some((f) => watched.has(tableOf(f) ?? ''));
  return false;
}

/** Drops the cache after each write of this process to a catalogue table. */
class CatalogueWrites implements KyselyPlugin {
  private writes = new WeakSet<object>();
  constructor(private readonly cache: CatalogueCache) {}
  transformQuery(args: PluginTransformQueryArgs) {
    if (writesCatalogue(args.node)) this.writes.add(args.queryId);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.writes.has(args.queryId)) this.cache.invalidate();
    return args.result;
  }
}

/**
 * The cache over an open database: `db` is the database to use everywhere (it carries the write
 * plugin); on PostgreSQL one more connection listens for the other processes' changes.
 */
export function openCatalogueCache(open: OpenDb, log: Logger): { cache: CatalogueCache; db: Db; close(): Promise<void> } {
  const cache = new CatalogueCache();
  const db = open.db.withPlugin(new CatalogueWrites(cache));
  if (open.dialect !== 'postgres') return { cache, db, close: async () => {} };
  cache.live = false;

  let client: pg.Client | null = null;
  let closed = false;
  const listen = async () => {
    const c = new pg.Client(open.pool.options);
    c.on('error', (e) => log.warn('catalogue listener failed', { error: e.message }));
    c.on('notification', () => cache.invalidate());
    c.on('end', () => {
      cache.live = false;
      cache.invalidate();
      if (closed) return;
      setTimeout(() => void listen().catch(() => undefined), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    client = c;
    cache.invalidate();
    cache.live = true;
  };
  const ready = listen().catch((e: unknown) => log.warn('catalogue listener not started', { error: String(e) }));
  return {
    cache,
    db,
    async close() {
      closed = true;
      await ready;
      await client?.end().catch(() => undefined);
    },
  };
}
