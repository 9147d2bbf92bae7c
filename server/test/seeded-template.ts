import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openDatabase } from '../db/connect.js';
import { seedDemo } from '../db/seed/seed.js';
import { createImageProvider } from '../providers/image/index.js';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const cacheRoot = join(root, 'node_modules', '.cache', 'app-test-template');
/** The modules that open, migrate and seed the database and draw its pictures (their imports are followed). */
const entries = ['server/db/connect.ts', 'server/db/seed/seed.ts', 'server/providers/image/index.ts'];
const HOUR = 3_600_000;

/**
 * A hash of every project file the seed runs (relative imports followed from `entries`), the
 * data files beside them (catalogue translations) and the lock file (sharp's version).
 */
function inputsHash(): string {
  const seen = new Set<string>();
  const todo = entries.map((e) => join(root, e));
  while (todo.length) {
    const file = todo.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/from '(\.{1,2}\/[^']+)'/g)) todo.push(resolve(dirname(file), m[1]!.replace(/\.js$/, '.ts')));
  }
  const translations = join(root, 'server/db/seed/catalogue/translations');
  if (existsSync(translations)) for (const f of readdirSync(translations)) seen.add(join(translations, f));
  seen.add(join(root, 'package-lock.json'));
  const hash = createHash('sha256');
  for (const file of [...seen].sort()) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * The seeded demo catalogue as a folder (app.db + media/), rendered once and shared by every
 * project's global setup and every vitest process on this machine: the ~140 demo pictures take
 * most of a seed's ~13 s. Keyed by the content of what shapes it and by the hour (the seed dates
 * the catalogue from its own `now`, so an entry never serves a run more than an hour later).
 * Entries are never changed once in place (built aside, then renamed), so a reader never sees
 * half of one; callers copy it and never write into it.
 */
export async function seededTemplate(now = Date.now()): Promise<string> {
  const bucket = Math.floor(now / HOUR);
  const key = `${inputsHash()}-${bucket}`;
  const entry = join(cacheRoot, key);
  if (existsSync(join(entry, 'app.db'))) return entry;
  mkdirSync(cacheRoot, { recursive: true });
  const building = join(cacheRoot, `.building-${key}-${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(building);
  const sqlite = await openDatabase(`sqlite:${join(building, 'app.db')}`);
  await seedDemo(sqlite.db, { dataDir: building, image: createImageProvider({}), now });
  await sqlite.close();
  try {
    renameSync(building, entry);
  } catch {
    // Another process finished the same entry first: theirs is as good as ours.
    rmSync(building, { recursive: true, force: true });
  }
  // Old hours nobody can still be copying from, and builds abandoned more than an hour ago.
  for (const name of readdirSync(cacheRoot)) {
    const path = join(cacheRoot, name);
    const b = Number(/^[0-9a-f]{16}-(\d+)$/.exec(name)?.[1]);
    const stale = b ? b < bucket - 2 : name.startsWith('.building-') && statSync(path).mtimeMs < now - HOUR;
    if (stale) rmSync(path, { recursive: true, force: true });
  }
  return entry;
}

/** A private copy of the template in `dir` (tests link their media folder to it, and may add pictures). */
export function copyTemplate(template: string, dir: string): void {
  cpSync(template, dir, { recursive: true });
}

/**
 * Fill a freshly migrated PostgreSQL database with the rows of the seeded SQLite template, so
 * both dialects name the same picture files and PostgreSQL needs no rendering of its own. Both
 * schemas come from the same migrations; each table's count is checked after the copy.
 */
export async function copySeedToPostgres(sqliteFile: string, url: string): Promise<void> {
  const src = new Database(sqliteFile, { readonly: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = (src.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[])
      .map((t) => t.name)
      .filter((t) => !t.startsWith('sqlite_') && !t.startsWith('kysely_'));
    const q = (id: string) => `"${id.replace(/"/g, '""')}"`;
    await client.query('BEGIN');
    // Rows go in table by table, whatever their foreign keys point at (the superuser's own cluster).
    await client.query('SET LOCAL session_replication_role = replica');
    const copied: [string, number][] = [];
    for (const table of tables) {
      const rows = src.prepare(`SELECT * FROM ${q(table)}`).all() as Record<string, unknown>[];
      if (!rows.length) continue;
      const columns = Object.keys(rows[0]!);
      for (let i = 0; i < rows.length; i += 500) {
        const batch = rows.slice(i, i + 500);
        const values: unknown[] = [];
        const tuples = batch.map((row) => `(${columns.map((c) => `$${values.push(row[c])}`).join(', ')})`);
        await client.query(
          `INSERT INTO ${q(table)} (${columns.map(q).join(', ')}) VALUES ${tuples.join(', ')} ON CONFLICT DO NOTHING`,
          values,
        );
      }
      copied.push([table, rows.length]);
    }
    // Identity keys carry on after the copied ids.
    const identities = await client.query<{ table_name: string; column_name: string }>(
      "SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = 'public' AND is_identity = 'YES'",
    );
    for (const { table_name, column_name } of identities.rows) {
      if (!copied.some(([t]) => t === table_name)) continue;
      await client.query(`SELECT setval(pg_get_serial_sequence($1, $2), (SELECT MAX(${q(column_name)}) FROM ${q(table_name)}))`, [
        table_name,
        column_name,
      ]);
    }
    await client.query('COMMIT');
    for (const [table, count] of copied) {
      const { rows } = await client.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${q(table)}`);
      if (rows[0]!.n !== count) throw new Error(`seed copy: ${table} has ${rows[0]!.n} rows on PostgreSQL, ${count} on SQLite`);
    }
  } finally {
    src.close();
    await client.end();
  }
}
