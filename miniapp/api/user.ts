import { request } from './client.js';

export const fetchMyProfile = (signal?: AbortSignal) => request('/user/my-profile', {}, { silent: true, signal });
