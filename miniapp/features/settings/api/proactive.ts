import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestWriteAccess } from '@tma.js/sdk-react';
import type { ParamsOf } from '../../../../shared/api/contract.js';
import { request } from '../../../api/client.js';

/** Her first messages in Telegram: the settings, with the consent the bot needs. */
export const proactiveQuery = () =>
  queryOptions({ queryKey: ['proactive'], queryFn: ({ signal }) => request('/proactive/settings', {}, { signal }) });
export const useProactive = () => useQuery(proactiveQuery());

export function useUpdateProactive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: ParamsOf<'/proactive/settings/update'>) => request('/proactive/settings/update', patch),
    onSuccess: (data) => client.setQueryData(proactiveQuery().queryKey, data),
  });
}

/**
 * Telegram's requestWriteAccess (Mini Apps 6.9+), told to the server; null outside Telegram or on
 * clients without it. The bot writes only to users who allowed it.
 */
async function askTelegram(): Promise<boolean | null> {
  try {
    if (!requestWriteAccess.isAvailable()) return null;
    return (await requestWriteAccess()) === 'allowed';
  } catch {
    return null;
  }
}

export function useAllowWrites() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const granted = await askTelegram();
      return granted === null ? null : request('/proactive/write-access', { granted });
    },
    onSuccess: (data) => data && client.setQueryData(proactiveQuery().queryKey, data),
  });
}

/** The device's time zone (the server turns the chosen times into moments in it). */
export const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
