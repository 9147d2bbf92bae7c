import { Hono } from 'hono';
import { customCharacter as s } from '../../shared/schemas/custom-character.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { createCustomCharacter, rebuildCustomCharacter } from '../domain/custom-characters/create.js';
import { importCard } from '../domain/custom-characters/import-card.js';
import {
  confirmCustomCharacter, customCharacterDetail, deleteCustomCharacter, editBeforeConfirm, editCustomCharacter, editNick, listCustomCharacters,
} from '../domain/custom-characters/manage.js';
import { randomPrompt } from '../domain/custom-characters/random-prompts.js';

/** `/custom-character/*`: the user's own characters (docs/api.md, Custom characters). Every call is owner-only. */
export const customCharacterRoutes = new Hono<AppEnv>()
  .post('/custom-character/list', call(s.list.params, async ({ deps, params, member }) => listCustomCharacters(deps, await member(), params.page, params.pageSize)))
  .post('/custom-character/random-prompt', call(s.randomPrompt.params, async ({ params, maybeUser }) => ({
    prompt: randomPrompt(params.lang ?? (await maybeUser())?.lang ?? 'en'),
  })))
  .post('/custom-character/create', call(s.create.params, async ({ deps, params, member }) => createCustomCharacter(deps, await member(), params)))
  .post('/custom-character/detail', call(s.detail.params, async ({ deps, params, member }) => customCharacterDetail(deps, await member(), params.id)))
  .post('/custom-character/delete', call(s.delete.params, async ({ deps, params, member }) => deleteCustomCharacter(deps, await member(), params.id)))
  .post('/custom-character/confirm', call(s.confirm.params, async ({ deps, params, member }) =>
    confirmCustomCharacter(deps, await member(), params.id, params.visibility),
  ))
  .post('/custom-character/edit-before-confirm', call(s.editBeforeConfirm.params, async ({ deps, params: { id, ...edit }, member }) =>
    editBeforeConfirm(deps, await member(), id, edit),
  ))
  .post('/custom-character/edit-nick', call(s.editNick.params, async ({ deps, params, member }) => editNick(deps, await member(), params.id, params.name)))
  .post('/custom-character/edit', call(s.edit.params, async ({ deps, params: { id, ...edit }, member }) => editCustomCharacter(deps, await member(), id, edit)))
  .post('/custom-character/rebuild', call(s.rebuild.params, async ({ deps, params: { id, ...change }, member }) =>
    rebuildCustomCharacter(deps, await member(), id, change),
  ))
  .post('/custom-character/import-card', call(s.importCard.params, async ({ deps, params, member }) =>
    importCard(deps, await member(), params.file, params.style),
  ));
