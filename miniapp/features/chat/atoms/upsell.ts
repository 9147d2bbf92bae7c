import { atom } from 'jotai';
import { t } from '@lingui/core/macro';
import { ErrorCode } from '../../../../shared/errors.js';
import type { PhotoLimitData } from '../../../../shared/schemas/chat.js';
import { ApiError } from '../../../api/client.js';
import { showToastAtom } from '../../../state/toasts.js';
import { openPremiumPopupAtom } from '../../../state/popups.js';
import { platform } from '../../../platform/index.js';

/** `photoLimit`: a free user asked for a second photo within the chat's hour. */
export type UpsellReason = 'energy' | 'coins' | 'premium' | 'photoLimit';
/** What the user was doing, so the popup can say why Premium or coins are needed. */
export type UpsellContext = 'chat' | 'photo' | 'gift' | 'story' | 'unlock';

export interface Upsell {
  reason: UpsellReason;
  context: UpsellContext;
  /** `photoLimit`: when the chat's next free photo is due, if the server said. */
  nextPhotoAt?: number | null;
}

const upsellBase = atom<Upsell | null>(null);

/** The energy, coins or photo-limit sheet of the chat; Premium itself is the app's Premium popup. */
export const upsellAtom = atom((get) => get(upsellBase));

/**
 * 2001 → the energy sheet, 2002 → the coins sheet, 2003 → the Premium popup. Opened right after
 * closing a sheet is safe: the new sheet's history entry waits for the old one to be taken back.
 */
export const openUpsellAtom = atom(null, (_get, set, upsell: Upsell) => {
  if (upsell.reason === 'premium') set(openPremiumPopupAtom, `chat_${upsell.context}`);
  else set(upsellBase, upsell);
});
export const closeUpsellAtom = atom(null, (_get, set) => set(upsellBase, null));

const upsellOf: Partial<Record<number, UpsellReason>> = {
  [ErrorCode.notEnoughEnergy]: 'energy',
  [ErrorCode.notEnoughCoins]: 'coins',
  [ErrorCode.premiumRequired]: 'premium',
};

const nextPhotoAtOf = (error: unknown) => {
  const data = error instanceof ApiError ? (error.data as Partial<PhotoLimitData> | null) : null;
  return typeof data?.nextPhotoAt === 'number' ? data.nextPhotoAt : null;
};

/**
 * A failed chat call: 2001/2002/2003 open the upsell popup (a photo's 2003 its hourly-limit
 * sheet), 1003 and 1007 were already handled by the client (login popup, maintenance page),
 * anything else is a toast unless the caller shows the failure in place.
 */
export const reportChatErrorAtom = atom(null, (_get, set, error: unknown, context: UpsellContext, toast = true) => {
  const code = error instanceof ApiError ? error.code : -1;
  // A photo refused with 2003 is the free hourly limit: its sheet says why and when the next is due.
  if (code === ErrorCode.premiumRequired && context === 'photo') {
    platform().haptic('warning');
    set(openUpsellAtom, { reason: 'photoLimit', context, nextPhotoAt: nextPhotoAtOf(error) });
    return;
  }
  const reason = upsellOf[code];
  if (reason) {
    platform().haptic('warning');
    set(openUpsellAtom, { reason, context });
    return;
  }
  if (!toast || code === ErrorCode.loginNeeded || code === ErrorCode.regionBlocked) return;
  const text = code === -1 ? t`Connection lost. Please try again` : error instanceof Error ? error.message : String(error);
  set(showToastAtom, { text, tone: 'error' });
});
