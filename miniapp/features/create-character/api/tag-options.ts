import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TagOption } from '../../../../shared/schemas/character.js';
import { request } from '../../../api/client.js';
import { tagOptionsKey } from './keys.js';

export const fetchTagOptions = (signal?: AbortSignal) => request('/character-tag/options/list', {}, { silent: true, signal });

/** `/v1/character-tag/options/list`, fetched once per app session. */
export const tagOptionsQuery = () =>
  queryOptions({ queryKey: tagOptionsKey, queryFn: ({ signal }) => fetchTagOptions(signal), staleTime: Infinity, gcTime: Infinity });

const none: TagOption[] = [];

export function useTagOptions(): TagOption[] {
  return useQuery(tagOptionsQuery()).data?.list ?? none;
}
