import { request } from '../../../api/client.js';

/** Ask her for a photo: Premium pays coins and sees it clear, free users get a blurred teaser. Upsell codes are the caller's. */
export const requestPhoto = (sessionId: string) => request('/session/photo/request', { sessionId }, { silent: true });

/** Unlock a photo she sent for coins. */
export const unlockPhoto = (messageId: string) => request('/session/photo/unlock', { messageId }, { silent: true });

/** Unlock a photo of a character's gallery for coins. */
export const unlockGalleryPhoto = (photoId: string) => request('/session/photo/unlock', { photoId }, { silent: true });
