import { Hono } from 'hono';
import { proactive as s } from '../../shared/schemas/proactive.js';
import { isPremium } from '../../shared/constants.js';
import type { UserRow } from '../db/database.js';
import type { Deps } from '../deps.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { identitySubjectOf } from '../domain/accounts/identities.js';
import { grantWriteAccess, writeAccessOf } from '../domain/proactive/consent.js';
import { dailyCap } from '../domain/proactive/schedule.js';
import { proactiveSettingsOf, updateProactiveSettings } from '../domain/proactive/settings.js';

async function settingsAnswer(deps: Deps, u: UserRow, now: number) {
  const [settings, access, telegram] = await Promise.all([
    proactiveSettingsOf(deps.db, u.id),
    writeAccessOf(deps.db, u.id),
    identitySubjectOf(deps.db, u.id, 'telegram'),
  ]);
  const granted = !!access && access.revoked_at === null;
  return {
    ...settings,
    dailyCap: dailyCap(isPremium(u.vip_expire_at, now)),
    writeAccess: granted,
    source: granted ? access.source : null,
    telegram: !!telegram,
  };
}

/** Her first messages in Telegram (docs/telegram-bot.md): the settings screen's calls. */
export const proactiveRoutes = new Hono<AppEnv>()
  .post(
    s.settings.path,
    call(s.settings, async ({ deps, member, now }) => settingsAnswer(deps, await member(), now)),
  )
  .post(
    s.update.path,
    call(s.update, async ({ deps, params, member, now }) => {
      const u = await member();
      await updateProactiveSettings(deps.db, u.id, params, now);
      return settingsAnswer(deps, u, now);
    }),
  )
  .post(
    s.writeAccess.path,
    call(s.writeAccess, async ({ deps, params, member, now }) => {
      const u = await member();
      if (params.granted) await grantWriteAccess(deps.db, u.id, 'write_access', now);
      return settingsAnswer(deps, u, now);
    }),
  );
