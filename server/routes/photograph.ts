import { Hono } from 'hono';
import { photograph as s } from '../../shared/schemas/custom-character.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { editPhoto, generateOwnPhoto, likePhoto, ownPhotos, photoStatics } from '../domain/custom-characters/photographs.js';

/** `/character/photograph/*` beside the catalogue's `list`: the owner's gallery, likes and figures. */
export const photographRoutes = new Hono<AppEnv>()
  .post('/character/photograph/list-self', call(s.listSelf.params, async ({ deps, params, member }) => ownPhotos(deps, await member(), params)))
  .post('/character/photograph/edit', call(s.edit.params, async ({ deps, params, member }) => editPhoto(deps, await member(), params)))
  .post('/character/photograph/like-op', call(s.likeOp.params, async ({ deps, params, member }) => likePhoto(deps, await member(), params.photoId, params.like)))
  .post('/character/photograph/generate', call(s.generate.params, async ({ deps, params, member }) => generateOwnPhoto(deps, await member(), params.characterId)))
  .post('/character/photograph/statics', call(s.statics.params, async ({ deps, params, maybeUser }) => photoStatics(deps, await maybeUser(), params.characterId)));
