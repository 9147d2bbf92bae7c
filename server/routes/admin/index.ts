/**
 * The operator console's API (docs/operator-console.md): `/admin/api/*`, JSON in and out, an
 * httpOnly session cookie, not part of the users' contract. Sign-in calls share the login
 * calls' rate limits (http/rate-limit.ts).
 */
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { rateLimit } from '../../http/rate-limit.js';
import {
  COOKIE,
  SESSION_MS,
  operatorOf,
  requestOperatorCode,
  signOut,
  verifyOperatorCode,
  verifyOperatorTotp,
} from '../../domain/admin/auth.js';
import { auditPage } from '../../domain/admin/audit.js';
import { characterQueue, decideCharacter, takeDownCharacter, decideReport, reportQueue } from '../../domain/admin/queues.js';
import { ban, findUsers, grant, refund, restrict, userDetail } from '../../domain/admin/people.js';
import { handle, may } from './handle.js';
import { moreAdminRoutes } from './trust-money-numbers.js';

const email = z.string().trim().email().max(200);
const id = z.string().trim().min(1).max(100);
const reason = z.string().trim().min(1).max(500);

export const adminRoutes = new Hono<AppEnv>();
adminRoutes.use('*', rateLimit());

adminRoutes.post(
  '/login/request',
  handle(null, z.object({ email }), async (c, p) => {
    await requestOperatorCode(c.get('deps'), p.email);
    return { sent: true };
  }),
);
adminRoutes.post(
  '/login/verify',
  handle(
    null,
    z.object({
      email,
      code: z
        .string()
        .trim()
        .regex(/^\d{6}$/),
    }),
    (c, p) => verifyOperatorCode(c.get('deps'), p.email, p.code),
  ),
);
adminRoutes.post(
  '/login/totp',
  handle(
    null,
    z.object({
      ticket: z.string().min(10).max(100),
      totp: z
        .string()
        .trim()
        .regex(/^\d{6}$/),
    }),
    async (c, p) => {
      const deps = c.get('deps');
      const secret = await verifyOperatorTotp(deps, p.ticket, p.totp);
      setCookie(c, COOKIE, secret, {
        httpOnly: true,
        sameSite: 'Strict',
        path: '/admin',
        secure: deps.config.production,
        maxAge: SESSION_MS / 1000,
      });
      return operatorOf(deps, secret);
    },
  ),
);
adminRoutes.post(
  '/logout',
  handle(null, z.object({}), async (c) => {
    await signOut(c.get('deps'), getCookie(c, COOKIE));
    deleteCookie(c, COOKIE, { path: '/admin' });
    return { ok: true };
  }),
);
adminRoutes.post(
  '/me',
  handle(may.view, z.object({}), async (_c, _p, op) => op),
);

adminRoutes.post(
  '/queue/characters',
  handle(may.review, z.object({}), (c) => characterQueue(c.get('deps'))),
);
adminRoutes.post(
  '/queue/characters/decide',
  handle(may.review, z.object({ id, approve: z.boolean(), reason: z.string().trim().max(500).default('') }), (c, p, op) =>
    decideCharacter(c.get('deps'), op, p.id, p.approve, p.reason),
  ),
);
adminRoutes.post(
  '/characters/take-down',
  handle(may.review, z.object({ id, reason: z.string().trim().max(500) }), (c, p, op) =>
    takeDownCharacter(c.get('deps'), op, p.id, p.reason),
  ),
);
adminRoutes.post(
  '/queue/reports',
  handle(may.review, z.object({}), (c) => reportQueue(c.get('deps'))),
);
adminRoutes.post(
  '/queue/reports/decide',
  handle(
    may.review,
    z.object({ id, status: z.enum(['resolved', 'dismissed']), note: z.string().trim().max(500).default('') }),
    (c, p, op) => decideReport(c.get('deps'), op, p.id, p.status, p.note),
  ),
);

adminRoutes.post(
  '/users/find',
  handle(may.view, z.object({ q: z.string().max(200) }), (c, p) => findUsers(c.get('deps'), p.q)),
);
adminRoutes.post(
  '/users/detail',
  handle(may.view, z.object({ userId: id }), (c, p) => userDetail(c.get('deps'), p.userId)),
);
const grantSchema = z.object({
  userId: id,
  reason,
  grant: z.discriminatedUnion('kind', [
    z.object({ kind: z.enum(['gold', 'energy']), amount: z.number().int().min(1).max(1_000_000) }),
    z.object({ kind: z.literal('premium'), days: z.number().int().min(1).max(3650) }),
  ]),
});
adminRoutes.post(
  '/users/grant',
  handle(may.money, grantSchema, (c, p, op) => grant(c.get('deps'), op, p.userId, p.grant, p.reason)),
);
adminRoutes.post(
  '/users/restrict',
  handle(
    may.discipline,
    z.object({
      userId: id,
      hours: z
        .number()
        .int()
        .min(1)
        .max(24 * 365),
      reason,
    }),
    (c, p, op) => restrict(c.get('deps'), op, p.userId, p.hours, p.reason),
  ),
);
adminRoutes.post(
  '/users/ban',
  handle(may.discipline, z.object({ userId: id, reason }), (c, p, op) => ban(c.get('deps'), op, p.userId, p.reason)),
);
adminRoutes.post(
  '/orders/refund',
  handle(may.money, z.object({ orderId: id, reason }), (c, p, op) => refund(c.get('deps'), op, p.orderId, p.reason)),
);
adminRoutes.post(
  '/audit',
  handle(
    may.audit,
    z.object({
      subjectId: z.string().trim().max(100).optional(),
      operator: z.string().trim().max(200).optional(),
      userId: z.string().trim().max(100).optional(),
    }),
    (c, p) => auditPage(c.get('deps').db, p),
  ),
);
adminRoutes.route('/', moreAdminRoutes);
adminRoutes.all('*', (c) => c.json({ code: 1001, message: `uri not exist: ${c.req.path}`, data: null }, 404));
