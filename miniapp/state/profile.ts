import { atom } from 'jotai';
import type { Profile } from '../../shared/schemas/user.js';
import { fetchMyProfile } from '../api/user.js';
import { saveLanguage } from '../api/config.js';
import { tokenAtom } from './session.js';
import { localeAtom } from './locale.js';

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
  let profile = await fetchMyProfile();
  // The language the user sees is the one she answers in: keep the account's language in step.
  const locale = get(localeAtom);
  if (profile.lang !== locale) {
    await saveLanguage(locale).catch(() => undefined);
    profile = { ...profile, lang: locale };
  }
  if (get(tokenAtom) === token) set(profileBase, { token, profile });
  return profile;
});

/** Apply a balance change the server reported without refetching the whole profile. */
export const patchProfileAtom = atom(null, (get, set, patch: Partial<Profile>) => {
  const state = get(profileBase);
  if (state) set(profileBase, { ...state, profile: { ...state.profile, ...patch } });
});
