import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { request } from '../../../api/client.js';
import { queryClient } from '../../../api/query-client.js';
import { patchProfileAtom } from '../../../state/profile.js';
import type { QuizAnswers } from '../components/onboarding-quiz.js';

/** /landing/role3 has its own match call; every other landing uses the first. */
const matchPath = (variant: string | undefined) =>
  (variant === 'role3' ? '/tour/landing-role-3/match' : '/tour/landing-role/match') as '/tour/landing-role/match';

/** The characters closest to the quiz answers, best first (at most three). */
export const matchQuery = (variant: string | undefined, answers: QuizAnswers | null) =>
  queryOptions({
    queryKey: ['landing', 'match', variant ?? '', answers] as const,
    queryFn: ({ signal }) => request(matchPath(variant), answers ?? {}, { signal }),
    enabled: answers !== null,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });

export const useMatch = (variant: string | undefined, answers: QuizAnswers | null) => useQuery(matchQuery(variant, answers));

/** Keep the answers on the account as its onboarding preferences (the home list ranks by them). */
export const savePreferences = (preferences: QuizAnswers) => request('/user/update', { preferences });

export function useSavePreferences() {
  const patchProfile = useSetAtom(patchProfileAtom);
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (profile) => {
      patchProfile({ preferences: profile.preferences });
      // The recommended order follows the preferences: the home feed (features/home/api) reloads.
      void queryClient.invalidateQueries({ queryKey: ['characters'] });
    },
  });
}
