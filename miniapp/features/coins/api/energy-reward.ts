import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import type { RewardEvent } from '../../../../shared/enums.js';
import type { DataOf } from '../../../../shared/api/contract.js';
import { request } from '../../../api/client.js';
import { profileQuery } from '../../../state/profile.js';
import { tokenAtom } from '../../../state/session.js';

export type EnergyRewardState = DataOf<'/user/reward/energy'>;

/**
 * One energy gift task (add to home screen, install, bookmark): `start` when the user reaches the
 * step begins the server's 10 s wait (or says it was claimed before), `claim` takes the energy,
 * which the profile then shows. `state` is the server's latest answer for this account and task,
 * kept for the session.
 */
export function useEnergyReward(event: RewardEvent) {
  const token = useAtomValue(tokenAtom);
  const queryClient = useQueryClient();
  const mutationKey = ['energy-reward', token, event];
  const send = (phase: 'start' | 'claim') => request('/user/reward/energy', { event, phase });
  const start = useMutation({ mutationKey, mutationFn: () => send('start'), gcTime: Infinity });
  const claim = useMutation({
    mutationKey,
    mutationFn: () => send('claim'),
    gcTime: Infinity,
    onSuccess: (r) => queryClient.setQueryData(profileQuery(token).queryKey, (p) => p && { ...p, energy: r.energy }),
  });
  const answers = useMutationState({
    filters: { mutationKey, exact: true, status: 'success' },
    select: (m) => m.state.data as EnergyRewardState,
  });
  return { state: answers.at(-1), start: start.mutateAsync, claim: claim.mutateAsync };
}
