import { Hono } from 'hono';
import type { z } from 'zod';
import { landing as s } from '../../shared/schemas/landing.js';
import { ListSort } from '../../shared/enums.js';
import { call, type CallContext } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { listCharacters } from '../domain/catalogue.js';

/** How many matched characters the landing quiz shows. */
const MATCHES = 3;

/**
 * The landing quiz: the published characters closest to the answers, best first (the same
 * ranking as the home list's recommended order). A style with nothing published yet falls back
 * to every style, so a finished quiz always shows someone.
 */
async function matchCharacters({ deps, params, locale, maybeUser, now }: CallContext<z.output<typeof s.match.params>>) {
  const { style, ...preferences } = params;
  const query = { sort: ListSort.rec, page: 1, pageSize: MATCHES, preferences, locale: await locale(), viewer: await maybeUser(), now };
  const inStyle = await listCharacters(deps.db, { ...query, style });
  if (inStyle.list.length || !style) return { list: inStyle.list };
  return { list: (await listCharacters(deps.db, query)).list };
}

export const landingRoutes = new Hono<AppEnv>()
  .post(s.match.path, call(s.match, matchCharacters))
  .post(s.matchRole3.path, call(s.matchRole3, matchCharacters));
