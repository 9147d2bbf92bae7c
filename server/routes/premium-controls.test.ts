import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';

let t: TestApp;
afterEach(() => t.close());

describe.each(dialects)('Premium controls on %s', (dialect) => {
  it('let a Premium member switch to the advanced model and choose the style; free members get 2003 and nothing changes', async () => {
    t = await makeTestApp({ dialect });
    const free = await t.member();
    expect((await t.call('/v1/user/change-chat-model', { model: 'advanced' }, { token: free.token })).code).toBe(2003);
    expect((await t.call('/v1/user/change-style', { style: 'ANIMATE' }, { token: free.token })).code).toBe(2003);
    expect((await t.call('/v1/user/my-profile', {}, { token: free.token })).data).toMatchObject({ chatModel: 'base', style: null });

    const vip = await t.member();
    await t.deps.db
      .updateTable('users')
      .set({ vip_expire_at: t.deps.clock() + 86_400_000 })
      .where('id', '=', vip.uid)
      .execute();
    expect((await t.call('/v1/user/change-chat-model', { model: 'advanced' }, { token: vip.token })).data).toEqual({ model: 'advanced' });
    expect((await t.call('/v1/user/change-style', { style: 'ANIMATE' }, { token: vip.token })).data).toEqual({ style: 'ANIMATE' });
    expect((await t.call('/v1/user/my-profile', {}, { token: vip.token })).data).toMatchObject({ chatModel: 'advanced', style: 'ANIMATE' });
    expect((await t.call('/v1/user/change-style', { style: 'CARTOON' }, { token: vip.token })).code).toBe(1000);
  });
});
