import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { jpeg, mp4, recordedWebm, webm } from '../domain/trust/test-media.js';
import { privateDir, reviewVerification } from '../domain/verification.js';
import { sweepDeletions, GRACE_MS } from '../domain/trust/deletion.js';
import { generationIdle } from '../domain/custom-characters/generation.js';
import { flatImages, template } from './custom-character.test-support.js';

let t: TestApp;
afterEach(() => t?.close());

const MB = 1024 * 1024;

/** The raw upload as the mini-app sends it. */
async function upload(token: string, kind: 'photo' | 'video', body: Buffer | ReadableStream<Uint8Array>, declareLength = true) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream' };
  if (declareLength && Buffer.isBuffer(body)) headers['content-length'] = String(body.length);
  const res = await t.app.request(`/upload/verification?kind=${kind}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  return (await res.json()) as { code: number; message: string; data: any };
}

/** `bytes` of zeros after a JPEG's magic, produced lazily a megabyte at a time (never held whole). */
function stream(bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(MB);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const n = Math.min(MB, bytes - sent);
      controller.enqueue(sent === 0 ? jpeg(n) : chunk.subarray(0, n));
      sent += n;
    },
  });
}

const filesOf = (uid: string) => {
  const dir = join(privateDir(t.dataDir), uid);
  return existsSync(dir) ? readdirSync(dir) : [];
};
const rows = async (uid: string) => t.deps.db.selectFrom('profile_verifications').selectAll().where('user_id', '=', uid).execute();

describe.each(dialects)('profile verification on %s', (dialect) => {
  it('refuses a too-large photo, a too-long video and a too-large video with a clear reason, writing nothing', async () => {
    t = await makeTestApp({ dialect });
    const { token, uid } = await t.member();

    const photo = await upload(token, 'photo', jpeg(5 * MB + 1));
    expect(photo).toMatchObject({ code: 1000, data: { reason: 'too_large' } });
    expect(photo.message).toMatch(/too large \(at most 5 MB\)/);
    // Not declared: counted as it streams, and cut at the limit.
    expect((await upload(token, 'photo', jpeg(5 * MB + 1), false)).data.reason).toBe('too_large');

    for (const long of [mp4(20, 4096), webm(20), recordedWebm(20)]) {
      const r = await upload(token, 'video', long);
      expect(r).toMatchObject({ code: 1000, data: { reason: 'too_long' } });
      expect(r.message).toMatch(/too long \((20\.0|19\.5) s, at most 15 s\)/);
    }
    expect((await upload(token, 'video', stream(100 * MB + 1), false)).data.reason).toBe('too_large');
    expect((await upload(token, 'video', jpeg(1000))).data.reason).toBe('bad_type');
    expect((await upload(token, 'photo', mp4(3))).data.reason).toBe('bad_type');

    expect(filesOf(uid)).toEqual([]);
    expect(await rows(uid)).toEqual([]);
    expect((await t.call('/v1/user/profile-verification/info', {}, { token })).data.status).toBe('none');
  });

  it('limits uploads per account like image work: past the limit 1004 and nothing stored', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMIT_IMAGE_ACCOUNT: '2/600' } });
    const { token, uid } = await t.member();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await upload(token, 'photo', jpeg(5 * MB + 1)));
    expect(answers.map((a) => a.code)).toEqual([1000, 1000, 1004]);
    expect(filesOf(uid)).toEqual([]);
  });

  it('keeps a valid video privately as pending; an operator approval marks the creator verified', async () => {
    t = await makeTestApp({ dialect });
    const { token, uid } = await t.member();
    const up = await upload(token, 'video', mp4(14.5));
    expect(up).toMatchObject({ code: 0, data: { kind: 'video', durationMs: 14_500 } });
    expect(up.data.uploadId).toMatch(/^[0-9a-f]{32}$/);
    // Not reachable over HTTP: only /media is served, and the file sits under private/.
    expect(filesOf(uid)).toEqual([up.data.uploadId]);
    const res = await t.app.request(`/media/../private/verification/${uid}/${up.data.uploadId}`);
    expect(res.headers.get('content-type') ?? '').not.toMatch(/video|octet/);

    const other = await t.member();
    expect((await t.call('/v1/user/profile-verification/submit', { uploadId: up.data.uploadId }, { token: other.token })).code).toBe(1000);
    const submitted = await t.call('/v1/user/profile-verification/submit', { uploadId: up.data.uploadId }, { token });
    expect(submitted.data).toMatchObject({ status: 'pending', kind: 'video' });

    expect((await t.call('/v1/social/info', {}, { token })).data.verified).toBe(false);
    expect(await reviewVerification(t.deps.db, up.data.uploadId, true, '', t.deps.clock())).toBe(true);
    expect((await t.call('/v1/user/profile-verification/info', {}, { token })).data.status).toBe('approved');
    expect((await t.call('/v1/social/info', {}, { token })).data.verified).toBe(true);
  });

  it('queues one pending verification per user under 50 concurrent submits', async () => {
    t = await makeTestApp({ dialect });
    const { token, uid } = await t.member();
    const ids: string[] = [];
    for (let i = 0; i < 50; i++) ids.push((await upload(token, 'photo', jpeg(2000))).data.uploadId);
    const answers = await Promise.all(ids.map((uploadId) => t.call('/v1/user/profile-verification/submit', { uploadId }, { token })));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 1000 && /already waiting/.test(a.message))).toHaveLength(49);
    expect((await rows(uid)).filter((r) => r.status === 'pending')).toHaveLength(1);
  });
});

describe.each(dialects)('publishing on %s', (dialect) => {
  it('needs a verified profile: refused with 2006 and nothing published, allowed once approved, the mark shown on the page', async () => {
    t = await makeTestApp({ dialect });
    t.deps.image = flatImages;
    const { token, uid } = await t.member();
    await t.deps.db.updateTable('users').set({ gold_balance: 100 }).where('id', '=', uid).execute();
    const { data } = await t.call('/v1/custom-character/create', template, { token });
    await generationIdle();
    const refused = await t.call('/v1/custom-character/confirm', { id: data.id, visibility: 1 }, { token });
    expect(refused).toMatchObject({ code: 2006, message: 'Verify your profile before publishing characters' });
    expect((await t.call('/v1/custom-character/detail', { id: data.id }, { token })).data).toMatchObject({ state: 30, visibility: 0 });

    const up = await upload(token, 'photo', jpeg(4096));
    await t.call('/v1/user/profile-verification/submit', { uploadId: up.data.uploadId }, { token });
    await reviewVerification(t.deps.db, up.data.uploadId, true, '', t.deps.clock());
    await t.call('/v1/social/update', { instagram: 'https://instagram.com/maker' }, { token });
    expect((await t.call('/v1/custom-character/confirm', { id: data.id, visibility: 1 }, { token })).data).toMatchObject({ visibility: 1 });
    const viewer = await t.member();
    // Under review it is nobody else's to see; an operator's release shows the creator's card.
    expect((await t.call('/v1/social/info', { characterId: data.id }, { token: viewer.token })).data).toEqual({
      links: {},
      verified: false,
    });
    await t.deps.db.updateTable('characters').set({ release: 30 }).where('id', '=', data.id).execute();
    expect((await t.call('/v1/social/info', { characterId: data.id }, { token: viewer.token })).data).toEqual({
      links: { instagram: 'https://instagram.com/maker' },
      verified: true,
    });
  });
});

describe.each(dialects)('appeals on %s', (dialect) => {
  it('keep one pending appeal per subject under 50 concurrent submits, with text limits', async () => {
    t = await makeTestApp({ dialect });
    const { token, uid } = await t.member();
    const now = t.deps.clock();
    expect(
      (await t.call('/v1/user/appeal/submit', { subjectType: 'restriction', subjectId: uid, text: 'I did nothing wrong here' }, { token }))
        .code,
    ).toBe(1000);
    await t.deps.db
      .insertInto('chat_restrictions')
      .values({ user_id: uid, until: now + 3_600_000, episodes: 1, review_status: 'pending', create_time: now })
      .execute();

    const info = await t.call('/v1/user/appeal/pending/info', {}, { token });
    expect(info.data.list).toEqual([{ subjectType: 'restriction', subjectId: uid, title: '', until: now + 3_600_000, appeal: null }]);
    expect(
      (await t.call('/v1/user/appeal/submit', { subjectType: 'restriction', subjectId: uid, text: 'short' }, { token })).message,
    ).toMatch(/At least 10/);
    expect(
      (await t.call('/v1/user/appeal/submit', { subjectType: 'restriction', subjectId: uid, text: 'x'.repeat(2001) }, { token })).message,
    ).toMatch(/At most 2000/);

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.call(
          '/v1/user/appeal/submit',
          { subjectType: 'restriction', subjectId: uid, text: `Please look again, attempt ${i}` },
          { token },
        ),
      ),
    );
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.code === 1000)).toHaveLength(49);
    const stored = await t.deps.db.selectFrom('appeals').selectAll().where('user_id', '=', uid).execute();
    expect(stored).toHaveLength(1);
    expect((await t.call('/v1/user/appeal/pending/info', {}, { token })).data.list[0].appeal).toMatchObject({
      status: 'pending',
      id: stored[0]!.id,
    });
  });
});

describe.each(dialects)('account deletion on %s', (dialect) => {
  it('waits out its grace period (cancellable), then erases personal data and content but keeps the ledger', async () => {
    t = await makeTestApp({ dialect });
    const { token, uid } = await t.member();
    await t.call('/v1/user/update', { nick: 'Alice Realname' }, { token });
    await t.call('/v1/social/update', { instagram: 'https://instagram.com/alice' }, { token });
    await t.deps.db
      .insertInto('ledger')
      .values({
        user_id: uid,
        currency: 'gold',
        amount: 5,
        balance_after: 5,
        reason: 'gold_order',
        ref_id: 'o_test',
        create_time: t.deps.clock(),
      })
      .execute();
    const ledgerBefore = await t.deps.db.selectFrom('ledger').select('id').where('user_id', '=', uid).execute();

    expect((await t.call('/v1/user/danger-zone/activate', {}, { token })).data).toEqual({ dangerZone: true });
    const { deleteAfter } = (await t.call('/v1/user/danger-zone/info', {}, { token })).data;
    expect(deleteAfter).toBe(t.deps.clock() + GRACE_MS);
    expect((await t.call('/v1/user/my-profile', {}, { token })).data.dangerZone).toBe(true);

    // Withdrawn during the grace period: the sweep leaves it.
    t.tick(GRACE_MS / 2);
    expect((await t.call('/v1/user/danger-zone/deactivate', {}, { token })).data).toEqual({ dangerZone: false });
    t.tick(GRACE_MS);
    expect(await sweepDeletions(t.deps, t.deps.clock())).toEqual([]);
    expect((await t.call('/v1/user/my-profile', {}, { token })).data.nick).toBe('Alice Realname');

    // Asked again: nothing before the period ends, erased after (once, however many sweeps run).
    await t.call('/v1/user/danger-zone/activate', {}, { token });
    t.tick(GRACE_MS - 1000);
    expect(await sweepDeletions(t.deps, t.deps.clock())).toEqual([]);
    t.tick(2000);
    const sweeps = await Promise.all([1, 2, 3].map(() => sweepDeletions(t.deps, t.deps.clock())));
    expect(sweeps.flat()).toEqual([uid]);

    expect((await t.call('/v1/user/my-profile', {}, { token })).code).toBe(1003);
    const user = await t.deps.db.selectFrom('users').selectAll().where('id', '=', uid).executeTakeFirstOrThrow();
    expect(user.nick).toBe('Deleted user');
    expect(await t.deps.db.selectFrom('identities').select('id').where('user_id', '=', uid).execute()).toEqual([]);
    expect(await t.deps.db.selectFrom('social_links').select('user_id').where('user_id', '=', uid).execute()).toEqual([]);
    expect(await t.deps.db.selectFrom('ledger').select('id').where('user_id', '=', uid).execute()).toEqual(ledgerBefore);
  });
});

describe.each(dialects)('social links on %s', (dialect) => {
  it('take https links of known networks only', async () => {
    t = await makeTestApp({ dialect });
    const { token } = await t.member();
    for (const [network, url] of [
      ['instagram', 'javascript:alert(1)'],
      ['instagram', 'http://instagram.com/a'],
      ['x', 'https://evil.example/x.com'],
      ['tiktok', 'https://tiktok.com.evil.example/@a'],
      ['youtube', 'https://youtube.com/'],
    ] as const) {
      const r = await t.call('/v1/social/update', { [network]: url }, { token });
      expect({ url, code: r.code }).toEqual({ url, code: 1000 });
    }
    expect((await t.call('/v1/social/update', { mastodon: 'https://mastodon.social/@a' }, { token })).code).toBe(1000);
    const ok = await t.call(
      '/v1/social/update',
      { instagram: 'https://www.instagram.com/alice', x: 'https://x.com/alice', tiktok: '' },
      { token },
    );
    expect(ok.data.links).toEqual({ instagram: 'https://www.instagram.com/alice', x: 'https://x.com/alice' });
    expect((await t.call('/v1/social/info', {}, { token })).data).toEqual({ links: ok.data.links, verified: false });
  });
});
