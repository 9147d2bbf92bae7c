import { Hono } from 'hono';
import { feed as s } from '../../shared/schemas/feed.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { likePost, postPage, storyPage } from '../domain/feed/posts.js';

/** The Desire tabs: stories and posts of the published characters (docs/feed-and-guides.md). */
export const feedRoutes = new Hono<AppEnv>()
  .post(
    s.posts.path,
    call(s.posts, async ({ deps, params, maybeUser, now, locale }) => postPage(deps.db, params, await maybeUser(), now, await locale())),
  )
  .post(
    s.like.path,
    call(s.like, async ({ deps, params, member, now }) => likePost(deps.db, await member(), params.postId, params.like, now)),
  )
  .post(
    s.stories.path,
    call(s.stories, async ({ deps, params, maybeUser, now, locale }) => storyPage(deps.db, params, await maybeUser(), now, await locale())),
  );
