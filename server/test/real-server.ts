import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';
import { fileURLToPath } from 'node:url';
import { DEV_SIGN_SECRET, signBody } from '../../shared/sign.js';
import { readQueueComment } from '../../shared/api/chat-stream.js';
import { chunk, DONE, startSse, type FakeOpenAiServer } from '../providers/llm/test-support/fake-openai-server.js';

/**
 * The real server in a process of its own, compiled as it is deployed (the global setup builds it,
 * scripts/build-server.ts), called as a client would: the tests of what only a whole process
 * shows (several processes on one database, a shutdown).
 */
const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

export interface Server {
  url: string;
  proc: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr), for a failing test to show. */
  output(): string;
}

export function startServer(env: Record<string, string>): Promise<Server> {
  const proc = spawn(process.execPath, [join(inject('serverBuild'), 'server/main.js')], {
    cwd: root,
    env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? '/tmp', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  return new Promise((ok, fail) => {
    const onData = (b: Buffer) => {
      log += b.toString();
      const m = /listening on (http:\/\/\S+)/.exec(log);
      if (m) ok({ url: m[1]!.replace(/\/$/, ''), proc, output: () => log });
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);
    proc.once('exit', (code) => fail(new Error(`server exited with ${code}:\n${log}`)));
  });
}

/** The environment of a real test server on `database`, its model at `llmUrl`, plus `extra`. */
export function serverEnv(database: { databaseUrl: string; dataDir: string }, llmUrl: string, extra: Record<string, string> = {}) {
  return {
    DATABASE_URL: database.databaseUrl,
    DATA_DIR: database.dataDir,
    DIST_DIR: join(database.dataDir, 'no-dist'),
    PORT: '0',
    HOST: '127.0.0.1',
    LLM_BASE_URL: llmUrl,
    LLM_MODEL: 'fake',
    RATE_LIMITS: 'off',
    SEED_DEMO: '0',
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    ...extra,
  };
}

/** A fake model that answers every chat with `words`, one each `everyMs`: a reply still streaming when the test acts. */
export function answerSlowly(llm: FakeOpenAiServer, words: string[], everyMs: number) {
  llm.handle(async (_req, res) => {
    startSse(res);
    for (const word of words) {
      if (res.destroyed) return;
      res.write(chunk(word));
      await new Promise((r) => setTimeout(r, everyMs));
    }
    res.write(chunk(null, 'stop'));
    res.end(DONE);
  });
}

function envelope(params: unknown, token = '') {
  const body = JSON.stringify({
    params,
    token,
    ch: '',
    t: Date.now(),
    timezoneOffset: 0,
    plat: 'web',
    publisher: '',
    uuid: 'real-server',
  });
  return { body, headers: { 'content-type': 'application/json', sign: signBody(body, DEV_SIGN_SECRET) } };
}

export async function call<T = any>(server: Server, path: string, params: unknown, token = ''): Promise<{ code: number; data: T }> {
  const { body, headers } = envelope(params, token);
  const r = await fetch(server.url + path, { method: 'POST', headers, body });
  return (await r.json()) as { code: number; data: T };
}

/**
 * A chat turn over SSE on a raw socket, cut with a TCP reset once its first token arrives: a phone
 * losing its network, not a client that closes politely (which leaves the server a half-open
 * socket until the reply ends).
 */
export async function turnCutAtFirstToken(server: Server, params: unknown, token: string): Promise<void> {
  const { body, headers } = envelope(params, token);
  const { hostname, port, host } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await once(socket, 'connect');
  socket.write(
    [
      'POST /v1/session/chat HTTP/1.1',
      `Host: ${host}`,
      'Content-Type: application/json',
      'Accept: text/event-stream',
      `sign: ${headers.sign}`,
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      body,
    ].join('\r\n'),
  );
  let seen = '';
  await new Promise<void>((tokenCame, fail) => {
    socket.on('data', (b: Buffer) => {
      seen += b.toString();
      if (seen.includes('event: token')) tokenCame();
    });
    socket.once('error', fail);
    socket.once('close', () => fail(new Error(`closed before a token: ${seen}`)));
  });
  socket.resetAndDestroy();
}

export interface Sse {
  id: number;
  event: string;
  data: any;
}

/** A chat turn over SSE: every event as it comes (`onEvent` may stop reading by returning true). */
export async function streamTurn(
  server: Server,
  params: unknown,
  token: string,
  opts: { lastEventId?: number; onEvent?: (e: Sse) => boolean | void } = {},
): Promise<Sse[]> {
  const { body, headers } = envelope(params, token);
  const ac = new AbortController();
  const r = await fetch(server.url + '/v1/session/chat', {
    method: 'POST',
    headers: { ...headers, accept: 'text/event-stream', ...(opts.lastEventId ? { 'last-event-id': String(opts.lastEventId) } : {}) },
    body,
    signal: ac.signal,
  });
  const events: Sse[] = [];
  let buf = '';
  const dec = new TextDecoder();
  try {
    for await (const part of r.body! as unknown as AsyncIterable<Uint8Array>) {
      buf += dec.decode(part, { stream: true });
      let at: number;
      while ((at = buf.indexOf('\n\n')) !== -1) {
        const block = buf.slice(0, at);
        buf = buf.slice(at + 2);
        const field = (name: string) => [...block.matchAll(/^(\w+): ?(.*)$/gm)].find((m) => m[1] === name)?.[2];
        // The queue place is a comment (shared/api/chat-stream.ts), told apart by its name here.
        const place = block.startsWith(':') ? readQueueComment(block.slice(1)) : null;
        const e = place
          ? { id: place.id, event: ':queue', data: { position: place.position } }
          : { id: Number(field('id') ?? 0), event: field('event') ?? '', data: JSON.parse(field('data') ?? 'null') };
        events.push(e);
        if (opts.onEvent?.(e)) {
          ac.abort();
          return events;
        }
        if (e.event === 'done' || e.event === 'error') return events;
      }
    }
  } catch (e) {
    if (!ac.signal.aborted) throw e;
  }
  return events;
}

/** A copy of the seeded demo database, with an empty media folder of its own (the start-up sweep must not touch the shared one). */
export async function seededDatabase(dialect: 'sqlite' | 'postgres', prefix: string) {
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-test-`));
  mkdirSync(join(dataDir, 'media'));
  if (dialect === 'sqlite') {
    copyFileSync(join(inject('templateDir'), 'app.db'), join(dataDir, 'app.db'));
    return {
      dataDir,
      databaseUrl: `sqlite:${join(dataDir, 'app.db')}`,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const template = inject('pgTemplateUrl')!;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const adminUrl = template.replace(/\/app_template$/, '/postgres');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE app_template`);
  await admin.end();
  return {
    dataDir,
    databaseUrl: template.replace(/\/app_template$/, `/${name}`),
    drop: async () => {
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await a.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One statement on a test process's database from outside it, `?` for each value (a test's setup, as an operator's tool would write). */
export async function runSql(databaseUrl: string, text: string, values: unknown[] = []) {
  if (databaseUrl.startsWith('sqlite:')) {
    const db = new SQLite(databaseUrl.replace(/^sqlite:/, ''));
    db.pragma('busy_timeout = 5000');
    try {
      db.prepare(text).run(...values);
    } finally {
      db.close();
    }
    return;
  }
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  let n = 0;
  await db.query(
    text.replace(/\?/g, () => `$${++n}`),
    values,
  );
  await db.end();
}
