import { Hono } from 'hono';
import { stars as s } from '../../shared/schemas/stars.js';
import { call } from '../http/call.js';
import type { AppEnv } from '../http/env.js';
import { editStarsSubscription, starsSubscriptionInfo } from '../domain/stars/subscriptions.js';
import { prepareInviteMessage } from '../domain/stars/invite.js';

/** Telegram Stars subscription management and the shareable invite. Mounted inside /v1. */
export const starsRoutes = new Hono<AppEnv>()
  .post(
    s.subscriptionInfo.path,
    call(s.subscriptionInfo, async ({ deps, member }) => starsSubscriptionInfo(deps, await member())),
  )
  .post(
    s.subscriptionEdit.path,
    call(s.subscriptionEdit, async ({ deps, params, member }) => editStarsSubscription(deps, await member(), params.cancel)),
  )
  .post(
    s.invitePrepare.path,
    call(s.invitePrepare, async ({ deps, member }) => prepareInviteMessage(deps, await member())),
  );
