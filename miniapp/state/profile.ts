import { atom } from 'jotai';
import type { Profile } from '../../shared/schemas/user.js';
import { fetchMyProfile } from '../api/user.js';
import { tokenAtom } from './session.js';

interface ProfileState {
  token: string;
  profile: Profile;
}

const profileBase = atom<ProfileState | null>(null);

/** The profile of the current token; null while logged out or not loaded yet. */
export const profileAtom = atom((get) => {
  const state = get(profileBase);
  return state && state.token === get(tokenAtom) ? state.profile : null;
});

export const refreshProfileAtom = atom(null, async (get, set) => {
  const token = get(tokenAtom);
  if (!token) {
    set(profileBase, null);
    return null;
  }
  const profile = await fetchMyProfile();
  if (get(tokenAtom) === token) set(profileBase, { token, profile });
  return profile;
});

/** Apply a balance change the server reported without refetching the whole profile. */
export const patchProfileAtom = atom(null, (get, set, patch: Partial<Profile>) => {
  const state = get(profileBase);
  if (state) set(profileBase, { ...state, profile: { ...state.profile, ...patch } });
});
