import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ErrorCode } from '../../../../shared/errors.js';
import { ApiError, request } from '../../../api/client.js';
import { closeLoginAtom } from '../../../state/popups.js';
import { appStore } from '../../../state/store.js';
import { tokenAtom } from '../../../state/session.js';
import { setVisitorTokenAtom, visitorTokenAtom } from '../../../state/visitor.js';
import { localeAtom } from '../../../state/locale.js';

/**
 * Query keys of the tour, under the token it is taken with (the member's, else the visitor's):
 * after a sign-in nothing loaded for the visitor is shown as the account's.
 */
export const tourKeys = {
  characters: (locale: string) => ['tour', 'characters', locale] as const,
  session: (who: string, characterId: string) => ['tour', who, 'session', characterId] as const,
  allowance: (who: string) => ['tour', who, 'allowance'] as const,
};

let minting: Promise<void> | null = null;

/** A token to take the tour with: the member's, else this device's visitor token, made once. */
export function ensureTourToken(): Promise<void> {
  if (appStore.get(tokenAtom) || appStore.get(visitorTokenAtom)) return Promise.resolve();
  minting ??= request('/user/token', {})
    .then(({ token }) => {
      // Signed in meanwhile: the member's token is the one to use.
      if (!appStore.get(tokenAtom)) appStore.set(setVisitorTokenAtom, token);
    })
    .finally(() => {
      minting = null;
    });
  return minting;
}

/**
 * A visitor token past its 30 days answers 1003, which opens the login popup. Signing up is not
 * what a visitor asked for here: the tour starts over with a new visitor token instead.
 */
function startOverIfExpired(error: unknown): never {
  if (error instanceof ApiError && error.code === ErrorCode.loginNeeded && !appStore.get(tokenAtom) && appStore.get(visitorTokenAtom)) {
    appStore.set(setVisitorTokenAtom, '');
    appStore.set(closeLoginAtom);
  }
  throw error;
}

/** Who takes the tour: the member's token, else the visitor's ('' while the visitor's is being made). */
export function useTourToken(): string {
  const member = useAtomValue(tokenAtom);
  const visitor = useAtomValue(visitorTokenAtom);
  const who = member || visitor;
  useEffect(() => {
    if (!who) ensureTourToken().catch(() => undefined);
  }, [who]);
  return who;
}

export const tourCharactersQuery = (locale: string) =>
  queryOptions({
    queryKey: tourKeys.characters(locale),
    queryFn: ({ signal }) => request('/tour/character/list', { sort: 1, page: 1, pageSize: 12 }, { signal }),
  });
export const useTourCharacters = () => useQuery(tourCharactersQuery(useAtomValue(localeAtom)));

/**
 * The tour chat with one character, opened (or resumed) with its first page and header. Kept
 * for as long as the screen lives: sent turns are added to it in place (use-tour-chat.ts).
 */
export const tourSessionQuery = (who: string, characterId: string) =>
  queryOptions({
    queryKey: tourKeys.session(who, characterId),
    queryFn: ({ signal }) => request('/tour/session/from/character', { characterId }, { signal }).catch(startOverIfExpired),
    enabled: who !== '',
    staleTime: Infinity,
  });
export const useTourSession = (who: string, characterId: string) => useQuery(tourSessionQuery(who, characterId));

/** The tour's free messages (used, remaining) and the Premium plans offered when they are spent. */
export const tourAllowanceQuery = (who: string) =>
  queryOptions({
    queryKey: tourKeys.allowance(who),
    queryFn: ({ signal }) => request('/tour/session/open/vip/page', {}, { signal }),
    enabled: who !== '',
  });
export const useTourAllowance = (who: string) => useQuery(tourAllowanceQuery(who));
