import { Hono } from 'hono';
import { auth as s } from '../../shared/schemas/auth.js';
import { LoginType } from '../../shared/enums.js';
import { getBrand } from '../../shared/brands.js';
import { ErrorCode } from '../../shared/errors.js';
import { matchLocale, DEFAULT_LOCALE } from '../../shared/locales.js';
import { z } from 'zod';
import { call, type CallContext } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { AppError } from '../errors.js';
import { createUser } from '../domain/users.js';
import { issueToken, revokeToken } from '../domain/accounts/tokens.js';
import { consumeCode, consumeMagic, issueCode } from '../domain/accounts/codes.js';
import { bindIdentity, signInWithIdentity } from '../domain/accounts/identities.js';
import { verifyInitData } from '../domain/accounts/telegram.js';
import { loginCodeMail } from '../domain/accounts/mail-texts.js';
import { creditReferral, referrerFromStartParam } from '../domain/rewards.js';

const langOf = (ctx: CallContext<unknown>) =>
  matchLocale(ctx.c.req.header('accept-language')?.split(',')[0]) ?? DEFAULT_LOCALE;

function requireLoginType(ctx: CallContext<unknown>, type: LoginType) {
  const brand = getBrand(ctx.envelope.publisher || ctx.deps.config.brand);
  if (!brand.loginTypes.includes(type)) throw new AppError(ErrorCode.badParams, 'This sign-in method is not available here');
}

export const authRoutes = new Hono<AppEnv>()
  .post('/user/token', call(s.visitorToken.params, async (ctx) => {
      const { deps, now, envelope, region } = ctx;
      const user = await deps.db.transaction().execute((trx) =>
        createUser(trx, { lang: langOf(ctx), channel: envelope.ch, isVisitor: true, countryCode: region, now }),
      );
      const token = await issueToken(deps.db, user.id, now);
      return { token, uid: user.id, lang: user.lang, isRegister: true, registerTime: user.create_time };
    }),
  )
  .post('/user/logout', call(z.object({}).passthrough(), async ({ deps, token, now }) => {
      if (token) await revokeToken(deps.db, token, now);
      return { ok: true };
    }),
  )
  .post('/login/email/request-login', call(s.emailRequest.params, async ({ deps, params, now, envelope }) => {
      const { code, magic } = await issueCode(deps.db, 'email', params.email, now, !params.useShortCode);
      const magicUrl = magic ? `${deps.config.publicUrl}/login/code?magic=${encodeURIComponent(magic)}` : null;
      await deps.mailer.send({ to: params.email, ...loginCodeMail(envelope.publisher || deps.config.brand, code, magicUrl) });
      return { success: true };
    }),
  )
  .post('/login/email', call(s.emailLogin.params, async (ctx) => {
      const { deps, params, now, envelope, region } = ctx;
      let email: string;
      if ('magicToken' in params) {
        email = await consumeMagic(deps.db, params.magicToken, now);
      } else {
        await consumeCode(deps.db, 'email', params.email, params.code, now);
        email = params.email;
      }
      return signInWithIdentity(deps.db, {
        type: 'email',
        subject: email,
        // No nick: one made from the address would publish it (docs/visitors.md).
        lang: langOf(ctx),
        channel: envelope.ch,
        countryCode: region,
        current: await ctx.maybeUser(),
        now,
      });
    }),
  )
  .post('/login/telegram', call(s.telegramLogin.params, async (ctx) => {
      const { deps, params, now, envelope, region } = ctx;
      requireLoginType(ctx, LoginType.telegram);
      const tg = verifyInitData(params.initData, deps.config.botToken, now);
      const result = await signInWithIdentity(deps.db, {
        type: 'telegram',
        subject: tg.telegramId,
        nick: tg.nick,
        lang: tg.lang ?? langOf(ctx),
        channel: envelope.ch,
        countryCode: region,
        current: await ctx.maybeUser(),
        now,
      });
      // A friend's invite link (start_param ref_<uid>) rewards the friend once.
      const referrer = referrerFromStartParam(tg.startParam);
      if (result.isRegister && referrer) await creditReferral(deps, result.uid, referrer);
      // Telegram's language is the user's: new accounts take it.
      if (result.isRegister && tg.lang) {
        await deps.db.updateTable('users').set({ lang: tg.lang }).where('id', '=', result.uid).execute();
        return { ...result, lang: tg.lang };
      }
      return result;
    }),
  )
  .post('/login/google', call(s.googleLogin.params, async (ctx) => {
      const { deps, params, now, envelope, region } = ctx;
      requireLoginType(ctx, LoginType.google);
      const g = await deps.verifyGoogle(params.credential);
      return signInWithIdentity(deps.db, {
        type: 'google',
        subject: g.sub,
        nick: g.name,
        lang: matchLocale(g.locale) ?? langOf(ctx),
        channel: envelope.ch,
        countryCode: region,
        current: await ctx.maybeUser(),
        now,
      });
    }),
  )
  .post('/login/phone/valid-code/request', call(s.phoneCodeRequest.params, async ({ deps, params, now }) => {
      const { code } = await issueCode(deps.db, 'phone', params.phone, now);
      await deps.sms.send(params.phone, `${getBrand(deps.config.brand).title} code: ${code}. It expires in 10 minutes.`);
      return { success: true };
    }),
  )
  .post('/login/phone', call(s.phoneLogin.params, async (ctx) => {
      const { deps, params, now, envelope, region } = ctx;
      await consumeCode(deps.db, 'phone', params.phone, params.code, now);
      return signInWithIdentity(deps.db, {
        type: 'phone',
        subject: params.phone,
        lang: langOf(ctx),
        channel: envelope.ch,
        countryCode: region,
        current: await ctx.maybeUser(),
        now,
      });
    }),
  )
  .post('/user/bind/telegram', call(s.bindTelegram.params, async ({ deps, params, now, user }) => {
      const u = await user();
      const tg = verifyInitData(params.initData, deps.config.botToken, now);
      await bindIdentity(deps.db, u, 'telegram', tg.telegramId, now);
      return { success: true };
    }),
  )
  .post('/user/bind/phone', call(s.bindPhone.params, async ({ deps, params, now, user }) => {
      const u = await user();
      await consumeCode(deps.db, 'phone', params.phone, params.code, now);
      await bindIdentity(deps.db, u, 'phone', params.phone, now);
      return { success: true };
    }),
  );
