import type { ParamsOf } from '../../shared/api/contract.js';
import { request, type CallOptions } from './client.js';

/** Catalogue calls shared by several features (home, character, chat, create-character). */

export const fetchCharacters = (query: ParamsOf<'/character/list'>, options?: CallOptions) => request('/character/list', query, options);

export const fetchCharacter = (characterId: string, options?: CallOptions) => request('/character/detail', { characterId }, options);

export const fetchScripts = (characterId: string, options?: CallOptions) => request('/character/script/list', { characterId }, options);
