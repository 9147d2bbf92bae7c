import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { trust as s, VERIFICATION_UPLOAD_PATH } from '../../shared/schemas/trust.js';
import { TOKEN_COOKIE } from '../../shared/constants.js';
import { ErrorCode, errorMessages } from '../../shared/errors.js';
import { call } from '../http/call.js';
import { isVisitorOnly } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { userOfToken } from '../domain/accounts/tokens.js';
import {
  maxBytesOf,
  receiveUpload,
  submitVerification,
  UploadRefused,
  verificationInfo,
  type VerificationKind,
} from '../domain/verification.js';
import { appealables, submitAppeal } from '../domain/trust/appeals.js';
import { creatorCard, saveLinks } from '../domain/trust/social.js';
import { deletionInfo } from '../domain/trust/deletion.js';
import { rateLimit } from '../http/rate-limit.js';

/** The trust calls under /v1 (docs/trust-and-safety.md). */
export const trustRoutes = new Hono<AppEnv>()
  .post(
    s.verificationSubmit.path,
    call(s.verificationSubmit, async ({ deps, params, member, now }) =>
      submitVerification(deps, (await member()).id, params.uploadId, now),
    ),
  )
  .post(
    s.verificationInfo.path,
    call(s.verificationInfo, async ({ deps, user }) => verificationInfo(deps.db, (await user()).id)),
  )
  .post(
    s.appealPendingInfo.path,
    call(s.appealPendingInfo, async ({ deps, user, now }) => appealables(deps.db, (await user()).id, now)),
  )
  .post(
    s.appealSubmit.path,
    call(s.appealSubmit, async ({ deps, params, member, now }) =>
      submitAppeal(deps.db, (await member()).id, params.subjectType, params.subjectId, params.text, now),
    ),
  )
  .post(
    s.socialUpdate.path,
    call(s.socialUpdate, async ({ deps, params, member, now }) => ({ links: await saveLinks(deps.db, (await member()).id, params, now) })),
  )
  .post(
    s.socialInfo.path,
    call(s.socialInfo, async ({ deps, params, maybeUser }) => creatorCard(deps.db, params.characterId, (await maybeUser())?.id)),
  )
  .post(
    s.deletionInfo.path,
    call(s.deletionInfo, async ({ deps, user }) => deletionInfo(deps.db, (await user()).id)),
  );

/**
 * The raw verification upload, outside the /v1 envelope: a video may be 100 MB, which JSON and
 * base64 would make 133 MB in memory. The body is the file itself, streamed to a private file and
 * refused as soon as it passes its limit; the token comes as `Authorization: Bearer` (or the
 * cookie). Answers the envelope's shape; a refusal's `data.reason` says why in one word.
 */
export const trustUploadRoutes = new Hono<AppEnv>().use(VERIFICATION_UPLOAD_PATH, rateLimit()).post(VERIFICATION_UPLOAD_PATH, async (c) => {
  const deps = c.get('deps');
  const now = deps.clock();
  const answer = (code: number, message: string, data: unknown) => c.json({ code, message, data, region: '' });
  const kind = c.req.query('kind') as VerificationKind | undefined;
  if (kind !== 'photo' && kind !== 'video') return answer(ErrorCode.badParams, 'kind must be photo or video', null);
  const token = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? getCookie(c, TOKEN_COOKIE) ?? '';
  const user = await userOfToken(deps.db, token, now);
  if (!user || isVisitorOnly(user, now)) {
    c.header('Connection', 'close');
    return answer(ErrorCode.loginNeeded, errorMessages[ErrorCode.loginNeeded], null);
  }
  const declared = Number(c.req.header('content-length') ?? NaN);
  try {
    if (declared > maxBytesOf(kind))
      throw new UploadRefused('too_large', `The ${kind} is too large (at most ${maxBytesOf(kind) / (1024 * 1024)} MB)`);
    const body = c.req.raw.body;
    if (!body) throw new UploadRefused('bad_type', 'The file is empty');
    const data = await receiveUpload(deps, user.id, kind, body as unknown as AsyncIterable<Uint8Array>);
    return answer(0, '', { ...data, kind });
  } catch (e) {
    if (!(e instanceof UploadRefused)) throw e;
    // The rest of a refused body is not read: the connection cannot carry another request.
    c.header('Connection', 'close');
    return answer(ErrorCode.badParams, e.message, { reason: e.reason, maxBytes: maxBytesOf(kind), maxMs: 15_000 });
  }
});
