import { atom } from 'jotai';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig } from '../../shared/schemas/config.js';
import { fetchConfig } from '../api/config.js';
import { queryClient } from '../api/query-client.js';
import { appStore } from './store.js';
import { enterMaintenanceAtom } from './popups.js';
import { queryDataAtom } from './query-data.js';

/** The app config (brand, sign-in and pay methods): loaded once at start, kept for the session. */
export const configQuery = queryOptions({
  queryKey: ['config'],
  queryFn: async ({ signal }) => {
    const config = await fetchConfig(signal);
    if (config.maintenance) appStore.set(enterMaintenanceAtom);
    return config;
  },
  staleTime: Infinity,
});

export const useAppConfig = (): AppConfig | null => useQuery(configQuery).data ?? null;

/** The config for code that reads atoms; null until loaded. */
const configData = queryDataAtom<AppConfig>(() => configQuery.queryKey);
export const appConfigAtom = atom((get) => get(configData) ?? null);

export const loadConfigAtom = atom(null, () => queryClient.fetchQuery(configQuery));
