import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAiServer } from './providers/llm/test-support/fake-openai-server.js';
import { testDialect } from './test/harness.js';
import { answerSlowly, call, runSql, seededDatabase, serverEnv, startServer, streamTurn, type Server } from './test/real-server.js';

/** A reply of 15 words, 100 ms apart: still streaming when the process is told to stop. */
const WORDS = Array.from({ length: 15 }, (_, i) => `w${String.fromCharCode(97 + i)} `);

/**
 * A rolling deploy stops a process (SIGTERM) while it streams replies: they finish, then it exits.
 * The real server in a process of its own, on the project's database.
 */
describe(`stopping the server on ${testDialect}`, () => {
  let llm: FakeOpenAiServer;
  let server: Server;
  let database: Awaited<ReturnType<typeof seededDatabase>>;

  beforeAll(async () => {
    database = await seededDatabase(testDialect, 'shutdown');
    llm = await startFakeOpenAi();
    answerSlowly(llm, WORDS, 100);
    server = await startServer(serverEnv(database, llm.baseURL));
  }, 60_000);

  afterAll(async () => {
    if (server?.proc.exitCode === null) server.proc.kill('SIGKILL');
    await llm?.close();
    await database?.drop();
  });

  /** A visitor made a member (only members open a chat of their own), as the sign-in would. */
  const makeMember = (uid: string) => runSql(database.databaseUrl, 'UPDATE users SET is_visitor = 0 WHERE id = ?', [uid]);

  it('lets a reply streaming at SIGTERM finish with done, takes no new connection, then exits 0', async () => {
    const { token, uid } = (await call(server, '/v1/user/token', {})).data;
    const [character] = (await call(server, '/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    await makeMember(uid);
    const { sessionId } = (await call(server, '/v1/session/from/character', { characterId: character.id }, token)).data;
    let stoppedAt = 0;
    const exited = new Promise<number | null>((r) => server.proc.once('exit', (code) => r(code)));
    const events = await streamTurn(server, { sessionId, content: 'tell me a story', clientMsgId: randomUUID() }, token, {
      onEvent: (e) => {
        if (e.event === 'token' && !stoppedAt) {
          stoppedAt = Date.now();
          server.proc.kill('SIGTERM');
        }
      },
    });
    expect(stoppedAt).toBeGreaterThan(0);
    // The reply went on to its end after the signal, and was saved and charged.
    expect(events.at(-1)!.event).toBe('done');
    expect(events.at(-1)!.data.message.content).toBe(WORDS.join('').trim());
    expect(events.at(-1)!.data.energy).toBeTypeOf('number');
    // Meanwhile the port was closed to new connections.
    const refused = await fetch(server.url + '/healthz').then(
      () => false,
      () => true,
    );
    expect(refused).toBe(true);
    expect(await exited).toBe(0);
  }, 30_000);
});
