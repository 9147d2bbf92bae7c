import { Hono } from 'hono';
import { meet as s } from '../../shared/schemas/meet.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { meetDeck } from '../domain/meet/deck.js';
import { likeOp } from '../domain/meet/likes.js';
import { likedByList, matchList, meetCounts, myLikesList } from '../domain/meet/lists.js';
import { saveMeetConfig } from '../domain/meet/settings.js';

/** Meet (docs/meet.md): looking is open to every account; liking and settings need a member. */
export const meetRoutes = new Hono<AppEnv>()
  .post(
    s.deck.path,
    call(s.deck, async ({ deps, params, user, now, locale }) => meetDeck(deps.db, await user(), params.again, now, await locale())),
  )
  .post(
    s.likeOp.path,
    call(s.likeOp, async ({ deps, params, member, now, locale }) =>
      likeOp(deps, await member(), params.characterId, params.like, now, await locale()),
    ),
  )
  .post(
    s.likeList.path,
    call(s.likeList, async ({ deps, params, user, now, locale }) => {
      const list = params.who === 'me' ? myLikesList : likedByList;
      return list(deps.db, await user(), params.page, params.pageSize, now, await locale());
    }),
  )
  .post(
    s.matchList.path,
    call(s.matchList, async ({ deps, params, user, now, locale }) =>
      matchList(deps.db, await user(), params.page, params.pageSize, now, await locale()),
    ),
  )
  .post(
    s.counts.path,
    call(s.counts, async ({ deps, user }) => meetCounts(deps.db, await user())),
  )
  .post(
    s.configUpdate.path,
    call(s.configUpdate, async ({ deps, params, member, now }) => saveMeetConfig(deps.db, await member(), params, now)),
  );
