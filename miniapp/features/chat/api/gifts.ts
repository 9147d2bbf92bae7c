import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { request } from '../../../api/client.js';
import { tokenAtom } from '../../../state/session.js';
import { chatKeys } from './keys.js';

export const fetchGifts = (signal?: AbortSignal) => request('/gift/list', {}, { silent: true, signal });

/** The gift catalogue and the free gifts left today: fetched afresh each time the sheet opens. */
export const giftsQuery = (token: string) =>
  queryOptions({ queryKey: chatKeys.gifts(token), queryFn: ({ signal }) => fetchGifts(signal), gcTime: 0, staleTime: 0 });

export const useGifts = () => useQuery(giftsQuery(useAtomValue(tokenAtom)));

/** Give her a gift; she thanks in character. Upsell codes are the caller's. */
export const sendGift = (sessionId: string, giftId: string) => request('/session/gift/send', { sessionId, giftId }, { silent: true });
