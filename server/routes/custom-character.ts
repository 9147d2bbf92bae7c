import { Hono } from 'hono';
import { customCharacter as s } from '../../shared/schemas/custom-character.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { createCustomCharacter, rebuildCustomCharacter } from '../domain/custom-characters/create.js';
import { importCard } from '../domain/custom-characters/import-card.js';
import {
  confirmCustomCharacter,
  customCharacterDetail,
  deleteCustomCharacter,
  editBeforeConfirm,
  editCustomCharacter,
  editNick,
  listCustomCharacters,
} from '../domain/custom-characters/manage.js';
import { randomPrompt } from '../domain/custom-characters/random-prompts.js';

/** `/custom-character/*`: the user's own characters (docs/api.md, Custom characters). Every call is owner-only. */
export const customCharacterRoutes = new Hono<AppEnv>()
  .post(
    s.list.path,
    call(s.list, async ({ deps, params, member }) => listCustomCharacters(deps, await member(), params.page, params.pageSize)),
  )
  .post(
    s.randomPrompt.path,
    call(s.randomPrompt, async ({ params, maybeUser }) => ({
      prompt: randomPrompt(params.lang ?? (await maybeUser())?.lang ?? 'en'),
    })),
  )
  .post(
    s.create.path,
    call(s.create, async ({ deps, params, member, locale }) => createCustomCharacter(deps, await member(), params, await locale())),
  )
  .post(
    s.detail.path,
    call(s.detail, async ({ deps, params, member }) => customCharacterDetail(deps, await member(), params.id)),
  )
  .post(
    s.delete.path,
    call(s.delete, async ({ deps, params, member }) => deleteCustomCharacter(deps, await member(), params.id)),
  )
  .post(
    s.confirm.path,
    call(s.confirm, async ({ deps, params, member }) => confirmCustomCharacter(deps, await member(), params.id, params.visibility)),
  )
  .post(
    s.editBeforeConfirm.path,
    call(s.editBeforeConfirm, async ({ deps, params, member }) => {
      const user = await member();
      const { id, ...edit } = params;
      return editBeforeConfirm(deps, user, id, edit);
    }),
  )
  .post(
    s.editNick.path,
    call(s.editNick, async ({ deps, params, member }) => editNick(deps, await member(), params.id, params.name)),
  )
  .post(
    s.edit.path,
    call(s.edit, async ({ deps, params, member }) => {
      const user = await member();
      const { id, ...edit } = params;
      return editCustomCharacter(deps, user, id, edit);
    }),
  )
  .post(
    s.rebuild.path,
    call(s.rebuild, async ({ deps, params, member }) => {
      const user = await member();
      const { id, ...change } = params;
      return rebuildCustomCharacter(deps, user, id, change);
    }),
  )
  .post(
    s.importCard.path,
    call(s.importCard, async ({ deps, params, member, locale }) =>
      importCard(deps, await member(), params.file, params.style, await locale()),
    ),
  );
