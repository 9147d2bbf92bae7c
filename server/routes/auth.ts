import { Hono } from 'hono';
import { auth as s } from '../../shared/schemas/auth.js';
import { LoginType } from '../../shared/enums.js';
import { ErrorCode } from '../../shared/errors.js';
import { matchLocale, DEFAULT_LOCALE, localizePath } from '../../shared/locales.js';
import { call, type CallContext } from '../http/call.js';
import { requestBrand } from '../http/brand.js';
import type { AppEnv } from '../http/env.js';
import { AppError } from '../errors.js';
import { createUser } from '../domain/users.js';
import { issueToken, revokeToken } from '../domain/accounts/tokens.js';
import { consumeCode, consumeMagic, issueCode, magicRequester } from '../domain/accounts/codes.js';
import { bindIdentity, signInWithIdentity } from '../domain/accounts/identities.js';
import { verifyInitData } from '../domain/accounts/telegram.js';
import { grantWriteAccess } from '../domain/proactive/consent.js';
import { loginCodeMail } from '../domain/accounts/mail-texts.js';
import { creditSignUpReferral, withReferral } from '../domain/referrals.js';
import { hashEmail, queueConversion } from '../domain/analytics/conversions.js';

const langOf = (ctx: CallContext<unknown>) => matchLocale(ctx.c.req.header('accept-language')?.split(',')[0]) ?? DEFAULT_LOCALE;

/** The brand of the host the call came to (docs/brands.md); the envelope's `publisher` never decides. */
const brandOf = (ctx: CallContext<unknown>) => requestBrand(ctx.c, ctx.deps.config);

function requireLoginType(ctx: CallContext<unknown>, type: LoginType) {
  const { brand } = brandOf(ctx);
  if (!brand.loginTypes.includes(type)) throw new AppError(ErrorCode.badParams, 'This sign-in method is not available here');
}

/**
 * The page a magic link opens, on the host the request came to and in the asker's language; a
 * same-site `redirect` path rides along so she lands where she was.
 */
function magicLink(origin: string, lang: string, magic: string, redirect: string | undefined) {
  const q = new URLSearchParams({ magic });
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//')) q.set('redirect', redirect);
  return `${origin}${localizePath('/login/magic', lang)}?${q.toString()}`;
}

/** The sender: the brand's name before MAIL_FROM's address (the address the mail server is set up for). */
function mailFrom(title: string, configured: string) {
  const address = /<([^>]+)>/.exec(configured)?.[1] ?? configured.trim();
  return `"${title.replace(/["\\]/g, '')}" <${address}>`;
}

export const authRoutes = new Hono<AppEnv>()
  .post(
    s.visitorToken.path,
    call(s.visitorToken, async (ctx) => {
      const { deps, now, envelope, region } = ctx;
      const user = await deps.db
        .transaction()
        .execute((trx) => createUser(trx, { lang: langOf(ctx), channel: envelope.ch, isVisitor: true, countryCode: region, now }));
      const token = await issueToken(deps.db, user.id, now);
      return { token, uid: user.id, lang: user.lang, isRegister: true, registerTime: user.create_time };
    }),
  )
  .post(
    s.logout.path,
    call(s.logout, async ({ deps, token, now }) => {
      if (token) await revokeToken(deps.db, token, now);
      return { ok: true };
    }),
  )
  .post(
    s.emailRequest.path,
    call(s.emailRequest, async (ctx) => {
      const { deps, params, now } = ctx;
      const { brand, origin } = brandOf(ctx);
      const asker = await ctx.maybeUser();
      const { code, magic } = await issueCode(deps.db, 'email', params.email, now, !params.useShortCode, asker?.id);
      const magicUrl = magic ? magicLink(origin, langOf(ctx), magic, params.redirect) : null;
      await deps.mailer.send({
        to: params.email,
        from: mailFrom(brand.title, deps.config.mailFrom),
        ...loginCodeMail(brand.id, code, magicUrl, langOf(ctx)),
      });
      await queueConversion(
        deps.db,
        {
          event: 'Lead',
          subject: `email:${hashEmail(params.email)}`,
          userId: asker?.id ?? null,
          data: { emailHash: hashEmail(params.email) },
        },
        now,
      );
      return { success: true };
    }),
  )
  .post(
    s.emailLogin.path,
    call(s.emailLogin, async (ctx) => {
      const { deps, params, now, envelope, region } = ctx;
      let email: string;
      let current = await ctx.maybeUser();
      if ('magicToken' in params) {
        email = await consumeMagic(deps.db, params.magicToken, now);
        // A link someone else asked for (a sender's own address, mailed to them and passed on) signs
        // in without the opener's account: nothing of theirs is bound to it or folded into it.
        if (current && magicRequester(params.magicToken) !== current.id) current = undefined;
      } else {
        const { requestedBy } = await consumeCode(deps.db, 'email', params.email, params.code, now);
        // A code someone else asked for (their own address, talked into this app) signs in without it.
        if (current && requestedBy !== current.id) current = undefined;
        email = params.email;
      }
      return withReferral(
        deps,
        envelope.ch,
        await signInWithIdentity(deps.db, {
          type: 'email',
          subject: email,
          // No nick: one made from the address would publish it (docs/visitors.md).
          lang: langOf(ctx),
          channel: envelope.ch,
          countryCode: region,
          current,
          now,
        }),
      );
    }),
  )
  .post(
    s.telegramLogin.path,
    call(s.telegramLogin, async (ctx) => {
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
      // The bot may write to them (docs/telegram-bot.md): kept with where the consent came from.
      if (tg.allowsWriteToPm) await grantWriteAccess(deps.db, result.uid, 'init_data', now);
      // The referral rule of every sign-in; the start_param (ref_<uid>) is this call's link.
      await creditSignUpReferral(deps, result, tg.startParam, envelope.ch);
      // Telegram's language is the user's: new accounts take it.
      if (result.isRegister && tg.lang) {
        await deps.db.updateTable('users').set({ lang: tg.lang }).where('id', '=', result.uid).execute();
        return { ...result, lang: tg.lang };
      }
      return result;
    }),
  )
  .post(
    s.googleLogin.path,
    call(s.googleLogin, async (ctx) => {
      const { deps, params, now, envelope, region } = ctx;
      requireLoginType(ctx, LoginType.google);
      const g = await deps.verifyGoogle(params.credential);
      return withReferral(
        deps,
        envelope.ch,
        await signInWithIdentity(deps.db, {
          type: 'google',
          subject: g.sub,
          nick: g.name,
          lang: matchLocale(g.locale) ?? langOf(ctx),
          channel: envelope.ch,
          countryCode: region,
          current: await ctx.maybeUser(),
          now,
        }),
      );
    }),
  )
  .post(
    s.phoneCodeRequest.path,
    call(s.phoneCodeRequest, async (ctx) => {
      const { deps, params, now } = ctx;
      const { code } = await issueCode(deps.db, 'phone', params.phone, now, false, (await ctx.maybeUser())?.id);
      await deps.sms.send(params.phone, `${brandOf(ctx).brand.title} code: ${code}. It expires in 10 minutes.`);
      return { success: true };
    }),
  )
  .post(
    s.phoneLogin.path,
    call(s.phoneLogin, async (ctx) => {
      const { deps, params, now, envelope, region } = ctx;
      const { requestedBy } = await consumeCode(deps.db, 'phone', params.phone, params.code, now);
      const asker = await ctx.maybeUser();
      return withReferral(
        deps,
        envelope.ch,
        await signInWithIdentity(deps.db, {
          type: 'phone',
          subject: params.phone,
          lang: langOf(ctx),
          channel: envelope.ch,
          countryCode: region,
          // A code someone else asked for signs in without this app's account, as for email.
          current: asker && requestedBy === asker.id ? asker : undefined,
          now,
        }),
      );
    }),
  )
  .post(
    s.bindTelegram.path,
    call(s.bindTelegram, async ({ deps, params, now, user }) => {
      const u = await user();
      const tg = verifyInitData(params.initData, deps.config.botToken, now);
      await bindIdentity(deps.db, u, 'telegram', tg.telegramId, now);
      if (tg.allowsWriteToPm) await grantWriteAccess(deps.db, u.id, 'init_data', now);
      return { success: true };
    }),
  )
  .post(
    s.bindPhone.path,
    call(s.bindPhone, async ({ deps, params, now, user }) => {
      const u = await user();
      // Only a code this account asked for binds: else someone's own phone, its code talked into a
      // member's app, would let them sign in to the member's account.
      await consumeCode(deps.db, 'phone', params.phone, params.code, now, u.id);
      await bindIdentity(deps.db, u, 'phone', params.phone, now);
      return { success: true };
    }),
  );
