import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dialects, makeTestApp, type TestApp } from '../test/harness.js';
import { jpeg, mp4 } from '../domain/trust/test-media.js';
import { privateDir } from '../domain/verification.js';

let t: TestApp;
afterEach(async () => t?.close());

const MB = 1024 * 1024;

async function upload(token: string, kind: 'photo' | 'video', body: Buffer) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'content-length': String(body.length) };
  const res = await t.app.request(`/upload/verification?kind=${kind}`, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
  return (await res.json()) as { code: number; message: string; data: any };
}

describe.each(dialects)('verification uploads from a hostile client on %s', (dialect) => {
  it('keeps a user’s uploads not yet submitted to a video and a photo: a new one removes the oldest beyond that', async () => {
    t = await makeTestApp({ dialect, env: { RATE_LIMITS: 'off' } });
    const { token, uid } = await t.member();
    const onDisk = () => readdirSync(join(privateDir(t.dataDir), uid)).sort();
    const video = mp4(10, 60 * MB);
    const first = (await upload(token, 'video', video)).data.uploadId as string;
    const second = (await upload(token, 'video', video)).data.uploadId as string;
    const photo = (await upload(token, 'photo', jpeg(4 * MB))).data.uploadId as string;
    expect(onDisk()).toEqual([second, photo].sort());

    // The removed one is gone for good; the kept ones submit.
    expect(await t.call('/v1/user/profile-verification/submit', { uploadId: first }, { token })).toMatchObject({
      code: 1000,
      message: 'uploadId is not an upload of yours',
    });
    expect(await t.deps.db.selectFrom('profile_verifications').select('id').where('user_id', '=', uid).execute()).toEqual([]);
    expect((await t.call('/v1/user/profile-verification/submit', { uploadId: second }, { token })).data.status).toBe('pending');
    // A submitted upload is the queue's, not counted against the next ones.
    await upload(token, 'video', video);
    expect(onDisk()).toContain(second);
  });
});
