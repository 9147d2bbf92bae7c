import { atom, useAtomValue } from 'jotai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../shared/schemas/user.js';
import { fetchMyProfile } from '../api/user.js';
import { saveLanguage } from '../api/config.js';
import { queryClient } from '../api/query-client.js';
import { appStore } from './store.js';
import { tokenAtom } from './session.js';
import { localeAtom } from './locale.js';
import { queryDataAtom } from './query-data.js';

const profileKey = (token: string) => ['profile', token] as const;

/**
 * The profile of a token. Loaded once per token and refreshed by what changes it (a purchase,
 * a reward); balance changes the server reports are written into it (`patchProfileAtom`).
 */
export const profileQuery = (token: string) =>
  queryOptions({
    queryKey: profileKey(token),
    queryFn: async ({ signal }): Promise<Profile> => {
      const profile = await fetchMyProfile(signal);
      // The language the user sees is the one she answers in: keep the account's language in step.
      const locale = appStore.get(localeAtom);
      if (profile.lang === locale) return profile;
      await saveLanguage(locale).catch(() => undefined);
      return { ...profile, lang: locale };
    },
    enabled: !!token,
    staleTime: Infinity,
  });

/** The profile of the current token; null while logged out or not loaded yet. */
export function useProfile(): Profile | null {
  return useQuery(profileQuery(useAtomValue(tokenAtom))).data ?? null;
}

const profileData = queryDataAtom<Profile>((get) => (get(tokenAtom) ? profileKey(get(tokenAtom)) : null));

/** The same profile for code that reads atoms. */
export const profileAtom = atom((get) => get(profileData) ?? null);

/** Load the profile again from the server (after something changed it). */
export const refreshProfileAtom = atom(null, async (get) => {
  const token = get(tokenAtom);
  if (!token) return null;
  return queryClient.fetchQuery({ ...profileQuery(token), staleTime: 0 });
});

/** Apply a balance change the server reported without refetching the whole profile. */
export const patchProfileAtom = atom(null, (get, _set, patch: Partial<Profile>) => {
  const token = get(tokenAtom);
  if (token) queryClient.setQueryData(profileQuery(token).queryKey, (p) => p && { ...p, ...patch });
});
