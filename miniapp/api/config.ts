import { request } from './client.js';

export const fetchConfig = (signal?: AbortSignal) => request('/config', {}, { silent: true, signal });
export const saveLanguage = (lang: string) => request('/config/set/lang', { lang }, { silent: true });
