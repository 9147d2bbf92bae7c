import type { Context, MiddlewareHandler, Next } from 'hono';
import { parse } from '@tma.js/init-data-node';
import { decodeJwt } from 'jose';
import { ErrorCode } from '../../shared/errors.js';
import { rateLimitDefaults, type RateRule } from '../config.js';
import { sha256Hex } from '../domain/ids.js';
import { clientIp } from './client-ip.js';
import { callToken, tokenUser } from './token-user.js';
import type { AppEnv } from './env.js';
import { localizeError } from './error-translations.js';

/**
 * Which calls each policy guards; its rules (`<policy>.ip`, `.account`, `.target`) and their
 * windows are in config.ts. A call counts against every rule of its policy and is refused when
 * any is full. docs/rate-limits.md has the table.
 */
export const ratePolicies = {
  token: ['/v1/user/token'],
  login_send: ['/v1/login/email/request-login', '/v1/login/phone/valid-code/request', '/admin/api/login/request'],
  login_guess: ['/v1/login/email', '/v1/login/phone', '/v1/user/bind/phone', '/admin/api/login/verify', '/admin/api/login/totp'],
  // Sign-ins with a proof from Telegram or Google: anyone may call them, each answer writes a
  // token, and one proof stays valid for hours (a day for Telegram's init data).
  signin: ['/v1/login/telegram', '/v1/login/google'],
  // Calls that make the bot call Telegram: its flood control is one budget for the whole bot
  // (about 30 calls a second), so one member repeating them would delay every user's messages.
  telegram: ['/v1/user/invite/prepare', '/v1/vip/stars-subscription/edit'],
  logs: ['/out-comm-logs/*'],
  open: ['/v1/open', '/v1/user/pay/feedback', '/v1/user/report'],
  analytics: ['/v1/fz/fb/log', '/v1/analytics/events'],
  chat: ['/v1/session/chat', '/v1/tour/session/chat', '/v1/session/regenerate'],
  order: [
    '/v1/vip/order/create',
    '/v1/vip/order/visitor-create',
    '/v1/vip/order/payment',
    '/v1/gold/order/create',
    '/v1/gold/order/payment',
    '/v1/user-payment/bind',
    '/v1/service/order/create',
  ],
  image: [
    '/v1/character/photograph/generate',
    '/v1/session/photo/request',
    '/v1/custom-character/create',
    '/v1/custom-character/rebuild',
    '/v1/custom-character/import-card',
    '/upload/verification',
  ],
  // Every other /v1 call (lists, details, the tour's matches, config): cheap each, but a client
  // repeating them keeps a core busy. Counted per process (config.ts `perProcessRules`).
  read: ['/v1/*'],
} as const;
export type RatePolicy = keyof typeof ratePolicies;
type KeyKind = 'ip' | 'account' | 'target';

const exact = new Map<string, RatePolicy>();
const prefixes: [string, RatePolicy][] = [];
for (const [policy, paths] of Object.entries(ratePolicies) as [RatePolicy, readonly string[]][]) {
  for (const path of paths) {
    if (path.endsWith('/*')) prefixes.push([path.slice(0, -1), policy]);
    else exact.set(path, policy);
  }
}
prefixes.sort(([a], [b]) => b.length - a.length);
const rulesOf = new Map<RatePolicy, [RateRule, KeyKind][]>();
for (const rule of Object.keys(rateLimitDefaults) as RateRule[]) {
  const [policy, kind] = rule.split('.') as [RatePolicy, KeyKind];
  rulesOf.set(policy, [...(rulesOf.get(policy) ?? []), [rule, kind]]);
}

export function policyOf(path: string): RatePolicy | undefined {
  // The longest prefix: `/v1/*` (read) is what is left once every other policy had its say.
  return exact.get(path) ?? prefixes.find(([prefix]) => path.startsWith(prefix))?.[1];
}

/**
 * Refuse a call over its limits with 1004 before its handler runs, so a refused call writes
 * nothing. Mounted after the /v1 envelope (it reads the token and the login target from it) and
 * in front of the logs.
 */
export function rateLimit(): MiddlewareHandler<AppEnv> {
  // Not async: a call no policy guards passes through without a promise of its own.
  return function refuseOverLimit(c, next) {
    const policy = policyOf(c.req.path);
    return policy ? guarded(c, next, policy) : next();
  };
}

/** The policy's rules counted for this call: 1004 with Retry-After when one is full, else the handler. */
async function guarded(c: Context<AppEnv>, next: Next, policy: RatePolicy): Promise<Response | void> {
  const deps = c.get('deps');
  const envelope = c.get('envelope') as AppEnv['Variables']['envelope'] | undefined;
  let account: Promise<string | undefined> | undefined;
  const keyOf = (kind: KeyKind): Promise<string | undefined> | string | undefined => {
    if (kind === 'ip') return clientIp(c, deps.config.trustProxy);
    if (kind === 'target') return targetKey(envelope?.params);
    return (account ??= accountKey(c, deps.clock()));
  };
  const waits = await Promise.all(
    (rulesOf.get(policy) ?? []).map(async ([rule, kind]) => {
      const key = await keyOf(kind);
      return key ? deps.rateLimits.consume(rule, `${kind}:${key}`) : 0;
    }),
  );
  const waitMs = Math.max(0, ...waits);
  if (waitMs === 0) return next();
  const seconds = Math.ceil(waitMs / 1000);
  c.header('Retry-After', String(seconds));
  return c.json({
    code: ErrorCode.tooManyRequests,
    message: localizeError(`Too many requests, try again in ${seconds} s`, c.req.header('accept-language')),
    data: null,
    region: c.get('region') ?? '',
  });
}

/** The user behind the token (read once for the whole call, see token-user.ts), else the token's own hash; none without a token. */
async function accountKey(c: Context<AppEnv>, now: number): Promise<string | undefined> {
  const token = callToken(c);
  if (!token) return undefined;
  const user = await tokenUser(c, now);
  return user ? `u:${user.id}` : `t:${sha256Hex(token).slice(0, 32)}`;
}

/**
 * Whom a sign-in is for, hashed (the table keeps no addresses): the mailbox or phone a login code
 * goes to, the Telegram user of init data, the Google account of a credential. Read before the
 * proof is checked: a forged one only picks its own bucket, and is refused by the handler.
 */
function targetKey(params: unknown): string | undefined {
  if (!params || typeof params !== 'object') return undefined;
  const p = params as Record<string, unknown>;
  const target =
    typeof p.email === 'string'
      ? `e:${p.email.trim().toLowerCase()}`
      : typeof p.phone === 'string'
        ? `p:${p.phone.replace(/[^\d+]/g, '')}`
        : typeof p.initData === 'string'
          ? telegramUserOf(p.initData)
          : typeof p.credential === 'string'
            ? googleSubjectOf(p.credential)
            : undefined;
  return target ? sha256Hex(target).slice(0, 32) : undefined;
}

/** `tg:<user id>` of mini-app init data, read (not checked) by the parser the sign-in uses. */
function telegramUserOf(initData: string): string | undefined {
  try {
    const id = parse(initData).user?.id;
    return id === undefined ? undefined : `tg:${id}`;
  } catch {
    return undefined;
  }
}

/** `g:<sub>` of a Google ID token, decoded (not verified) by jose, which the sign-in verifies it with. */
function googleSubjectOf(credential: string): string | undefined {
  try {
    const { sub } = decodeJwt(credential);
    return sub ? `g:${sub}` : undefined;
  } catch {
    return undefined;
  }
}
