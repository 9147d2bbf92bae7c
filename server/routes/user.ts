import { Hono } from 'hono';
import { user as s } from '../../shared/schemas/user.js';
import { ledger } from '../../shared/schemas/ledger.js';
import { ErrorCode } from '../../shared/errors.js';
import { isPremium } from '../../shared/constants.js';
import { matchLocale } from '../../shared/locales.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { AppError, badParams, notFound } from '../errors.js';
import { cleanDisplayName } from '../domain/display-names.js';
import { getUser, toProfile } from '../domain/users.js';
import { listBinds } from '../domain/accounts/identities.js';
import { ledgerPage } from '../domain/ledger.js';
import { logClientEvent } from '../domain/logs.js';
import { utcOffsetEast } from '../domain/proactive/schedule.js';
import { jsonText } from '../db/json-text.js';
import { cancelDeletion, requestDeletion, stopStarsRenewalOnDeletion } from '../domain/trust/deletion.js';
import { submitReport } from '../domain/trust/reports.js';
import { assertProfileTexts } from '../domain/moderation/profile.js';

export const userRoutes = new Hono<AppEnv>()
  .post(
    s.myProfile.path,
    call(s.myProfile, async ({ deps, user, now }) => toProfile(deps.db, await user(), now)),
  )
  .post(
    s.update.path,
    call(s.update, async ({ deps, params, user, now }) => {
      const u = await user();
      const nick = params.nick === undefined ? undefined : cleanDisplayName(params.nick);
      // The same sentence as an empty nick: what is left shows nothing.
      if (params.nick !== undefined && nick === undefined) throw badParams('nick: Operation failed, input field cannot be empty');
      // Both are read into every chat prompt: held to the content policy before anything is written.
      assertProfileTexts({ nick, preferences: params.preferences });
      await deps.db
        .updateTable('users')
        .set({
          ...(nick !== undefined && { nick }),
          ...(params.avatar !== undefined && { avatar: params.avatar }),
          ...(params.lang !== undefined && { lang: params.lang }),
          ...(params.preferences !== undefined && { preferences: jsonText(params.preferences) }),
          update_time: now,
        })
        .where('id', '=', u.id)
        .execute();
      return toProfile(deps.db, (await getUser(deps.db, u.id))!, now);
    }),
  )
  .post(
    s.updateTags.path,
    call(s.updateTags, async ({ deps, params, user, now }) => {
      const u = await user();
      const tags = [...new Set(params.tags)];
      assertProfileTexts({ tags });
      await deps.db
        .updateTable('users')
        .set({ tags: jsonText(tags), update_time: now })
        .where('id', '=', u.id)
        .execute();
      return { tags };
    }),
  )
  .post(
    s.init.path,
    call(s.init, async ({ deps, params, user, now, envelope }) => {
      const u = await user();
      const channel = (params.channel ?? envelope.ch).trim();
      // Only a language the app has (a browser tag like pt-BR becomes pt): like /user/update, never
      // the raw string, which every later answer would carry as the user's language.
      const lang = matchLocale(params.lang);
      const offsetEast = utcOffsetEast(envelope.timezoneOffset);
      assertProfileTexts({ preferences: params.preferences });
      await deps.db
        .updateTable('users')
        .set({
          ...(lang && { lang }),
          // The first non-empty channel wins: it says where the user came from.
          ...(channel && !u.channel && { channel }),
          ...(params.preferences && { preferences: jsonText({ ...JSON.parse(u.preferences), ...params.preferences }) }),
          ...(offsetEast !== null && { utc_offset_min: offsetEast }),
          update_time: now,
        })
        .where('id', '=', u.id)
        .execute();
      return toProfile(deps.db, (await getUser(deps.db, u.id))!, now);
    }),
  )
  .post(
    s.updateGeom.path,
    call(s.updateGeom, async ({ deps, params, user, now }) => {
      const u = await user();
      await deps.db
        .updateTable('users')
        .set({ country_code: params.countryCode, city: params.city, update_time: now })
        .where('id', '=', u.id)
        .execute();
      return { countryCode: params.countryCode, city: params.city };
    }),
  )
  .post(
    s.profile.path,
    call(s.profile, async ({ deps, params }) => {
      const u = await getUser(deps.db, params.uid);
      if (!u) throw notFound('User');
      return { id: u.id, nick: u.nick, avatar: u.avatar, createTime: u.create_time };
    }),
  )
  .post(
    s.changeStyle.path,
    call(s.changeStyle, async ({ deps, params, user, now }) => {
      const u = await user();
      // A Premium control, like the advanced model (docs/money.md).
      if (!isPremium(u.vip_expire_at, now)) throw new AppError(ErrorCode.premiumRequired);
      await deps.db.updateTable('users').set({ style: params.style, update_time: now }).where('id', '=', u.id).execute();
      return { style: params.style };
    }),
  )
  .post(
    s.changeChatModel.path,
    call(s.changeChatModel, async ({ deps, params, user, now }) => {
      const u = await user();
      if (params.model === 'advanced' && !isPremium(u.vip_expire_at, now))
        throw new AppError(ErrorCode.premiumRequired, 'The advanced model is a Premium feature');
      await deps.db.updateTable('users').set({ chat_model: params.model, update_time: now }).where('id', '=', u.id).execute();
      return { model: params.model };
    }),
  )
  .post(
    s.enableNsfw.path,
    call(s.enableNsfw, async ({ deps, params, user, now }) => {
      const u = await user();
      await deps.db
        .updateTable('users')
        .set({ nsfw: params.enable ? 1 : 0, update_time: now })
        .where('id', '=', u.id)
        .execute();
      return { nsfw: params.enable };
    }),
  )
  // Danger zone: the user asks for the account to be deleted (erased by the sweep after the grace
  // period, docs/trust-and-safety.md) or withdraws that request.
  .post(
    s.dangerZoneActivate.path,
    call(s.dangerZoneActivate, async ({ deps, user, now }) => {
      const u = await user();
      await requestDeletion(deps.db, u.id, now);
      await stopStarsRenewalOnDeletion(deps, u);
      return { dangerZone: true };
    }),
  )
  .post(
    s.dangerZoneDeactivate.path,
    call(s.dangerZoneDeactivate, async ({ deps, user, now }) => {
      await cancelDeletion(deps.db, (await user()).id, now);
      return { dangerZone: false };
    }),
  )
  .post(
    s.report.path,
    call(s.report, async ({ deps, params, user, now }) =>
      submitReport(deps.db, await user(), params.targetType, params.targetId, params.reason, now),
    ),
  )
  .post(
    s.binds.path,
    call(s.binds, async ({ deps, user }) => ({ list: await listBinds(deps.db, (await user()).id) })),
  )
  .post(
    ledger.list.path,
    call(ledger.list, async ({ deps, params, user }) =>
      ledgerPage(deps.db, (await user()).id, params.page, params.pageSize, params.currency),
    ),
  )
  .post(
    s.location.path,
    call(s.location, async ({ region, maybeUser }) => {
      const u = await maybeUser();
      return { countryCode: region || u?.country_code || '', city: u?.city ?? '' };
    }),
  )
  .post(
    s.open.path,
    call(s.open, async ({ deps, params, maybeUser, envelope, now }) => {
      const u = await maybeUser();
      await logClientEvent(deps.db, 'open', u?.id ?? null, { ...params, plat: envelope.plat, ch: envelope.ch, uuid: envelope.uuid }, now);
      return { ok: true };
    }),
  );
