import type { Photo } from '../../shared/schemas/character.js';
import { call, type CallOptions } from './client.js';

/** One more gallery photo of the user's own character (Premium, 50 coins). */
export const generateCharacterPhoto = (characterId: string, options?: CallOptions) =>
  call<{ photo: Photo; goldBalance: number }>('/character/photograph/generate', { characterId }, options);

/** The gallery of the user's own character, newest first. */
export const fetchOwnPhotos = (characterId: string, options?: CallOptions) =>
  call<{ list: Photo[]; total: number }>('/character/photograph/list-self', { characterId, page: 1, pageSize: 50 }, options);
