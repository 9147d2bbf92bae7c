import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAi, type FakeOpenAiServer } from '../server/providers/llm/test-support/fake-openai-server.js';
import { testDialect } from '../server/test/harness.js';
import {
  answerSlowly,
  call,
  runSql,
  seededDatabase,
  serverEnv,
  startServer,
  turnCutAtFirstToken,
  type Server,
} from '../server/test/real-server.js';
import { startFakeTelegram, type FakeTelegram } from './test-support/fake-telegram.js';
import { BOT_TOKEN } from './test-support/bot-harness.js';
import { webhookSecret } from './start.js';

/** A reply of 20 words, 100 ms apart: it runs on well after the process is told to stop. */
const WORDS = Array.from({ length: 20 }, (_, i) => `w${String.fromCharCode(97 + i)} `);
const TELEGRAM_ID = 777_001;

/**
 * The app closed while she was typing, and then a deploy stopped the process: the reply still
 * reaches the user through the bot before the process exits. The real server with its bot, in a
 * process of its own, against a fake Bot API.
 */
describe(`a reply the bot was to deliver, at shutdown on ${testDialect}`, () => {
  let llm: FakeOpenAiServer;
  let tg: FakeTelegram;
  let server: Server;
  let database: Awaited<ReturnType<typeof seededDatabase>>;

  beforeAll(async () => {
    database = await seededDatabase(testDialect, 'shutdown_bot');
    tg = await startFakeTelegram();
    llm = await startFakeOpenAi();
    answerSlowly(llm, WORDS, 100);
    server = await startServer(serverEnv(database, llm.baseURL, { BOT_TOKEN, TELEGRAM_API_ROOT: tg.url, LOG_LEVEL: 'warn' }));
  }, 60_000);

  afterAll(async () => {
    if (server?.proc.exitCode === null) server.proc.kill('SIGKILL');
    await llm?.close();
    await tg?.close();
    await database?.drop();
  });

  it('sends the finished reply through the bot, once, then exits 0', async () => {
    const { token, uid } = (await call(server, '/v1/user/token', {})).data;
    const [character] = (await call(server, '/v1/character/list', { sort: 1, page: 1, pageSize: 1 })).data.list;
    // A member who signed in with Telegram, as the mini-app's login would leave her.
    await runSql(database.databaseUrl, 'UPDATE users SET is_visitor = 0 WHERE id = ?', [uid]);
    await runSql(database.databaseUrl, 'INSERT INTO identities (id, user_id, type, subject, create_time) VALUES (?, ?, ?, ?, ?)', [
      `i_${randomUUID()}`,
      uid,
      'telegram',
      String(TELEGRAM_ID),
      Date.now(),
    ]);
    const { sessionId } = (await call(server, '/v1/session/from/character', { characterId: character.id }, token)).data;
    const exited = new Promise<number | null>((r) => server.proc.once('exit', (code) => r(code)));

    // The phone loses its network at her first word; the deploy's signal follows at once.
    await turnCutAtFirstToken(server, { sessionId, content: 'tell me a story', clientMsgId: randomUUID() }, token);
    server.proc.kill('SIGTERM');

    expect(await exited).toBe(0);
    const sent = tg.callsOf('sendMessage').filter((c) => c.payload.chat_id === TELEGRAM_ID);
    expect(sent, server.output()).toHaveLength(1);
    expect(String(sent[0]!.payload.text)).toContain(WORDS.join('').trim());
  }, 30_000);
});

/**
 * She is answering in the bot's own chat when a deploy stops the process: her reply is finished
 * and sent before the process exits. Before, shutdown waited for the app's turns only, and the
 * user was left with a typing draft and no answer.
 */
describe(`a reply in the bot's chat, at shutdown on ${testDialect}`, () => {
  let llm: FakeOpenAiServer;
  let tg: FakeTelegram;
  let server: Server;
  let database: Awaited<ReturnType<typeof seededDatabase>>;

  beforeAll(async () => {
    database = await seededDatabase(testDialect, 'shutdown_botchat');
    tg = await startFakeTelegram();
    llm = await startFakeOpenAi();
    answerSlowly(llm, WORDS, 100);
    server = await startServer(
      serverEnv(database, llm.baseURL, {
        BOT_TOKEN,
        TELEGRAM_API_ROOT: tg.url,
        TELEGRAM_WEBHOOK: '1',
        PUBLIC_URL: 'https://app.example.test',
        LOG_LEVEL: 'warn',
      }),
    );
  }, 60_000);

  afterAll(async () => {
    if (server?.proc.exitCode === null) server.proc.kill('SIGKILL');
    await llm?.close();
    await tg?.close();
    await database?.drop();
  });

  it('finishes her reply and sends it, then exits 0', async () => {
    const from = { id: TELEGRAM_ID + 1, is_bot: false, first_name: 'A', language_code: 'en' };
    const chat = { id: from.id, type: 'private', first_name: 'A' };
    const post = (update: unknown) =>
      fetch(`${server.url}/tg/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': webhookSecret(BOT_TOKEN) },
        body: JSON.stringify(update),
      });
    // The bot starts beside HTTP: its webhook answers 503 until it has.
    const start = {
      update_id: 1,
      message: { message_id: 1, date: 1, chat, from, text: '/start', entities: [{ type: 'bot_command', offset: 0, length: 6 }] },
    };
    for (let i = 0; i < 200 && (await post(start)).status === 503; i++) await new Promise((r) => setTimeout(r, 50));
    const bot = { id: 999000, is_bot: true, first_name: 'B' };
    await post({
      update_id: 2,
      callback_query: {
        id: 'q',
        from,
        chat_instance: 'c',
        data: 'chat:pick:c-sofia',
        message: { message_id: 2, date: 1, chat, from: bot, text: '…' },
      },
    });
    expect((await post({ update_id: 3, message: { message_id: 3, date: 1, chat, from, text: 'tell me a story' } })).status).toBe(200);
    // Her first words are on the screen (a draft) when the deploy's signal comes.
    for (let i = 0; i < 200 && !tg.callsOf('sendMessageDraft').some((c) => c.payload.chat_id === from.id && c.payload.text); i++)
      await new Promise((r) => setTimeout(r, 20));
    const exited = new Promise<number | null>((r) => server.proc.once('exit', (code) => r(code)));
    server.proc.kill('SIGTERM');

    expect(await exited).toBe(0);
    const replies = tg
      .callsOf('sendMessage')
      .filter((c) => c.payload.chat_id === from.id && String(c.payload.text).includes(WORDS.join('').trim()));
    expect(replies, server.output()).toHaveLength(1);
  }, 30_000);
});
