import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp, type Dialect } from '../test/harness.js';
import { demoContentTexts } from '../db/seed/seed.js';
import { demoCharacters } from '../db/seed/catalogue/characters.js';
import { randomUUID } from 'node:crypto';
import { sseReply, startFakeOpenAi } from '../providers/llm/test-support/fake-openai-server.js';

// The demo catalogue ships translated; Chinese is checked here, any shipped locale works alike.
const locale = 'zh';
const texts = demoContentTexts().get(locale)!;
const sofia = demoCharacters.find((c) => c.id === 'c-sofia')!;
const story = sofia.stories[0]!;

let t: TestApp | undefined;
let dialect: Dialect = 'sqlite';
afterEach(async () => {
  await t?.close();
  t = undefined;
});

it('ships Chinese texts for every demo character and story', () => {
  expect(Object.keys(texts.characters ?? {}).sort()).toEqual(demoCharacters.map((c) => c.id).sort());
  expect(Object.keys(texts.stories ?? {}).sort()).toEqual(demoCharacters.flatMap((c) => c.stories.map((s) => s.id)).sort());
  expect(texts.characters![sofia.id]!.description).not.toBe(sofia.description);
});

describe.each(dialects)('catalogue texts in the UI language on %s', (d) => {
  beforeAll(() => {
    dialect = d;
  });

  it('answers cards, bio, stories, the greeting and story titles in the language asked for', async () => {
    const app = (t = await makeTestApp({ dialect }));
    const zh = { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } };
    const { token } = await app.member();
    const card = (await app.call('/v1/character/list', { sort: 1, page: 1, pageSize: 50 }, zh)).data.list.find(
      (c: { id: string }) => c.id === sofia.id,
    );
    expect(card.intro).toBe(texts.characters![sofia.id]!.intro);
    const detail = (await app.call('/v1/character/detail', { characterId: sofia.id }, zh)).data;
    expect(detail).toMatchObject({
      description: texts.characters![sofia.id]!.description,
      greeting: texts.characters![sofia.id]!.greeting,
    });
    const stories = (await app.call('/v1/character/script/list', { characterId: sofia.id }, zh)).data.list;
    expect(stories[0]).toMatchObject({ id: story.id, title: texts.stories![story.id]!.title, opening: texts.stories![story.id]!.opening });

    const chat = (await app.call('/v1/session/from/character', { characterId: sofia.id }, { token, ...zh })).data;
    expect(chat.messages[0].content).toBe(texts.characters![sofia.id]!.greeting);
    const storyChat = (await app.call('/v1/session/from/character', { characterId: sofia.id, scriptId: story.id }, { token, ...zh })).data;
    expect(storyChat.messages[0].content).toBe(texts.stories![story.id]!.opening);
    expect(storyChat.script.title).toBe(texts.stories![story.id]!.title);
    const list = (await app.call('/v1/session/list', { page: 1, pageSize: 10 }, { token, ...zh })).data.list;
    expect(list.find((s: { scriptId: string | null }) => s.scriptId === story.id).scriptTitle).toBe(texts.stories![story.id]!.title);

    // English asked for (or nothing known): the English texts.
    const en = (await app.call('/v1/character/detail', { characterId: sofia.id }, { headers: { 'accept-language': 'en-US' } })).data;
    expect(en.description).toBe(sofia.description);
  });

  it("tells her the story as its player reads it: the title and opening in the player's language", async () => {
    const llm = await startFakeOpenAi();
    llm.handle(sseReply(['Mm.']));
    try {
      const app = (t = await makeTestApp({ dialect, env: { LLM_BASE_URL: llm.baseURL, LLM_MODEL: 'fake' } }));
      const zh = { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } };
      const { token, uid } = await app.member();
      await app.deps.db.updateTable('users').set({ lang: locale }).where('id', '=', uid).execute();
      const storyChat = (await app.call('/v1/session/from/character', { characterId: sofia.id, scriptId: story.id }, { token, ...zh }))
        .data;
      const sent = await app.call(
        '/v1/session/chat',
        { sessionId: storyChat.sessionId, content: '继续', clientMsgId: randomUUID() },
        { token, ...zh },
      );
      expect(sent.code).toBe(0);
      const prompt = JSON.stringify(llm.requests.at(-1));
      // Before: the English title, which she then quoted to a reader of the Chinese one.
      expect(prompt).toContain(texts.stories![story.id]!.title);
      expect(prompt).not.toContain(story.title);
    } finally {
      await llm.close();
    }
  });

  it('without a header follows the saved language, and falls back to English field by field', async () => {
    const app = (t = await makeTestApp({ dialect }));
    const { token, uid } = (await app.call('/v1/user/token')).data;
    await app.deps.db.updateTable('users').set({ lang: locale }).where('id', '=', uid).execute();
    const saved = (await app.call('/v1/character/detail', { characterId: sofia.id }, { token })).data;
    expect(saved.description).toBe(texts.characters![sofia.id]!.description);

    await app.deps.db
      .updateTable('character_texts')
      .set({ description: '' })
      .where('character_id', '=', sofia.id)
      .where('locale', '=', locale)
      .execute();
    const partial = (await app.call('/v1/character/detail', { characterId: sofia.id }, { token })).data;
    expect(partial.description).toBe(sofia.description);
    expect(partial.intro).toBe(texts.characters![sofia.id]!.intro);
  });
});
