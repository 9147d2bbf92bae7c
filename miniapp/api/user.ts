import type { Profile } from '../../shared/schemas/user.js';
import { call } from './client.js';

export const fetchMyProfile = () => call<Profile>('/user/my-profile', {}, { silent: true });
export const updateUser = (patch: { nick?: string; lang?: string }) => call<unknown>('/user/update', patch);
