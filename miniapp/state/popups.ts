import { atom } from 'jotai';

const loginOpenBase = atom(false);
const maintenanceBase = atom(false);

export const loginPopupOpenAtom = atom((get) => get(loginOpenBase));
export const openLoginAtom = atom(null, (_get, set) => set(loginOpenBase, true));
export const closeLoginAtom = atom(null, (_get, set) => set(loginOpenBase, false));

/** Region blocked (code 1007 or config.maintenance): the whole app shows the maintenance page. */
export const maintenanceAtom = atom((get) => get(maintenanceBase));
export const enterMaintenanceAtom = atom(null, (_get, set) => set(maintenanceBase, true));

/** The Premium purchase popup (spec §2, popup variant); `comeFrom` tags the order with where it started. */
const premiumPopupBase = atom<{ comeFrom: string } | null>(null);
export const premiumPopupAtom = atom((get) => get(premiumPopupBase));
export const openPremiumPopupAtom = atom(null, (_get, set, comeFrom: string = 'popup') => set(premiumPopupBase, { comeFrom }));
export const closePremiumPopupAtom = atom(null, (_get, set) => set(premiumPopupBase, null));
