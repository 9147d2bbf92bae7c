import type { Context } from 'hono';
import type { z } from 'zod';
import type { Envelope } from '../../shared/schemas/common.js';
import { isPremium } from '../../shared/constants.js';
import { DEFAULT_LOCALE, matchLocale } from '../../shared/locales.js';
import type { UserRow } from '../db/database.js';
import type { Deps } from '../deps.js';
import { ErrorCode, errorMessages } from '../../shared/errors.js';
import { AppError, badParams, loginNeeded } from '../errors.js';
import { refillEnergy } from '../domain/energy.js';
import { zodMessage } from './zod-message.js';
import { callToken, tokenUser } from './token-user.js';
import { requestHeader } from './node-request.js';
import { localizeError } from './error-translations.js';
import type { AppEnv } from './env.js';
import type { CallDef } from '../../shared/api/define.js';
import { character } from '../../shared/schemas/character.js';

export interface CallContext<P> {
  c: Context<AppEnv>;
  params: P;
  envelope: Envelope;
  deps: Deps;
  now: number;
  region: string;
  /** The caller's token (envelope first, then the cookie). */
  token: string;
  /** The logged-in user (visitors included), energy refilled; 1003 when there is none. */
  user(): Promise<UserRow>;
  /**
   * The user when signed up (or paying for Premium): every call that creates, spends, earns or
   * chats outside the tour asks for it; a visitor gets 1003 "Sign up …" (docs/visitors.md).
   */
  member(): Promise<UserRow>;
  /** The user when a valid token came, else undefined. */
  maybeUser(): Promise<UserRow | undefined>;
  /**
   * The language to answer catalogue texts in: the UI language the mini-app sends as
   * Accept-Language, else the user's saved language, else English.
   */
  locale(): Promise<string>;
}

/** A visitor account (from /v1/user/token) that has neither signed up nor paid for Premium. */
export const isVisitorOnly = (u: UserRow, now: number) => u.is_visitor === 1 && !isPremium(u.vip_expire_at, now);

/**
 * One product call: validate `params` with its schema, run the handler, answer the envelope.
 * Handlers return data; errors are thrown as AppError and mapped once in app.onError.
 */
export function call<P extends z.ZodTypeAny, D extends z.ZodTypeAny>(
  def: CallDef<string, P, D>,
  handler: (ctx: CallContext<z.output<P>>) => Promise<z.input<D> | Response>,
  opts?: CallOptions,
): (c: Context<AppEnv>) => Promise<Response>;
export function call(def: CallDef, handler: (ctx: CallContext<unknown>) => Promise<unknown>, opts: CallOptions = {}) {
  const schema = def.params;
  const handle = async function handle(c: Context<AppEnv>) {
    const envelope = c.get('envelope');
    const deps = c.get('deps');
    const parsed = schema.safeParse(envelope.params ?? {});
    const now = deps.clock();
    if (!parsed.success) throw await refusalOfBadParams(c, handler, badParams(zodMessage(parsed.error)), now);
    const token = callToken(c);
    let resolved: Promise<UserRow | undefined> | undefined;
    // Methods, not arrow functions in variables: tsx (esbuild keepNames) names each such arrow
    // with an Object.defineProperty every time it is made, here on every call.
    const ctx: CallContext<unknown> = {
      c,
      params: parsed.data,
      envelope,
      deps,
      now,
      region: c.get('region'),
      token,
      maybeUser() {
        return (resolved ??= tokenUser(c, now).then((u) => (u ? refillEnergy(deps.db, u, now) : undefined)));
      },
      async locale() {
        return (
          matchLocale(requestHeader(c, 'accept-language')?.split(',')[0]?.split(';')[0]) ?? (await ctx.maybeUser())?.lang ?? DEFAULT_LOCALE
        );
      },
      async user() {
        const u = await ctx.maybeUser();
        if (!u) throw loginNeeded();
        return u;
      },
      async member() {
        const u = await ctx.user();
        if (isVisitorOnly(u, now))
          throw new AppError(ErrorCode.loginNeeded, 'Sign up to do this: it is free, and your chats and energy come with you');
        return u;
      },
    };
    const data = await handler(ctx);
    // A streamed answer (SSE) is already a response.
    if (data instanceof Response) return data;
    if (checkAnswers) checkAnswer(def, data);
    const region = c.get('region');
    if (!token && data && typeof data === 'object' && SHARED_ANSWERS.has(def.path)) {
      // The same bytes c.json would write, the data's part (and its length in bytes) made once per list.
      let shared = sharedJson.get(data);
      if (shared === undefined) {
        const json = JSON.stringify(data);
        sharedJson.set(data, (shared = { json, bytes: Buffer.byteLength(json) }));
      }
      const tail = `,"region":${JSON.stringify(region)}}`;
      return c.body(`${SHARED_HEAD}${shared.json}${tail}`, undefined, {
        'Content-Type': 'application/json',
        'Content-Length': String(SHARED_HEAD.length + shared.bytes + Buffer.byteLength(tail)),
      });
    }
    return c.json({ code: 0, message: '', data: data ?? null, region });
  };
  if (!opts.stream) return handle;
  return async function handleStream(c: Context<AppEnv>) {
    if (!(requestHeader(c, 'accept') ?? '').includes('text/event-stream')) return handle(c);
    try {
      return await handle(c);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
      return streamedError(c, e);
    }
  };
}

/**
 * What a call with bad params answers. With a user, 1000. Without one (no token, an expired one),
 * the contract's 1003 comes first for a call that needs a user: which calls do is known only to
 * their handlers, so the handler runs once more with no user and params that refuse to be read.
 * Its first step decides: asking for the user answers 1003, reading a param 1000. Neither step can
 * write before it (there is no user to write for, and nothing read to write).
 */
async function refusalOfBadParams(
  c: Context<AppEnv>,
  handler: (ctx: CallContext<unknown>) => Promise<unknown>,
  refusal: AppError,
  now: number,
): Promise<AppError> {
  if (await tokenUser(c, now)) return refusal;
  const unreadable = new Proxy(
    {},
    {
      get() {
        throw refusal;
      },
    },
  );
  const noUser = async (): Promise<UserRow> => {
    throw loginNeeded();
  };
  const ctx: CallContext<unknown> = {
    c,
    params: unreadable,
    envelope: c.get('envelope'),
    deps: c.get('deps'),
    now,
    region: c.get('region'),
    token: callToken(c),
    maybeUser: async () => undefined,
    locale: async () => DEFAULT_LOCALE,
    user: noUser,
    member: noUser,
  };
  try {
    await handler(ctx);
  } catch (e) {
    if (e instanceof AppError && e.code === ErrorCode.loginNeeded) return e;
  }
  return refusal;
}

export interface CallOptions {
  /**
   * The call answers Server-Sent Events when asked (`Accept: text/event-stream`): an error before
   * its stream began (its params, the token, a visitor's allowance) is then the stream's one
   * `error` event, as every outcome of a streamed turn is (docs/api.md, Streaming chat).
   */
  stream?: boolean;
}

/** An SSE answer holding only `error` {code, message}, with the id a turn's first event has. */
function streamedError(c: Context<AppEnv>, err: AppError): Response {
  const data = JSON.stringify({
    code: err.code,
    message: localizeError(err.message || errorMessages[err.code], requestHeader(c, 'accept-language')),
  });
  return c.body(`event: error\ndata: ${data}\nid: 1\n\n`, 200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
}

/**
 * Calls whose answer without a token is one object of the catalogue cache (domain/catalogue-cache.ts),
 * handed to every caller and never changed in place (a catalogue change makes a new one): its JSON
 * is kept beside it, with its size for Content-Length, instead of being built and measured again
 * for each call (a quarter of a home-list call's CPU).
 */
const SHARED_ANSWERS = new Set<string>([character.list.path, character.list2.path]);
const sharedJson = new WeakMap<object, { json: string; bytes: number }>();
/** What comes before the data (ASCII: its length is its size in bytes). */
const SHARED_HEAD = '{"code":0,"message":"","data":';

export { AppError };

/** Answers are checked against the contract everywhere but production (where it would cost every call). */
const checkAnswers = process.env.NODE_ENV !== 'production';

/** An answer that breaks the contract is the server's bug: fail loudly so a test sees it. */
function checkAnswer(def: CallDef, data: unknown) {
  const checked = def.data.safeParse(data ?? null);
  if (!checked.success) throw new Error(`${def.path} answered outside its contract: ${zodMessage(checked.error)}`);
}
