import { Hono } from 'hono';
import { photograph as s } from '../../shared/schemas/custom-character.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { unlockedPhotos } from '../domain/chat/unlocked-photos.js';
import { editPhoto, generateOwnPhoto, likePhoto, ownPhotos, photoStatics } from '../domain/custom-characters/photographs.js';

/** `/character/photograph/*` beside the catalogue's `list`: the owner's gallery, likes and figures, the photos a user paid for. */
export const photographRoutes = new Hono<AppEnv>()
  .post(
    s.listSelf.path,
    call(s.listSelf, async ({ deps, params, member }) => ownPhotos(deps, await member(), params)),
  )
  .post(
    s.edit.path,
    call(s.edit, async ({ deps, params, member }) => editPhoto(deps, await member(), params)),
  )
  .post(
    s.likeOp.path,
    call(s.likeOp, async ({ deps, params, member }) => likePhoto(deps, await member(), params.photoId, params.like)),
  )
  .post(
    s.generate.path,
    call(s.generate, async ({ deps, params, member }) => generateOwnPhoto(deps, await member(), params.characterId)),
  )
  .post(
    s.unlocked.path,
    call(s.unlocked, async ({ deps, params, member }) => unlockedPhotos(deps.db, (await member()).id, params.page, params.pageSize)),
  )
  .post(
    s.statics.path,
    call(s.statics, async ({ deps, params, maybeUser }) => photoStatics(deps, await maybeUser(), params.characterId)),
  );
