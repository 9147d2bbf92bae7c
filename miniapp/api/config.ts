import type { AppConfig } from '../../shared/schemas/config.js';
import { call } from './client.js';

export const fetchConfig = () => call<AppConfig>('/config', {}, { silent: true });
export const saveLanguage = (lang: string) => call<unknown>('/config/set/lang', { lang }, { silent: true });
