import type { CreateCustomCharacter, CustomCharacter, CustomCharacterListItem, PersonaEdit } from '../../shared/schemas/custom-character.js';
import type { TagOption } from '../../shared/schemas/character.js';
import type { Style } from '../../shared/enums.js';
import { call, type CallOptions } from './client.js';

/** `/v1/custom-character/list`: the user's own characters, and what the next creation costs. */
export interface MyCharacters {
  list: CustomCharacterListItem[];
  total: number;
  createPrice: number;
  memberFreeAvailable: boolean;
}

export interface StateAnswer {
  id: string;
  state: number;
}

/** The calls of docs/api.md "Custom characters", typed from shared/schemas/custom-character.ts. */
export const fetchMyCharacters = (page = 1, pageSize = 50, options?: CallOptions) =>
  call<MyCharacters>('/custom-character/list', { page, pageSize }, options);

export const fetchRandomPrompt = (lang: string, options?: CallOptions) => call<{ prompt: string }>('/custom-character/random-prompt', { lang }, options);

export const createCustomCharacter = (params: CreateCustomCharacter, options?: CallOptions) =>
  call<StateAnswer>('/custom-character/create', params, options);

export const fetchCustomCharacter = (id: string, options?: CallOptions) => call<CustomCharacter>('/custom-character/detail', { id }, options);

export const deleteCustomCharacter = (id: string, options?: CallOptions) => call<{ id: string }>('/custom-character/delete', { id }, options);

export const confirmCustomCharacter = (id: string, visibility: 0 | 1, options?: CallOptions) =>
  call<CustomCharacter>('/custom-character/confirm', { id, visibility }, options);

export const editBeforeConfirm = (id: string, edit: PersonaEdit, options?: CallOptions) =>
  call<CustomCharacter>('/custom-character/edit-before-confirm', { id, ...edit }, options);

export const editNick = (id: string, name: string, options?: CallOptions) => call<CustomCharacter>('/custom-character/edit-nick', { id, name }, options);

export const editCustomCharacter = (id: string, edit: PersonaEdit & { visibility?: 0 | 1 }, options?: CallOptions) =>
  call<CustomCharacter>('/custom-character/edit', { id, ...edit }, options);

export const rebuildCustomCharacter = (id: string, options?: CallOptions) => call<StateAnswer>('/custom-character/rebuild', { id }, options);

/** A SillyTavern Character Card V2/V3 (.png with embedded JSON, or .json) as base64. */
export const importCharacterCard = (file: string, fileName: string, style?: Style, options?: CallOptions) =>
  call<StateAnswer>('/custom-character/import-card', style ? { file, fileName, style } : { file, fileName }, options);

export const fetchTagOptions = (options?: CallOptions) => call<{ list: TagOption[] }>('/character-tag/options/list', {}, options);
