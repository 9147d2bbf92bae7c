import { Hono } from 'hono';
import { character as s } from '../../shared/schemas/character.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { characterDetail, listCharacters, photoPage, scriptsFor, tagOptions } from '../domain/catalogue.js';

export const characterRoutes = new Hono<AppEnv>()
  .post(
    s.list.path,
    call(s.list, async ({ deps, params, locale, maybeUser, now }) =>
      listCharacters(deps.db, { ...params, locale: await locale(), viewer: await maybeUser(), now }, deps.catalogue),
    ),
  )
  .post(
    s.list2.path,
    call(s.list2, async ({ deps, params, locale, maybeUser, now }) =>
      listCharacters(deps.db, { ...params, locale: await locale(), viewer: await maybeUser(), now }, deps.catalogue),
    ),
  )
  .post(
    s.detail.path,
    call(s.detail, async ({ deps, params, maybeUser, now, locale }) =>
      characterDetail(deps.db, params.characterId, await maybeUser(), now, await locale()),
    ),
  )
  .post(
    s.scriptList.path,
    call(s.scriptList, async ({ deps, params, maybeUser, now, locale }) => ({
      list: await scriptsFor(deps.db, params.characterId, await maybeUser(), now, await locale()),
    })),
  )
  .post(
    s.tagOptions.path,
    call(s.tagOptions, async ({ deps }) => ({ list: await deps.catalogue.get('tags', () => tagOptions(deps.db)) })),
  )
  .post(
    s.photoList.path,
    call(s.photoList, async ({ deps, params, maybeUser, now }) =>
      photoPage(deps.db, params.characterId, await maybeUser(), now, params.page, params.pageSize),
    ),
  );
