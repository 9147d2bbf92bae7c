import { afterEach, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { createImageProvider, type ImageRequest } from '../providers/image/index.js';
import { LIFETIME_VIP_MS } from '../../shared/constants.js';
import { markVerified } from '../domain/verification.js';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { generationIdle, GENERATION_TIMEOUT_MS } from '../domain/custom-characters/generation.js';
import { allPrompts } from '../domain/custom-characters/random-prompts.js';
import { assessText } from '../domain/moderation/index.js';
import { brokenImages, flatImages, heldImages, releaseHeldImages, template, withCustomRoutes } from './custom-character.test-support.js';

let t: TestApp;
let call: ReturnType<typeof withCustomRoutes>;
afterEach(async () => {
  releaseHeldImages();
  await generationIdle();
  await t.close();
});

async function start(dialect: (typeof dialects)[number] = dialects[0]!) {
  t = await makeTestApp({ dialect });
  t.deps.image = flatImages;
  call = withCustomRoutes(t);
}

async function newUser(opts: { gold?: number; premium?: boolean } = {}) {
  const v = await t.member();
  const uid = v.uid as string;
  await t.deps.db
    .updateTable('users')
    .set({ gold_balance: opts.gold ?? 0, vip_expire_at: opts.premium ? LIFETIME_VIP_MS : 0 })
    .where('id', '=', uid)
    .execute();
  await markVerified(t.deps.db, uid, t.deps.clock()); // publishing needs it (docs/trust-and-safety.md)
  return { token: v.token as string, uid };
}

const ledgerOf = (uid: string) =>
  t.deps.db
    .selectFrom('ledger')
    .select(['amount', 'reason', 'ref_id'])
    .where('user_id', '=', uid)
    .where('currency', '=', 'gold')
    .orderBy('id')
    .execute();
const countCharacters = async (uid: string) =>
  Number(
    (
      await t.deps.db
        .selectFrom('characters')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('owner_id', '=', uid)
        .executeTakeFirstOrThrow()
    ).n,
  );
const gold = async (uid: string) =>
  (await t.deps.db.selectFrom('users').select('gold_balance').where('id', '=', uid).executeTakeFirstOrThrow()).gold_balance;

describe.each(dialects)('custom characters on %s', (dialect) => {
  it('walks onSubmit → creating → createSuccess → done, charging 100 coins once, and publishes to everyone', async () => {
    await start(dialect);
    const me = await newUser({ gold: 150 });
    const created = await call('/v1/custom-character/create', template, me.token);
    expect(created).toMatchObject({ code: 0, data: { state: 20 } });
    const id = created.data.id as string;
    const during = await call('/v1/custom-character/detail', { id }, me.token);
    expect(during.data).toMatchObject({ state: 20, visibility: 0, release: 10, cost: 10, customType: 10 });
    expect(during.data.progress).toBeLessThan(100);
    expect(await ledgerOf(me.uid)).toEqual([{ amount: -100, reason: 'create_character', ref_id: id }]);

    await generationIdle();
    const ready = await call('/v1/custom-character/detail', { id }, me.token);
    expect(ready.data).toMatchObject({
      state: 30,
      progress: 100,
      failReason: '',
      name: 'Giulia',
      tags: expect.arrayContaining(['my own tag']),
    });
    expect(ready.data.avatar).toMatch(/^\/media\/.+\.webp$/);
    expect(ready.data.photos).toHaveLength(4);
    expect(ready.data.photos.every((p: { blurred: boolean }) => !p.blurred)).toBe(true);
    expect(ready.data.greeting).toMatch(/^Hi, I'm Giulia\./);

    const stranger = await newUser();
    const list = (token = stranger.token) => call('/v1/character/list', { sort: 3, page: 1, pageSize: 50 }, token);
    expect((await list()).data.list.map((c: { id: string }) => c.id)).not.toContain(id);

    const published = await call('/v1/custom-character/confirm', { id, visibility: 1 }, me.token);
    expect(published.data).toMatchObject({ state: 40, visibility: 1, release: 20 });
    expect((await list()).data.list.map((c: { id: string }) => c.id)).not.toContain(id);
    await t.deps.db.updateTable('characters').set({ release: 30 }).where('id', '=', id).execute(); // an operator releases it (docs/operator-console.md)
    expect((await list()).data.list.map((c: { id: string }) => c.id)).toContain(id);
    expect((await call('/v1/character/detail', { characterId: id }, stranger.token)).data).toMatchObject({
      name: 'Giulia',
      isCustom: true,
    });
    const session = await call('/v1/session/from/character', { characterId: id }, stranger.token);
    expect(session.data.messages[0].content).toMatch(/^Hi, I'm Giulia\./);

    // Once public, never private again, whichever call tries it.
    const back = await call('/v1/custom-character/edit', { id, visibility: 0 }, me.token);
    expect(back).toMatchObject({ code: 1000, message: 'A published character cannot be made private again' });
    expect((await call('/v1/custom-character/confirm', { id, visibility: 0 }, me.token)).code).toBe(1000);
    expect((await call('/v1/custom-character/detail', { id }, me.token)).data).toMatchObject({ visibility: 1, release: 30 });
    expect(await gold(me.uid)).toBe(50);
  });
});

describe.each(dialects)('custom characters, more, on %s', (dialect) => {
  it('keeps a confirmed character private until edit publishes it', async () => {
    await start(dialect);
    const me = await newUser({ gold: 100 });
    const { data } = await call('/v1/custom-character/create', template, me.token);
    await generationIdle();
    const kept = await call('/v1/custom-character/confirm', { id: data.id, visibility: 0 }, me.token);
    expect(kept.data).toMatchObject({ state: 40, visibility: 0, release: 10 });
    expect((await call('/v1/custom-character/confirm', { id: data.id, visibility: 1 }, me.token)).message).toBe(
      'Character is already confirmed',
    );
    const open = await call('/v1/custom-character/edit', { id: data.id, visibility: 1, name: 'Giulia Rossi' }, me.token);
    expect(open.data).toMatchObject({ state: 40, visibility: 1, release: 20, name: 'Giulia Rossi' });
  });

  it('gives Premium one free template creation, then charges; prompt mode is never the free one', async () => {
    await start(dialect);
    const vip = await newUser({ premium: true, gold: 0 });
    expect((await call('/v1/custom-character/list', {}, vip.token)).data).toMatchObject({ memberFreeAvailable: true, createPrice: 100 });
    const first = await call('/v1/custom-character/create', template, vip.token);
    expect(first.code).toBe(0);
    await generationIdle();
    expect((await call('/v1/custom-character/detail', { id: first.data.id }, vip.token)).data).toMatchObject({ cost: 20, state: 30 });
    expect(await ledgerOf(vip.uid)).toEqual([]);

    const second = await call('/v1/custom-character/create', template, vip.token);
    expect(second.code).toBe(2002);
    await t.deps.db.updateTable('users').set({ gold_balance: 100 }).where('id', '=', vip.uid).execute();
    // Deleting the free one does not give the free creation back.
    expect((await call('/v1/custom-character/delete', { id: first.data.id }, vip.token)).code).toBe(0);
    const prompt = await call(
      '/v1/custom-character/create',
      { ...template, mode: 'prompt', prompt: 'A cheerful 28-year-old chef who loves spicy food.' },
      vip.token,
    );
    expect(prompt.code).toBe(0);
    expect(await ledgerOf(vip.uid)).toEqual([{ amount: -100, reason: 'create_character', ref_id: prompt.data.id }]);
    expect((await call('/v1/custom-character/list', {}, vip.token)).data.memberFreeAvailable).toBe(false);
  });

  it('answers 2005 while one is generating, for create, rebuild and delete; nothing more is saved or charged', async () => {
    await start(dialect);
    const held = heldImages();
    t.deps.image = held.provider;
    const me = await newUser({ gold: 500 });
    const first = await call('/v1/custom-character/create', template, me.token);
    const again = await call('/v1/custom-character/create', { ...template, name: 'Second' }, me.token);
    expect(again).toMatchObject({ code: 2005, message: 'Character is being generated, please wait' });
    expect(await countCharacters(me.uid)).toBe(1);
    expect(await gold(me.uid)).toBe(400);
    expect((await call('/v1/custom-character/rebuild', { id: first.data.id }, me.token)).code).toBe(2005);
    expect((await call('/v1/custom-character/delete', { id: first.data.id }, me.token)).code).toBe(2005);
    held.release();
    await generationIdle();
    expect((await call('/v1/custom-character/create', { ...template, name: 'Second' }, me.token)).code).toBe(0);
  });

  it('fails to createFail with the message and a refund row when the image service fails, then rebuilds', async () => {
    await start(dialect);
    t.deps.image = brokenImages;
    const me = await newUser({ gold: 100 });
    const { data } = await call('/v1/custom-character/create', template, me.token);
    await generationIdle();
    const failed = await call('/v1/custom-character/detail', { id: data.id }, me.token);
    expect(failed.data).toMatchObject({ state: 21, failReason: 'Failed to generate image, please try again', progress: 0 });
    expect(await ledgerOf(me.uid)).toEqual([
      { amount: -100, reason: 'create_character', ref_id: data.id },
      { amount: 100, reason: 'refund', ref_id: data.id },
    ]);
    expect(await gold(me.uid)).toBe(100);
    expect((await call('/v1/custom-character/confirm', { id: data.id, visibility: 1 }, me.token)).message).toBe(
      'Failed to generate image, please try again',
    );

    t.deps.image = flatImages;
    const rebuilt = await call('/v1/custom-character/rebuild', { id: data.id, hairColor: 'blonde' }, me.token);
    expect(rebuilt.data).toMatchObject({ state: 20 });
    await generationIdle();
    expect((await call('/v1/custom-character/detail', { id: data.id }, me.token)).data).toMatchObject({
      state: 30,
      hairColor: 'blonde',
      failReason: '',
    });
    expect(await gold(me.uid)).toBe(0);
  });

  it('gives the Premium free creation back when its generation fails', async () => {
    await start(dialect);
    t.deps.image = brokenImages;
    const vip = await newUser({ premium: true });
    await call('/v1/custom-character/create', template, vip.token);
    await generationIdle();
    expect((await call('/v1/custom-character/list', {}, vip.token)).data).toMatchObject({
      memberFreeAvailable: true,
      list: [{ state: 21 }],
    });
  });

  it('settles a generation whose process died: createFail and refund after the timeout', async () => {
    await start(dialect);
    const held = heldImages();
    t.deps.image = held.provider;
    const me = await newUser({ gold: 100 });
    const { data } = await call('/v1/custom-character/create', template, me.token);
    t.tick(GENERATION_TIMEOUT_MS + 1);
    expect((await call('/v1/custom-character/detail', { id: data.id }, me.token)).data.state).toBe(21);
    expect(await gold(me.uid)).toBe(100);
    held.release();
    await generationIdle();
    // The late pictures are thrown away: the character stays failed and unpaid.
    const after = await call('/v1/custom-character/detail', { id: data.id }, me.token);
    expect(after.data).toMatchObject({ state: 21, photos: [] });
    expect(await gold(me.uid)).toBe(100);
  });

  it('deletes the pre-created character when the wizard is closed before confirming', async () => {
    await start(dialect);
    const me = await newUser({ gold: 100 });
    const { data } = await call('/v1/custom-character/create', template, me.token);
    await generationIdle();
    const detail = await call('/v1/custom-character/detail', { id: data.id }, me.token);
    const avatarFile = join(t.dataDir, detail.data.avatar.replace(/^\//, ''));
    expect(existsSync(avatarFile)).toBe(true);
    expect(await call('/v1/custom-character/delete', { id: data.id }, me.token)).toMatchObject({ code: 0, data: { id: data.id } });
    expect(await countCharacters(me.uid)).toBe(0);
    expect(existsSync(avatarFile)).toBe(false);
    expect((await call('/v1/custom-character/detail', { id: data.id }, me.token)).code).toBe(1000);
  });

  it('keeps every call owner-only: someone else’s id answers like a missing one', async () => {
    await start(dialect);
    const me = await newUser({ gold: 100 });
    const other = await newUser({ gold: 100 });
    const { data } = await call('/v1/custom-character/create', template, me.token);
    await generationIdle();
    for (const [path, params] of [
      ['detail', { id: data.id }],
      ['delete', { id: data.id }],
      ['confirm', { id: data.id, visibility: 1 }],
      ['edit-nick', { id: data.id, name: 'Mine' }],
      ['edit-before-confirm', { id: data.id, name: 'Mine' }],
      ['edit', { id: data.id, name: 'Mine' }],
      ['rebuild', { id: data.id }],
    ] as const) {
      const r = await call(`/v1/custom-character/${path}`, params, other.token);
      expect(r, path).toMatchObject({ code: 1000, message: 'Character not found' });
    }
    expect((await call('/v1/custom-character/list', {}, other.token)).data.list).toEqual([]);
    expect((await call('/v1/custom-character/list', {}, me.token)).data.list).toMatchObject([{ id: data.id, state: 30, progress: 100 }]);
    expect((await call('/v1/custom-character/detail', { id: data.id })).code).toBe(1003);
    expect(await gold(other.uid)).toBe(100);
  });

  it('refuses content and bad input before saving or charging anything', async () => {
    await start(dialect);
    const me = await newUser({ gold: 500 });
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ description: 'A 15-year-old girl from my class.' }, 2004, /adults \(18\+\).*description: "age 15"/],
      [{ description: 'She sells cocaine at the club.' }, 2004, /Illegal drugs/],
      [{ tags: ['boyfriend'], description: 'Tall and strong.' }, 2004, /Only female characters/],
      [{ name: 'Twin sisters' }, 2004, /several people/],
      [{ gender: 'man' }, 2004, /Only female characters can be created \(gender: "man"\)/],
      [{ mode: 'prompt', prompt: 'a t33n who loves anime' }, 2004, /adults/],
      [{ description: '' }, 1000, 'Please enter character description'],
      [{ name: '  ' }, 1000, 'Operation failed, input field cannot be empty'],
      [{ mode: 'prompt', prompt: '' }, 1000, 'Operation failed, input field cannot be empty'],
      [{ kinks: ['romantic', 'teasing', 'praise', 'feet'] }, 1000, 'kinks: Choose at most 3 kinks'],
      [{ age: 17 }, 1000, 'age: Characters must be at least 18 years old'],
    ];
    for (const [change, code, message] of cases) {
      const r = await call('/v1/custom-character/create', { ...template, ...change }, me.token);
      expect(r.code, JSON.stringify(change)).toBe(code);
      expect(r.message).toMatch(message);
    }
    expect(await countCharacters(me.uid)).toBe(0);
    expect(await ledgerOf(me.uid)).toEqual([]);
    expect(await t.deps.db.selectFrom('tags').select('id').where('name', '=', 'boyfriend').executeTakeFirst()).toBeUndefined();
  });

  it('edits before and after confirming, through the content policy', async () => {
    await start(dialect);
    const me = await newUser({ gold: 100 });
    const { data } = await call('/v1/custom-character/create', template, me.token);
    const early = await call(
      '/v1/custom-character/edit-before-confirm',
      { id: data.id, description: 'She paints at dawn.', tags: ['Romantic'] },
      me.token,
    );
    expect(early.data).toMatchObject({ description: 'She paints at dawn.', tags: ['Romantic'] });
    const refused = await call(
      '/v1/custom-character/edit-before-confirm',
      { id: data.id, description: 'He is a bearded carpenter.' },
      me.token,
    );
    expect(refused.code).toBe(2004);
    expect((await call('/v1/custom-character/edit', { id: data.id, name: 'X' }, me.token)).message).toMatch(/Confirm the character first/);
    await generationIdle();
    await call('/v1/custom-character/confirm', { id: data.id, visibility: 0 }, me.token);
    expect((await call('/v1/custom-character/edit-before-confirm', { id: data.id, name: 'Y' }, me.token)).message).toMatch(
      /already confirmed/,
    );
    expect((await call('/v1/custom-character/edit-nick', { id: data.id, name: 'Giuly' }, me.token)).data.name).toBe('Giuly');
    expect((await call('/v1/custom-character/edit-nick', { id: data.id, name: 'loli' }, me.token)).code).toBe(2004);
    const edited = await call(
      '/v1/custom-character/edit',
      { id: data.id, personality: 'sage', greeting: 'Welcome back, darling.' },
      me.token,
    );
    expect(edited.data).toMatchObject({
      name: 'Giuly',
      description: 'She paints at dawn.',
      personality: 'sage',
      greeting: 'Welcome back, darling.',
      state: 40,
    });
  });

  it('draws with the built-in renderer by default, every picture from the same seed and appearance', async () => {
    await start(dialect);
    const builtin = createImageProvider({});
    const requests: ImageRequest[] = [];
    t.deps.image = { name: builtin.name, generate: (req, signal) => (requests.push(req), builtin.generate(req, signal)) };
    const me = await newUser({ gold: 100 });
    const { data } = await call('/v1/custom-character/create', { ...template, style: 'ANIMATE', hairColor: 'red' }, me.token);
    await generationIdle();
    expect(requests.map((r) => r.variant)).toEqual([0, 1, 2, 3, 4]);
    expect(new Set(requests.map((r) => r.seed)).size).toBe(1);
    expect(requests.every((r) => r.appearance.hairColor === 'red' && r.appearance.style === 'ANIMATE' && r.appearance.age === 24)).toBe(
      true,
    );
    const d = (await call('/v1/custom-character/detail', { id: data.id }, me.token)).data;
    const stats = await sharp(join(t.dataDir, d.avatar.replace(/^\//, ''))).stats();
    for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(20);
  });

  it('greets in her creator’s language: Arabic for a user of the app in Arabic, English otherwise (before: English for everyone)', async () => {
    await start(dialect);
    const me = await newUser({ gold: 500 });
    // The app's language (Accept-Language, what the mini-app sends), else the saved one.
    const byHeader = await t.call('/v1/custom-character/create', template, { token: me.token, headers: { 'accept-language': 'ar' } });
    await generationIdle();
    await t.deps.db.updateTable('users').set({ lang: 'ar' }).where('id', '=', me.uid).execute();
    const bySaved = await call('/v1/custom-character/create', { ...template, name: 'ليلى', relationship: 'wife' }, me.token);
    await generationIdle();
    const english = await t.call('/v1/custom-character/create', template, { token: me.token, headers: { 'accept-language': 'en' } });
    await generationIdle();
    const detail = async (id: string) => (await call('/v1/custom-character/detail', { id }, me.token)).data;

    const ar = await detail(byHeader.data.id);
    expect(ar.greeting).toMatch(/^مرحباً، أنا Giulia\. ها أنت ذا!/);
    expect((await detail(bySaved.data.id)).greeting).toMatch(/^مرحباً، أنا ليلى\. أهلاً بك في البيت/);
    expect((await detail(english.data.id)).greeting).toMatch(/^Hi, I'm Giulia\. There you are!/);
    // Her first message in the chat is that greeting.
    const session = await call('/v1/session/from/character', { characterId: byHeader.data.id }, me.token);
    expect(session.data.messages[0].content).toBe(ar.greeting);
  });

  it('suggests a random prompt in the user’s language that the content policy allows', async () => {
    await start(dialect);
    const en = await call('/v1/custom-character/random-prompt', {});
    expect(en.data.prompt.length).toBeGreaterThan(20);
    const zh = await call('/v1/custom-character/random-prompt', { lang: 'zh' });
    expect(zh.data.prompt).toMatch(/[\u4e00-\u9fff]/);
    expect((await call('/v1/custom-character/random-prompt', { lang: 'ta' })).data.prompt).toMatch(/[a-z]/);
    for (const p of allPrompts()) expect(assessText(p), p).toBeNull();
  });
});
