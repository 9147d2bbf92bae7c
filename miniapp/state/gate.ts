import { atom } from 'jotai';
import { safeStorage } from '../platform/storage.js';

const ADULT_KEY = 'adult-confirmed';
const adultBase = atom(safeStorage.get(ADULT_KEY) === '1');

/** The 18+ gate was answered "I am 18 or older" on this device. */
export const adultConfirmedAtom = atom((get) => get(adultBase));
export const confirmAdultAtom = atom(null, (_get, set) => {
  safeStorage.set(ADULT_KEY, '1');
  set(adultBase, true);
});
