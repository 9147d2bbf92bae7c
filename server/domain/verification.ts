/**
 * Profile verification (docs/trust-and-safety.md): a photo or a short video, checked by its bytes
 * (size, kind, real duration), stored privately under DATA_DIR/private (never served), and queued
 * as pending until an operator reviews it. Publishing characters and taking service orders need an
 * approved one: `isVerified`.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/connect.js';
import type { Deps } from '../deps.js';
import { ErrorCode } from '../../shared/errors.js';
import { verificationLimits, type UploadRefusal } from '../../shared/trust.js';
import type { VerificationInfo } from '../../shared/schemas/trust.js';
import { AppError } from '../errors.js';
import { isUniqueViolation } from './orders/db-errors.js';
import { photoTypes, sniffType, videoDurationMs, videoTypes, type MediaType } from './trust/media.js';

export type VerificationKind = 'photo' | 'video';

/** Refusals of the trust calls; the screens show their own translated texts for them. */
export const TrustText = {
  verifyToPublish: 'Verify your profile before publishing characters',
  verifyToServe: 'Verify your profile before taking service orders',
  notYourUpload: 'uploadId is not an upload of yours',
  alreadyVerified: 'Your profile is already verified',
  alreadyPending: 'A verification of yours is already waiting for review',
} as const;

/** True once an operator approved one of the user's verifications. */
export async function isVerified(db: Db, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('profile_verifications')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return !!row;
}

/** Throws 2006 unless the user is verified: what publishing and service orders call first. */
export async function assertVerified(db: Db, userId: string, message: string = TrustText.verifyToPublish): Promise<void> {
  if (!(await isVerified(db, userId))) throw new AppError(ErrorCode.verificationRequired, message);
}

/** An upload refused: the reason is a fixed word the client translates; nothing is kept. */
export class UploadRefused extends Error {
  override readonly name = 'UploadRefused';
  constructor(
    readonly reason: UploadRefusal,
    message: string,
  ) {
    super(message);
  }
}

export const privateDir = (dataDir: string) => join(dataDir, 'private', 'verification');
const uploadFile = (dataDir: string, userId: string, id: string) => join(privateDir(dataDir), userId, id);
const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

export const maxBytesOf = (kind: VerificationKind) =>
  kind === 'photo' ? verificationLimits.photoMaxBytes : verificationLimits.videoMaxBytes;
const tooLarge = (kind: VerificationKind) => new UploadRefused('too_large', `The ${kind} is too large (at most ${mb(maxBytesOf(kind))})`);

/**
 * Streams an upload to a private file, counting bytes as they come: past the kind's limit it stops
 * and deletes what it wrote. Then checks the kind from the bytes and a video's real duration.
 * Answers the upload id (128 random bits) that `submitVerification` turns into the queue row.
 */
export async function receiveUpload(
  deps: Deps,
  userId: string,
  kind: VerificationKind,
  body: AsyncIterable<Uint8Array>,
): Promise<{ uploadId: string; bytes: number; durationMs: number | null }> {
  const max = maxBytesOf(kind);
  const id = randomBytes(16).toString('hex');
  const dir = join(privateDir(deps.config.dataDir), userId);
  await mkdir(dir, { recursive: true });
  const partial = join(dir, `${id}.part`);
  let bytes = 0;
  try {
    const out = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
    try {
      for await (const chunk of body) {
        bytes += chunk.byteLength;
        if (bytes > max) throw tooLarge(kind);
        if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
      }
    } finally {
      await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
    }
    if (bytes === 0) throw new UploadRefused('bad_type', 'The file is empty');
    const type = await typeOf(partial);
    const allowed = kind === 'photo' ? photoTypes : videoTypes;
    if (!type || !allowed.includes(type)) {
      throw new UploadRefused(
        'bad_type',
        kind === 'photo' ? 'The photo must be a JPEG, PNG or WebP picture' : 'The video must be an MP4, MOV or WebM file',
      );
    }
    let durationMs: number | null = null;
    if (kind === 'video') {
      durationMs = await videoDurationMs(partial, type);
      if (durationMs === null) throw new UploadRefused('unreadable', 'The video’s length could not be read');
      if (durationMs > verificationLimits.videoMaxMs) {
        throw new UploadRefused(
          'too_long',
          `The video is too long (${(durationMs / 1000).toFixed(1)} s, at most ${verificationLimits.videoMaxMs / 1000} s)`,
        );
      }
    }
    await rename(partial, uploadFile(deps.config.dataDir, userId, id));
    await makeRoom(deps, userId, dir, id);
    return { uploadId: id, bytes, durationMs };
  } catch (e) {
    await rm(partial, { force: true });
    throw e;
  }
}

/**
 * A user's uploads not yet submitted are kept within this many bytes (a video and a photo): a new
 * one removes the oldest beyond it. Else an account could keep 60 videos of 100 MB every 10
 * minutes (the rate limit) on the disk for the day until the sweep.
 */
export const UNSUBMITTED_MAX_BYTES = verificationLimits.videoMaxBytes + verificationLimits.photoMaxBytes;

async function makeRoom(deps: Deps, userId: string, dir: string, own: string): Promise<void> {
  const submitted = new Set(
    (await deps.db.selectFrom('profile_verifications').select('id').where('user_id', '=', userId).execute()).map((r) => r.id),
  );
  // Uploads still arriving (.part) are counted by their own request when they end.
  const names = (await readdir(dir)).filter((n) => !n.endsWith('.part') && !submitted.has(n));
  const files = (await Promise.all(names.map(async (n) => ({ n, s: await stat(join(dir, n)).catch(() => null) })))).flatMap((f) =>
    f.s ? [{ name: f.n, bytes: f.s.size, at: f.s.mtimeMs }] : [],
  );
  // This upload first, then newest first (ties by name, so concurrent uploads agree on the order).
  files.sort((a, b) => Number(b.name === own) - Number(a.name === own) || b.at - a.at || (a.name < b.name ? 1 : -1));
  let kept = 0;
  for (const f of files) {
    kept += f.bytes;
    if (kept > UNSUBMITTED_MAX_BYTES && f.name !== own) await rm(join(dir, f.name), { force: true });
  }
}

async function typeOf(path: string): Promise<MediaType | null> {
  const fh = await open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await fh.read(head, 0, 16, 0);
    return sniffType(head.subarray(0, bytesRead));
  } finally {
    await fh.close();
  }
}

/**
 * Queues an upload of the caller's for review. One pending verification a user: the partial unique
 * index decides, so concurrent submits queue one and the others answer "already pending".
 */
export async function submitVerification(deps: Deps, userId: string, uploadId: string, now: number): Promise<VerificationInfo> {
  const file = uploadFile(deps.config.dataDir, userId, uploadId);
  const info = await stat(file).catch(() => null);
  if (!info) throw new AppError(ErrorCode.badParams, TrustText.notYourUpload);
  if (await isVerified(deps.db, userId)) throw new AppError(ErrorCode.badParams, TrustText.alreadyVerified);
  const fh = await open(file, 'r');
  let type: MediaType | null;
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await fh.read(head, 0, 16, 0);
    type = sniffType(head.subarray(0, bytesRead));
  } finally {
    await fh.close();
  }
  const kind: VerificationKind = type && videoTypes.includes(type) ? 'video' : 'photo';
  const durationMs = kind === 'video' && type ? await videoDurationMs(file, type) : null;
  try {
    await deps.db
      .insertInto('profile_verifications')
      .values({
        id: uploadId,
        user_id: userId,
        kind,
        file: `${userId}/${uploadId}`,
        bytes: info.size,
        duration_ms: durationMs,
        status: 'pending',
        review_note: '',
        create_time: now,
        review_time: null,
      })
      .execute();
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    const again = await deps.db.selectFrom('profile_verifications').select('id').where('id', '=', uploadId).executeTakeFirst();
    // The same upload submitted twice is one submission; another while one waits is refused.
    if (!again) throw new AppError(ErrorCode.badParams, TrustText.alreadyPending);
  }
  return verificationInfo(deps.db, userId);
}

/** The user's latest verification, the approved one first. */
export async function verificationInfo(db: Db, userId: string): Promise<VerificationInfo> {
  const row = await db
    .selectFrom('profile_verifications')
    .select(['status', 'kind', 'create_time', 'review_note'])
    .where('user_id', '=', userId)
    .orderBy(sql`CASE status WHEN 'approved' THEN 0 WHEN 'pending' THEN 1 ELSE 2 END`)
    .orderBy('create_time', 'desc')
    .executeTakeFirst();
  if (!row) return { status: 'none', kind: null, createTime: null, reviewNote: '' };
  return { status: row.status, kind: row.kind, createTime: Number(row.create_time), reviewNote: row.review_note };
}

/** The operator's decision (the console comes later; tests and scripts call it). */
export async function reviewVerification(db: Db, id: string, approve: boolean, note: string, now: number): Promise<boolean> {
  const r = await db
    .updateTable('profile_verifications')
    .set({ status: approve ? 'approved' : 'rejected', review_note: note, review_time: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** An approved verification without a file: what seeds and tests that publish use. */
export async function markVerified(db: Db, userId: string, now: number): Promise<void> {
  await db
    .insertInto('profile_verifications')
    .values({
      id: randomBytes(16).toString('hex'),
      user_id: userId,
      kind: 'photo',
      file: '',
      bytes: 0,
      duration_ms: null,
      status: 'approved',
      review_note: 'marked',
      create_time: now,
      review_time: now,
    })
    .execute();
}

/** Uploads never submitted, older than a day: their files go (the sweep calls this). */
export async function sweepStaleUploads(deps: Deps, now: number): Promise<number> {
  const root = privateDir(deps.config.dataDir);
  let removed = 0;
  for (const userId of await readdir(root).catch(() => [] as string[])) {
    const names = await readdir(join(root, userId)).catch(() => [] as string[]);
    if (!names.length) continue;
    const kept = new Set(
      (await deps.db.selectFrom('profile_verifications').select('id').where('user_id', '=', userId).execute()).map((r) => r.id),
    );
    for (const name of names) {
      const id = name.replace(/\.part$/, '');
      if (kept.has(id)) continue;
      const s = await stat(join(root, userId, name)).catch(() => null);
      if (s && now - s.mtimeMs > 24 * 3_600_000) {
        await rm(join(root, userId, name), { force: true });
        removed++;
      }
    }
  }
  return removed;
}
