import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { MeetConfig } from '../../../../shared/schemas/meet.js';
import { request } from '../../../api/client.js';
import { localeAtom } from '../../../state/locale.js';
import { isLoggedInAtom, tokenAtom } from '../../../state/session.js';
import { refreshSessions } from '../../chat/api/sessions.js';

/** Meet's server state, per account (token) and, for the cards' texts, per UI language. */
export const meetKeys = {
  all: (token: string) => ['meet', token] as const,
  deck: (token: string, locale: string, again: boolean) => ['meet', token, 'deck', locale, again] as const,
  likes: (token: string, locale: string, who: 'them' | 'me') => ['meet', token, 'likes', who, locale] as const,
  matches: (token: string, locale: string) => ['meet', token, 'matches', locale] as const,
  counts: (token: string) => ['meet', token, 'counts'] as const,
};

export const deckQuery = (token: string, locale: string, again: boolean) =>
  queryOptions({
    queryKey: meetKeys.deck(token, locale, again),
    queryFn: ({ signal }) => request('/meet/deck', { again }, { signal }),
    staleTime: Infinity,
  });

export const likesQuery = (token: string, locale: string, who: 'them' | 'me') =>
  queryOptions({
    queryKey: meetKeys.likes(token, locale, who),
    queryFn: ({ signal }) => request('/meet/list/like', { who, page: 1, pageSize: 50 }, { signal }),
    staleTime: 0,
  });

export const matchesQuery = (token: string, locale: string) =>
  queryOptions({
    queryKey: meetKeys.matches(token, locale),
    queryFn: ({ signal }) => request('/meet/list/match', { page: 1, pageSize: 50 }, { signal }),
    staleTime: 0,
  });

/** The badge: quiet on failure (it is decoration on other pages). */
export const countsQuery = (token: string) =>
  queryOptions({
    queryKey: meetKeys.counts(token),
    queryFn: ({ signal }) => request('/meet/counts', {}, { signal, silent: true }),
    staleTime: 30_000,
  });

export function useDeck(again: boolean) {
  const token = useAtomValue(tokenAtom);
  const locale = useAtomValue(localeAtom);
  return useQuery(deckQuery(token, locale, again));
}

export function useLikes(who: 'them' | 'me') {
  const token = useAtomValue(tokenAtom);
  const locale = useAtomValue(localeAtom);
  return useQuery(likesQuery(token, locale, who));
}

export function useMatches() {
  const token = useAtomValue(tokenAtom);
  const locale = useAtomValue(localeAtom);
  return useQuery(matchesQuery(token, locale));
}

export function useMeetCounts() {
  const token = useAtomValue(tokenAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  return useQuery({ ...countsQuery(token), enabled: loggedIn });
}

/** Everything Meet shows except the deck in hand (which the page advances itself). */
const refreshLists = (qc: QueryClient, token: string) =>
  qc.invalidateQueries({ queryKey: meetKeys.all(token), predicate: (q) => q.queryKey[2] !== 'deck' });

/** Like or pass; a match refreshes the chat list (her chat is new) and the badge. */
export function useLikeOp() {
  const qc = useQueryClient();
  const token = useAtomValue(tokenAtom);
  return useMutation({
    mutationFn: (v: { characterId: string; like: 1 | -1 }) => request('/meet/like-op', v),
    onSuccess: async (r) => {
      await refreshLists(qc, token);
      if (r.matched) void refreshSessions(token);
    },
  });
}

/** Save the settings: a new deck follows them. */
export function useSaveMeetConfig() {
  const qc = useQueryClient();
  const token = useAtomValue(tokenAtom);
  return useMutation({
    mutationFn: (c: Partial<MeetConfig>) => request('/user/meet-pro/config/update', c),
    onSuccess: () => qc.invalidateQueries({ queryKey: meetKeys.all(token) }),
  });
}
