import { atom } from 'jotai';

const popupOpenBase = atom(false);

export const energyGiftOpenAtom = atom((get) => get(popupOpenBase));
export const openEnergyGiftAtom = atom(null, (_get, set) => set(popupOpenBase, true));
export const closeEnergyGiftAtom = atom(null, (_get, set) => set(popupOpenBase, false));
