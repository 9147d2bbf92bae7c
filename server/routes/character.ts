import { Hono } from 'hono';
import { character as s } from '../../shared/schemas/character.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { characterDetail, listCharacters, photoPage, scriptsFor, tagOptions } from '../domain/catalogue.js';

export const characterRoutes = new Hono<AppEnv>()
  .post('/character/list', call(s.list.params, async ({ deps, params, locale, maybeUser, now }) => listCharacters(deps.db, { ...params, locale: await locale(), viewer: await maybeUser(), now })))
  .post('/character/list2', call(s.list2.params, async ({ deps, params, locale, maybeUser, now }) => listCharacters(deps.db, { ...params, locale: await locale(), viewer: await maybeUser(), now })))
  .post('/character/detail', call(s.detail.params, async ({ deps, params, maybeUser, now, locale }) =>
      characterDetail(deps.db, params.characterId, await maybeUser(), now, await locale()),
    ),
  )
  .post('/character/script/list', call(s.scriptList.params, async ({ deps, params, maybeUser, now, locale }) => ({
      list: await scriptsFor(deps.db, params.characterId, await maybeUser(), now, await locale()),
    })),
  )
  .post('/character-tag/options/list', call(s.tagOptions.params, async ({ deps }) => ({ list: await tagOptions(deps.db) })))
  .post('/character/photograph/list', call(s.photoList.params, async ({ deps, params, maybeUser, now }) =>
      photoPage(deps.db, params.characterId, await maybeUser(), now, params.page, params.pageSize),
    ),
  );
