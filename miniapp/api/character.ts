import type { CharacterCard, CharacterDetail, Script } from '../../shared/schemas/character.js';
import type { ListSort, Style } from '../../shared/enums.js';
import { call, type CallOptions } from './client.js';

export interface CharacterListQuery {
  sort: ListSort;
  style?: Style;
  page: number;
  pageSize: number;
}

export const fetchCharacters = (query: CharacterListQuery, options?: CallOptions) =>
  call<{ list: CharacterCard[]; total?: number }>('/character/list', query, options);

export const fetchCharacter = (characterId: string, options?: CallOptions) =>
  call<CharacterDetail>('/character/detail', { characterId }, options);

export const fetchScripts = (characterId: string, options?: CallOptions) =>
  call<{ list: Script[] }>('/character/script/list', { characterId }, options);
