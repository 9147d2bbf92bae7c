import { atom } from 'jotai';
import type { AppConfig } from '../../shared/schemas/config.js';
import { fetchConfig } from '../api/config.js';
import { enterMaintenanceAtom } from './popups.js';

const configBase = atom<AppConfig | null>(null);

export const appConfigAtom = atom((get) => get(configBase));

export const loadConfigAtom = atom(null, async (_get, set) => {
  const config = await fetchConfig();
  set(configBase, config);
  if (config.maintenance) set(enterMaintenanceAtom);
  return config;
});
