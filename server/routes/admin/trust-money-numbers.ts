/**
 * The console's calls beyond the first set (docs/operator-console.md): the numbers, the trust
 * queues (verifications with their signed media links, appeals), service-order settlements and
 * deleting a user. Mounted by index.ts under `/admin/api`, behind the same rate limits.
 */
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { AppError } from '../../errors.js';
import { COOKIE, operatorOf, type Operator } from '../../domain/admin/auth.js';
import { writeAudit } from '../../domain/admin/audit.js';
import { numbers } from '../../domain/admin/numbers.js';
import { checkMediaLink } from '../../domain/admin/media-links.js';
import {
  appealQueue,
  decideAppeal,
  decideVerification,
  pendingVerificationFile,
  verificationQueue,
} from '../../domain/admin/trust-queues.js';
import { openServiceOrders, settleServiceOrder } from '../../domain/admin/service-disputes.js';
import { deleteUser } from '../../domain/admin/people.js';
import { sniffType, type MediaType } from '../../domain/trust/media.js';
import { privateDir } from '../../domain/verification.js';
import { handle, may } from './handle.js';

const id = z.string().trim().min(1).max(100);
const reason = z.string().trim().min(1).max(500);
const optionalReason = z.string().trim().max(500).default('');
const time = z.number().int().min(0).max(8_640_000_000_000);

export const moreAdminRoutes = new Hono<AppEnv>();

moreAdminRoutes.post(
  '/numbers',
  handle(may.numbers, z.object({ from: time, to: time }), (c, p) => numbers(c.get('deps').db, { from: p.from, to: p.to })),
);

moreAdminRoutes.post(
  '/queue/verifications',
  handle(may.review, z.object({}), (c, _p, op) => verificationQueue(c.get('deps'), op)),
);
moreAdminRoutes.post(
  '/queue/verifications/decide',
  handle(may.review, z.object({ id, approve: z.boolean(), reason: optionalReason }), (c, p, op) =>
    decideVerification(c.get('deps'), op, p.id, p.approve, p.reason),
  ),
);
moreAdminRoutes.post(
  '/queue/appeals',
  handle(may.review, z.object({}), (c) => appealQueue(c.get('deps'))),
);
moreAdminRoutes.post(
  '/queue/appeals/decide',
  handle(may.review, z.object({ id, accept: z.boolean(), reason: optionalReason }), (c, p, op) =>
    decideAppeal(c.get('deps'), op, p.id, p.accept, p.reason),
  ),
);
moreAdminRoutes.post(
  '/queue/service-orders',
  handle(may.money, z.object({}), (c) => openServiceOrders(c.get('deps'))),
);
moreAdminRoutes.post(
  '/queue/service-orders/settle',
  handle(may.money, z.object({ id, outcome: z.enum(['refund', 'release']), reason }), (c, p, op) =>
    settleServiceOrder(c.get('deps'), op, p.id, p.outcome, p.reason),
  ),
);
moreAdminRoutes.post(
  '/users/delete',
  handle(may.erase, z.object({ userId: id, reason }), (c, p, op) => deleteUser(c.get('deps'), op, p.userId, p.reason)),
);

const mime: Record<MediaType, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', mp4: 'video/mp4', webm: 'video/webm' };

/**
 * A verification's photo or video: only for a reviewing operator's session AND a link signed for
 * that operator that has not expired (media-links.ts); never cached, never sniffed by the browser.
 */
moreAdminRoutes.get('/media/:id', async (c) => {
  const deps = c.get('deps');
  const refuse = (status: 401 | 403 | 404, text: string) => c.text(text, status, { 'cache-control': 'no-store' });
  let op: Operator;
  try {
    op = await operatorOf(deps, getCookie(c, COOKIE));
    if (!(may.review as readonly string[]).includes(op.role)) return refuse(403, `The ${op.role} role may not see verification media`);
  } catch (e) {
    if (e instanceof AppError) return refuse(401, 'Operator sign-in needed');
    throw e;
  }
  const verdict = checkMediaLink(deps.config, c.req.param('id'), c.req.query('exp'), c.req.query('sig'), op.email, deps.clock());
  if (verdict !== 'ok') return refuse(403, verdict === 'expired' ? 'This link has expired' : 'This link is not valid');
  const row = await pendingVerificationFile(deps, c.req.param('id'));
  if (!row) return refuse(404, 'Not waiting for review');
  const path = join(privateDir(deps.config.dataDir), row.file);
  const info = await stat(path).catch(() => null);
  if (!info) return refuse(404, 'The file is gone');
  const fh = await open(path, 'r');
  const head = Buffer.alloc(16);
  try {
    await fh.read(head, 0, 16, 0);
  } finally {
    await fh.close();
  }
  const type = sniffType(head);
  if (!type) return refuse(404, 'Unreadable file');
  const headers = {
    'content-type': mime[type],
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-disposition': 'inline',
    'accept-ranges': 'bytes',
  };
  // One byte range (what a video element asks for to seek, and Safari to play at all).
  const range = /^bytes=(\d*)-(\d*)$/.exec(c.req.header('range') ?? '');
  // Seeing private media is an action too: one audit row per viewing (not per later range of it).
  if (!range || range[1] === '0')
    await writeAudit(
      deps.db,
      op,
      { action: 'verification.view_media', subjectType: 'verification', subjectId: c.req.param('id'), before: null, after: null },
      deps.clock(),
    );
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, info.size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
    if (start > end || start >= info.size)
      return new Response(null, { status: 416, headers: { ...headers, 'content-range': `bytes */${info.size}` } });
    return new Response(Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream, {
      status: 206,
      headers: { ...headers, 'content-length': String(end - start + 1), 'content-range': `bytes ${start}-${end}/${info.size}` },
    });
  }
  return new Response(Readable.toWeb(createReadStream(path)) as ReadableStream, {
    headers: { ...headers, 'content-length': String(info.size) },
  });
});
